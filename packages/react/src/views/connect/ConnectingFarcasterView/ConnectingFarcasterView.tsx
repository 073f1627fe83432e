import { QrCode } from '../../../components/QrCode/QrCode.js'
import { SocialIcon } from '../../../components/SocialIcon/SocialIcon.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { errorText } from '../../../utils/errorText.js'
import { isMobile } from '../../../utils/isMobile.js'
import { loadEmailChunk } from '../../../utils/loadChunks.js'

/**
 * ConnectingFarcaster (model-product §4.7): the Farcaster app's sign-in link as a QR code on a
 * desktop, an "Open Farcaster" link on a phone, a button that copies the link, and the wait for
 * the app's approval (an expired link is replaced by a new one). Leaving the view gives the wait
 * up (core's `connectFarcaster` watches the router). A failure says why and offers Retry.
 *
 * @example
 * <ConnectingFarcasterView />
 */
export function ConnectingFarcasterView() {
  const airlock = useAirlock()
  const t = useMessages()
  const farcaster = useAirlockState((state) => state.embeddedWallet.farcaster)
  // connectFarcaster comes with the e-mail chunk (the embedded wallet's code), as connectSocial does.
  const retry = () =>
    void loadEmailChunk()
      .then((chunk) => chunk.connectFarcaster(airlock))
      .catch(() => {})
  const url = farcaster.status === 'waiting' ? farcaster.url : undefined
  const mobile = isMobile()

  // Failed, the QR code's card shrinks to the message (useContentHeight).
  if (farcaster.status === 'failed')
    return (
      <div className="connecting" data-card-fit>
        <SocialIcon provider="farcaster" size={72} />
        <p className="heading" role="alert">
          {farcaster.messageCode
            ? errorText(t, farcaster, 'social.failed')
            : farcaster.message && farcaster.message !== 'An error occurred'
              ? farcaster.message
              : t('social.failed')}
        </p>
        <button type="button" className="secondary" onClick={retry}>
          {t('social.retry')}
        </button>
      </div>
    )

  return (
    <div className="connecting walletconnect">
      <div role="status" aria-live="polite" className="walletconnect-status">
        <p className="heading">{mobile ? t('farcaster.openApp') : t('farcaster.scan')}</p>
        <p className="note">{mobile ? t('farcaster.openHint') : t('farcaster.scanHint')}</p>
      </div>
      {mobile ? (
        url ? (
          <a className="button primary" href={url} data-testid="farcaster-open">
            {t('farcaster.openApp')}
          </a>
        ) : null
      ) : (
        <div className="qr-frame" data-testid="farcaster-qr" data-uri={url}>
          {url ? (
            <QrCode value={url} label={t('farcaster.qrLabel')} />
          ) : (
            <span className="qr-skeleton skeleton-block" aria-hidden="true" />
          )}
        </div>
      )}
      {url ? (
        <button
          type="button"
          className="text-button"
          data-uri={url}
          onClick={() => {
            void navigator.clipboard?.writeText(url).catch(() => {})
            airlock.notifier.show('success', t('walletConnect.copied'))
          }}
        >
          {t('walletConnect.copy')}
        </button>
      ) : null}
    </div>
  )
}
