import { useState } from 'react'
import { SocialIcon } from '../../../components/SocialIcon/SocialIcon.js'
import { useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useRetryCountdown } from '../../../hooks/useRetryCountdown.js'
import { useStartSocialLogin } from '../../../hooks/useSocialLogin.js'
import { errorText } from '../../../utils/errorText.js'
import { loadEmailChunk } from '../../../utils/loadChunks.js'
import { socialBrand } from '../../../utils/socialBrands.js'

/**
 * ConnectingSocial: while the provider's window is open, "Connect in the provider window"; once
 * it closed after the provider answered, "Retrieving user data"; on a failure, why (the 45 s
 * guard's 'Social login timed out', a blocked window, the frame's own message, or 'Something went
 * wrong') and Retry, which
 * opens a new window in the click. A refusal that asks to wait (the server's cooldown or rate
 * limit, its seconds in the code's parameters) counts down live with Retry off until it ends; a
 * screen reader hears it when it starts and when it ends, not every second.
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
  const left = useRetryCountdown(failed ? social : undefined)
  const [waited, setWaited] = useState<unknown>()
  if (left > 0 && waited !== social) setWaited(social)
  const text =
    social.status === 'failed'
      ? social.code === 'SocialLoginTimeoutError'
        ? t('social.timeout')
        : social.code === 'SocialPopupBlockedError'
          ? t('social.blocked')
          : social.messageCode
            ? errorText(t, social, 'social.failed')
            : social.message && social.message !== 'An error occurred'
              ? social.message
              : t('social.failed')
      : social.status === 'retrieving'
        ? t('social.retrieving')
        : t('social.waiting')
  const ready = failed && left === 0 && waited === social
  return (
    <div className="connecting">
      <SocialIcon provider={provider} size={72} />
      {/* While a wait counts down, the alert keeps the text it started with (said once) and the
          seconds seen tick outside any live region. */}
      <p className={left > 0 ? 'visually-hidden' : 'heading'} role={failed ? 'alert' : 'status'}>
        {text}
      </p>
      {left > 0 && social.status === 'failed' ? (
        <p className="heading" aria-hidden="true">
          {errorText(
            t,
            { ...social, messageParams: { ...social.messageParams, seconds: left } },
            'social.failed',
          )}
        </p>
      ) : null}
      <p className="note">
        {failed
          ? t('social.retryHint', { provider: name })
          : social.status === 'retrieving'
            ? t('social.retrievingHint')
            : t('social.waitingHint', { provider: name })}
      </p>
      {failed ? (
        <button
          type="button"
          className="secondary"
          disabled={left > 0}
          onClick={() => start(provider)}
        >
          {t('social.retry')}
        </button>
      ) : null}
      {failed ? (
        <p className="visually-hidden" role="status">
          {ready ? t('social.retryReady') : ''}
        </p>
      ) : null}
    </div>
  )
}
