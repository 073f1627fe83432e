import { SocialIcon } from '../../../components/SocialIcon/SocialIcon.js'
import { useMessages } from '../../../context/AirlockContext.js'
import { useSocialProviders, useStartSocialLogin } from '../../../hooks/useSocialLogin.js'
import { loadEmailChunk } from '../../../utils/loadChunks.js'
import { socialBrand } from '../../../utils/socialBrands.js'

/**
 * ConnectSocials: every social login the server offers, one row each ("Continue with Google").
 *
 * @example
 * <ConnectSocialsView />
 */
export function ConnectSocialsView() {
  const t = useMessages()
  const socials = useSocialProviders() ?? []
  const start = useStartSocialLogin(loadEmailChunk)
  return (
    <ul className="list">
      {socials.map((provider) => (
        <li key={provider}>
          <button type="button" className="wallet" onClick={() => start(provider)}>
            <SocialIcon provider={provider} />
            {t('social.continueWith', { provider: socialBrand(provider).name })}
          </button>
        </li>
      ))}
    </ul>
  )
}
