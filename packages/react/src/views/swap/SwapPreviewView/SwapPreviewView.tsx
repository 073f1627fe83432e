import { displayDecimals, parseAmount } from '@airlock/protocol'
import { useEffect, useRef, useState } from 'react'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useSwap } from '../../../hooks/useSwap.js'
import { useSwapNativeCurrency } from '../../../hooks/useSwapAccount.js'
import { withDecimalSeparator } from '../../../utils/decimalSeparator.js'
import { formatQuantity, formatUsd } from '../../../utils/format.js'
import { formatPercent, priceImpact } from '../priceImpact.js'
import { networkFeeText, SwapDetails } from '../SwapDetails.js'
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
  const native = useSwapNativeCurrency(state.account)
  // The fee the Swap view showed (the quote's 150,000-gas estimate): building the transaction
  // estimates it again, and a different figure is explained, not silently swapped in.
  const [quotedFee] = useState(() => ({ gasFee: state.gasFee, gasPriceInUSD: state.gasPriceInUSD }))
  // Above 15 % price impact the swap waits for an explicit confirmation.
  const [impactAccepted, setImpactAccepted] = useState(false)
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
  // As the Swap view's field showed it: Max stores a dot, which reads as the language's comma.
  const paid = withDecimalSeparator(state.sourceTokenAmount, locale)
  const quotedFeeText = networkFeeText(quotedFee, native, locale)
  const feeRefreshed =
    phase !== 'preparing' && networkFeeText(state, native, locale) !== quotedFeeText
  const highImpact = (state.priceImpact ?? 0) > priceImpact.confirm

  return (
    <div className="stack swap-preview">
      <dl className="facts wide">
        <dt>{t('swap.send')}</dt>
        <dd data-testid="swap-send">
          {paid} {sourceToken.symbol}
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
      {feeRefreshed ? (
        <p className="swap-notice" data-testid="swap-fee-refreshed">
          {t('swap.feeRefreshed', { before: quotedFeeText })}
        </p>
      ) : null}
      {highImpact ? (
        <label className="swap-notice swap-confirm" data-severity="warning">
          <input
            type="checkbox"
            checked={impactAccepted}
            disabled={phase === 'sending'}
            onChange={(event) => setImpactAccepted(event.target.checked)}
          />
          <span>
            {t('swap.confirmImpact', { impact: formatPercent(state.priceImpact ?? 0, locale) })}
          </span>
        </label>
      ) : null}
      {approvalShown ? (
        <ol className="swap-steps" aria-label={t('swap.steps')}>
          <Step
            state={approving ? 'active' : approval ? 'pending' : 'done'}
            title={t('swap.stepApprove', { symbol: sourceToken.symbol })}
            hint={t('swap.stepApproveHint', {
              amount: paid,
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
          disabled={phase !== 'ready' || (highImpact && !impactAccepted)}
          onClick={() => {
            setPhase('sending')
            const summary = {
              from: `${paid} ${sourceToken.symbol}`,
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
      {/* The state on a line of its own: a longer state never squeezes the title or hint. */}
      <span className="row-main">
        <span className="row-title">{title}</span>
        {hint ? <span className="row-sub">{hint}</span> : null}
        <span className="row-sub swap-step-state">
          {state === 'done'
            ? t('swap.stepDone')
            : state === 'active'
              ? t('swap.stepActive')
              : t('swap.stepPending')}
        </span>
      </span>
    </li>
  )
}
