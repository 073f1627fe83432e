import { type ChainNamespace, connectWallet } from '@airlock/core'
import { ConnectingLogo } from '../../../components/ConnectingLogo/ConnectingLogo.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useConnectors } from '../../../hooks/useEip155.js'

/** Waiting for the chosen browser wallet; on refusal or failure, says so and offers a retry. */
export function ConnectingExternalWalletView() {
  const airlock = useAirlock()
  const t = useMessages()
  const attempt = useAirlockState((state) => state.connectAttempt)
  const data = useAirlockState((state) => state.router.data) as
    | { connectorUid?: string; namespace?: ChainNamespace; name?: string; icon?: string }
    | undefined
  const namespace = data?.namespace ?? 'eip155'
  const connector = useConnectors({ namespace }).find((c) => c.uid === data?.connectorUid)
  const failed = attempt.status === 'rejected' || attempt.status === 'failed'

  return (
    // Declined or failed, the card fits what is left (useContentHeight).
    <div className="connecting" data-card-fit={failed || undefined}>
      <ConnectingLogo
        src={data?.icon}
        name={data?.name ?? ''}
        state={failed ? 'failed' : 'waiting'}
      />
      <div role="status" aria-live="polite">
        {failed ? (
          <>
            <p className="heading">
              {attempt.status === 'rejected' ? t('connecting.declined') : t('connecting.failed')}
            </p>
            <p className="note">
              {attempt.status === 'rejected' ? t('connecting.declinedHint') : attempt.message}
            </p>
          </>
        ) : (
          <>
            <p className="heading">{t('connecting.continueIn', { wallet: data?.name ?? '' })}</p>
            <p className="note">{t('connecting.accept')}</p>
          </>
        )}
      </div>
      {failed && connector ? (
        <button
          type="button"
          className="secondary"
          onClick={() => void connectWallet(airlock, { connectorUid: connector.uid, namespace })}
        >
          {t('connecting.retry')}
        </button>
      ) : null}
    </div>
  )
}
