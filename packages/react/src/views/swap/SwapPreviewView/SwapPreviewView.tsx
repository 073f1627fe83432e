import { displayDecimals, parseAmount } from '@airlock/protocol'
import { useEffect, useRef, useState } from 'react'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useSwap } from '../../../hooks/useSwap.js'
import { formatQuantity, formatUsd } from '../../../utils/format.js'
import { SwapDetails } from '../SwapDetails.js'
import { swapMessageText } from '../swapMessageText.js'

type Phase = 'preparing' | 'ready' | 'sending'

/**
 * The swap's preview: what is paid and received, the fees, and the steps: approve (when the
 * allowance is short) then swap, each showing where it is. A build that fails, a wallet that
 * declines and a failed transaction all return to the Swap view with a notification; a swap
 * that succeeds goes to Account.
 */
export function SwapPreviewView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const { state, swap } = useSwap()
  const [phase, setPhase] = useState<Phase>('preparing')
  const translate = useRef(t)
  translate.current = t

  /** Back to the Swap form with the reason, as SPEC §4 has it for a failed build. */
  const fail = (error: unknown) => {
    airlock.notifier.show('error', swapMessageText(translate.current, error))
    airlock.navigate({ type: 'back' })
  }
  const latestFail = useRef(fail)
  latestFail.current = fail

  // The approval step shows once needed, and stays (done) while the swap follows it.
  const approval = state.approvalTransaction
  const [approvalShown, setApprovalShown] = useState(approval !== undefined)
  useEffect(() => {
    if (approval) setApprovalShown(true)
  }, [approval])

  useEffect(() => {
    let current = true
    swap
      .prepare()
      .then(() => current && setPhase('ready'))
      .catch((error: unknown) => current && latestFail.current(error))
    return () => {
      current = false
    }
  }, [swap])

  const { sourceToken, toToken } = state
  if (!sourceToken || !toToken) return null
  const approving = phase === 'sending' && state.status === 'loadingApproval'
  const swapping = phase === 'sending' && state.status === 'loadingTransaction'
  const paidUsd = (parseAmount(state.sourceTokenAmount) ?? 0) * state.sourceTokenPriceInUSD
  const receivedUsd = Number(state.toTokenAmount) * state.toTokenPriceInUSD
  const sent = `${formatQuantity(state.toTokenAmount, displayDecimals.swapOutput, locale)} ${toToken.symbol}`

  return (
    <div className="stack swap-preview">
      <dl className="facts wide">
        <dt>{t('swap.send')}</dt>
        <dd data-testid="swap-send">
          {state.sourceTokenAmount} {sourceToken.symbol}
          {paidUsd > 0 ? <span className="swap-usd"> {formatUsd(paidUsd, locale)}</span> : null}
        </dd>
        <dt>{t('swap.get')}</dt>
        <dd data-testid="swap-receive">
          {sent}
          {receivedUsd > 0 ? (
            <span className="swap-usd"> {formatUsd(receivedUsd, locale)}</span>
          ) : null}
        </dd>
      </dl>
      <SwapDetails state={state} fees />
      {approvalShown ? (
        <ol className="swap-steps" aria-label={t('swap.steps')}>
          <Step
            state={approving ? 'active' : approval ? 'pending' : 'done'}
            title={t('swap.stepApprove', { symbol: sourceToken.symbol })}
            hint={t('swap.stepApproveHint', {
              amount: state.sourceTokenAmount,
              symbol: sourceToken.symbol,
            })}
          />
          <Step
            state={swapping ? 'active' : 'pending'}
            title={t('swap.stepSwap', { from: sourceToken.symbol, to: toToken.symbol })}
          />
        </ol>
      ) : null}
      <p className="visually-hidden" role="status">
        {phase === 'preparing'
          ? t('swap.preparing')
          : approving || swapping
            ? t('swap.stepActive')
            : ''}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="secondary"
          disabled={phase === 'sending'}
          onClick={() => airlock.navigate({ type: 'back' })}
        >
          {t('swap.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={phase !== 'ready'}
          onClick={() => {
            setPhase('sending')
            const summary = {
              from: `${state.sourceTokenAmount} ${sourceToken.symbol}`,
              to: sent,
            }
            swap
              .execute()
              .then(() => {
                airlock.notifier.show('success', translate.current('swap.success', summary))
                airlock.navigate({ type: 'reset', view: 'Account' })
              })
              // Declined or failed: back to the form, as it was, to try again.
              .catch((error: unknown) => latestFail.current(error))
          }}
        >
          {phase === 'preparing'
            ? t('swap.preparing')
            : approving
              ? t('swap.approving')
              : swapping
                ? t('swap.swapping')
                : approval
                  ? t('swap.approveAndSwap')
                  : t('swap.confirm')}
        </button>
      </div>
    </div>
  )
}

function Step({
  state,
  title,
  hint,
}: {
  state: 'pending' | 'active' | 'done'
  title: string
  hint?: string | undefined
}) {
  const t = useMessages()
  return (
    <li
      className="swap-step"
      data-state={state}
      aria-current={state === 'active' ? 'step' : undefined}
    >
      <span className="row-main">
        <span className="row-title">{title}</span>
        {hint ? <span className="row-sub">{hint}</span> : null}
      </span>
      <span className="row-end">
        {state === 'done'
          ? t('swap.stepDone')
          : state === 'active'
            ? t('swap.stepActive')
            : t('swap.stepPending')}
      </span>
    </li>
  )
}
