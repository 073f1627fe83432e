import { SocialIcon } from '../../../components/SocialIcon/SocialIcon.js'
import { useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useStartSocialLogin } from '../../../hooks/useSocialLogin.js'
import { loadEmailChunk } from '../../../utils/loadChunks.js'
import { socialBrand } from '../../../utils/socialBrands.js'

/**
 * ConnectingSocial: while the provider's window is open, "Connect in the provider window"; once
 * it closed after the provider answered, "Retrieving user data"; on a failure, why (the 45 s
 * guard's 'Social login timed out', a blocked window, the frame's own message, or 'Something went
 * wrong') and Retry, which
 * opens a new window in the click.
 *
 * @example
 * <ConnectingSocialView />
 */
export function ConnectingSocialView() {
  const t = useMessages()
  const start = useStartSocialLogin(loadEmailChunk)
  const social = useAirlockState((state) => state.embeddedWallet.social)
  const data = useAirlockState((state) => state.router.data) as { provider?: string } | undefined
  const provider = social.provider ?? data?.provider ?? ''
  const name = socialBrand(provider).name
  const failed = social.status === 'failed'
  const text =
    social.status === 'failed'
      ? social.code === 'SocialLoginTimeoutError'
        ? t('social.timeout')
        : social.code === 'SocialPopupBlockedError'
          ? t('social.blocked')
          : social.message && social.message !== 'An error occurred'
            ? social.message
            : t('social.failed')
      : social.status === 'retrieving'
        ? t('social.retrieving')
        : t('social.waiting')
  return (
    <div className="connecting">
      <SocialIcon provider={provider} size={72} />
      <p className="heading" role={failed ? 'alert' : 'status'}>
        {text}
      </p>
      <p className="note">
        {failed
          ? t('social.retryHint', { provider: name })
          : social.status === 'retrieving'
            ? t('social.retrievingHint')
            : t('social.waitingHint', { provider: name })}
      </p>
      {failed ? (
        <button type="button" className="secondary" onClick={() => start(provider)}>
          {t('social.retry')}
        </button>
      ) : null}
    </div>
  )
}
