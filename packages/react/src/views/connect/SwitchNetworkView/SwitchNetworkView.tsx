import { switchNetwork } from '@airlock/core'
import { NetworkBadge } from '../../../components/NetworkBadge/NetworkBadge.js'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'

/** Waiting for the wallet to switch networks; on refusal or failure, says so and offers a retry. */
export function SwitchNetworkView() {
  const airlock = useAirlock()
  const t = useMessages()
  const attempt = useAirlockState((state) => state.switchAttempt)
  const data = useAirlockState((state) => state.router.data) as { chainId?: number } | undefined
  const chainId = data?.chainId ?? (attempt.status === 'idle' ? undefined : attempt.chainId)
  const chain = airlock.config.networks.find((network) => network.id === chainId)
  const failed = attempt.status === 'rejected' || attempt.status === 'failed'

  return (
    // Declined or failed, the card fits what is left (useContentHeight).
    <div className="connecting" data-card-fit={failed || undefined}>
      {chain ? <NetworkBadge name={chain.name} chainId={chain.id} size={72} /> : null}
      <div role="status" aria-live="polite">
        {failed ? (
          <>
            <p className="heading">
              {attempt.status === 'rejected' ? t('switch.declined') : t('switch.failed')}
            </p>
            <p className="note">
              {attempt.status === 'rejected' ? t('switch.declinedHint') : attempt.message}
            </p>
          </>
        ) : (
          <>
            <p className="heading">{t('switch.approve', { network: chain?.name ?? '' })}</p>
            <p className="note">{t('switch.hint')}</p>
          </>
        )}
      </div>
      {failed && chainId !== undefined ? (
        <button
          type="button"
          className="secondary"
          onClick={() => void switchNetwork(airlock, { chainId })}
        >
          {t('switch.retry')}
        </button>
      ) : null}
    </div>
  )
}
