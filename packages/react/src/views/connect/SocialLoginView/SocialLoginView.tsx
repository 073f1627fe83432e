import { SocialIcon } from '../../../components/SocialIcon/SocialIcon.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useSocialProviders, useStartSocialLogin } from '../../../hooks/useSocialLogin.js'
import { loadEmailChunk } from '../../../utils/loadChunks.js'
import { socialBrand } from '../../../utils/socialBrands.js'

/** How many tiles Connect has room for in one row; with more socials, the last is "All socials". */
const tiles = 4
const placeholders = [0, 1, 2, 3]

/**
 * The social logins in Connect, after the e-mail field (SPEC §1: email, social, wallet): only those
 * the server offers (`/appkit/v1/config`), as tiles with the provider's mark and name. With more
 * than four, the first three and "All socials" (ConnectSocials). Until the server answers, four
 * placeholder tiles hold the row (the default socials are more than four), so the wallets below
 * do not move when the tiles come. Renders nothing when none is offered.
 *
 * @example
 * <SocialLoginView />
 */
export function SocialLoginView() {
  const airlock = useAirlock()
  const t = useMessages()
  const socials = useSocialProviders()
  const start = useStartSocialLogin(loadEmailChunk)
  if (socials === undefined)
    return (
      <div className="wallet-grid social-grid" aria-hidden="true" data-testid="social-skeleton">
        {placeholders.map((index) => (
          <div key={index} className="tile-skeleton">
            <span className="skeleton-block" />
            <span className="tile-name">
              <span className="skeleton-line" />
            </span>
          </div>
        ))}
      </div>
    )
  if (socials.length === 0) return null
  const shown = socials.length > tiles ? socials.slice(0, tiles - 1) : socials
  return (
    <ul className="wallet-grid social-grid" aria-label={t('social.label')}>
      {shown.map((provider) => (
        <li key={provider}>
          <button type="button" className="tile" onClick={() => start(provider)}>
            <SocialIcon provider={provider} />
            <span className="tile-name">{socialBrand(provider).name}</span>
          </button>
        </li>
      ))}
      {socials.length > shown.length ? (
        <li>
          <button
            type="button"
            className="tile"
            onClick={() => airlock.navigate({ type: 'push', view: 'ConnectSocials' })}
          >
            <span className="social-more ltr" aria-hidden="true">
              {`+${socials.length - shown.length}`}
            </span>
            <span className="tile-name">{t('social.all')}</span>
          </button>
        </li>
      ) : null}
    </ul>
  )
}
