import { type SwapArguments, SwapNetworkPriceError, type SwapToken } from '@airlock/core'
import { displayDecimals, parseAmount } from '@airlock/protocol'
import { useEffect, useId, useRef, useState } from 'react'
import { Failed } from '../../../components/Failed/Failed.js'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useSwap } from '../../../hooks/useSwap.js'
import { useSwapAccount } from '../../../hooks/useSwapAccount.js'
import { withDecimalSeparator } from '../../../utils/decimalSeparator.js'
import { formatQuantity, formatUsd } from '../../../utils/format.js'
import { numericField } from '../../../utils/numericField.js'
import { amountFontSize } from '../amountFontSize.js'
import { formatPercent, priceImpact } from '../priceImpact.js'
import { SwapDetails } from '../SwapDetails.js'
import { swapMessageText } from '../swapMessageText.js'

/**
 * Swap: the token paid and its amount (digits and one separator, Max), the token received with
 * the quote as you type, and the quote's details; Review once the amount can be swapped.
 */
export function SwapView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  // The active namespace's account: an EVM one swaps through the router, a Solana one with the desk.
  const { address, chainId } = useSwapAccount()
  const { state, swap } = useSwap()
  const preset = useAirlockState((current) => current.router.data?.swap) as
    | SwapArguments
    | undefined
  const [failure, setFailure] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const amountId = useId()
  const errorId = useId()
  const receiveId = useId()
  // The catalogue changes identity each render; the effect below reads the latest through this.
  const translate = useRef(t)
  translate.current = t

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) is a trigger too
  useEffect(() => {
    if (!address || chainId === undefined) return
    let current = true
    setFailure(undefined)
    const account =
      typeof chainId === 'number'
        ? { address: address as `0x${string}`, chainId }
        : { address, chainId }
    swap.init({ ...account, preset }).catch((error: unknown) => {
      if (!current) return
      const message = swapMessageText(translate.current, error)
      // Without prices the swap still works, its fees shown without USD: a notice is enough.
      if (error instanceof SwapNetworkPriceError) airlock.notifier.show('error', message)
      else setFailure(message)
    })
    return () => {
      current = false
    }
  }, [airlock, swap, address, chainId, preset, attempt])

  // Opened with `open({ view: 'Swap' })` before a wallet is connected: nothing to swap from yet.
  if (!address)
    return (
      <div className="stack">
        <p className="note">{t('swap.connectFirst')}</p>
        <button
          type="button"
          className="primary"
          onClick={() => airlock.navigate({ type: 'reset', view: 'Connect' })}
        >
          {t('connectButton.label')}
        </button>
      </div>
    )
  if (failure) return <Failed message={failure} retry={() => setAttempt((count) => count + 1)} />
  if (state.status === 'initialising' || state.tokens.length === 0) return <SkeletonRows />

  const { sourceToken, toToken, inputError } = state
  const loading = state.status === 'loadingPrices' || state.status === 'loadingQuote'
  const canReview =
    sourceToken &&
    toToken &&
    state.sourceTokenAmount !== '' &&
    !inputError &&
    !loading &&
    state.toTokenAmount !== ''
  const label = inputError
    ? swapMessageText(t, inputError)
    : state.quoteFailed
      ? t('swap.quoteFailed')
      : !toToken
        ? t('swap.chooseToken')
        : state.sourceTokenAmount === ''
          ? t('swap.enterAmount')
          : loading
            ? t('swap.quoting')
            : t('swap.review')
  const pick = (target: 'sourceToken' | 'toToken') => {
    airlock.analytics.track('CLICK_SELECT_TOKEN_TO_SWAP', { target })
    airlock.navigate({ type: 'push', view: 'SwapSelectToken', data: { target } })
  }

  return (
    <form
      className="stack swap"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (canReview) airlock.navigate({ type: 'push', view: 'SwapPreview' })
      }}
    >
      <section className="swap-box" aria-labelledby={`${amountId}-label`}>
        <div className="swap-box-head">
          <label id={`${amountId}-label`} htmlFor={amountId}>
            {t('swap.pay')}
          </label>
          {sourceToken ? <Balance token={sourceToken} /> : null}
          <button
            type="button"
            className="text-button"
            disabled={!sourceToken}
            aria-label={
              sourceToken ? t('swap.maxLabel', { symbol: sourceToken.symbol }) : undefined
            }
            onClick={() => swap.setMax()}
          >
            {t('swap.max')}
          </button>
        </div>
        <div className="swap-box-row">
          <input
            id={amountId}
            ref={numericField}
            className="swap-amount"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder="0"
            value={withDecimalSeparator(state.sourceTokenAmount, locale)}
            style={{ fontSize: amountFontSize(state.sourceTokenAmount) }}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? errorId : undefined}
            // Digits and one decimal separator only (SPEC §5): other keystrokes are refused.
            onChange={(event) => swap.setAmount(event.target.value)}
          />
          <TokenButton
            token={sourceToken}
            label={
              sourceToken
                ? t('swap.tokenToPay', { symbol: sourceToken.symbol })
                : t('swap.chooseToken')
            }
            onClick={() => pick('sourceToken')}
          />
        </div>
        <p className="swap-usd">
          {usdOf(state.sourceTokenAmount, state.sourceTokenPriceInUSD, locale)}
        </p>
      </section>
      <button
        type="button"
        className="icon-button swap-flip"
        aria-label={t('swap.flip')}
        disabled={!sourceToken || !toToken}
        onClick={() => swap.switchTokens()}
      >
        <FlipIcon />
      </button>
      <section className="swap-box" aria-labelledby={receiveId}>
        <div className="swap-box-head">
          <span id={receiveId}>{t('swap.receive')}</span>
          {toToken ? <Balance token={toToken} /> : null}
        </div>
        <div className="swap-box-row">
          <output
            className="swap-amount"
            aria-labelledby={receiveId}
            aria-busy={state.status === 'loadingQuote'}
            data-testid="swap-output"
            style={{
              fontSize: amountFontSize(
                state.toTokenAmount
                  ? formatQuantity(state.toTokenAmount, displayDecimals.swapOutput, locale)
                  : '',
              ),
            }}
          >
            {state.status === 'loadingQuote' ? (
              <span className="skeleton-text">
                <span className="visually-hidden">{t('swap.quoting')}</span>
              </span>
            ) : state.toTokenAmount ? (
              formatQuantity(state.toTokenAmount, displayDecimals.swapOutput, locale)
            ) : (
              <span className="swap-placeholder">0</span>
            )}
          </output>
          <TokenButton
            token={toToken}
            label={
              toToken
                ? t('swap.tokenToReceive', { symbol: toToken.symbol })
                : t('swap.chooseTokenToReceive')
            }
            onClick={() => pick('toToken')}
          />
        </div>
        <p className="swap-usd">{usdOf(state.toTokenAmount, state.toTokenPriceInUSD, locale)}</p>
      </section>
      {state.quoteFailed ? (
        <div className="swap-notice" role="alert">
          <span>{t('swap.quoteFailed')}</span>
          <button type="button" className="text-button" onClick={() => swap.retryQuote()}>
            {t('swap.retry')}
          </button>
        </div>
      ) : null}
      {state.toTokenAmount && sourceToken && toToken ? <SwapDetails state={state} /> : null}
      <PriceImpactWarning impact={state.priceImpact} />
      <p id={errorId} className="visually-hidden" role="status">
        {inputError ? swapMessageText(t, inputError) : ''}
      </p>
      <button type="submit" className="primary" disabled={!canReview}>
        {label}
      </button>
    </form>
  )
}

/** Above 5 % price impact the swap gives noticeably less than the tokens are worth: say so. */
function PriceImpactWarning({ impact }: { impact: number | undefined }) {
  const t = useMessages()
  const locale = useLocale()
  if (impact === undefined || impact <= priceImpact.warn) return null
  return (
    <p className="swap-notice" data-severity="warning" data-testid="price-impact-warning">
      {t('swap.highImpact', { impact: formatPercent(impact, locale) })}
    </p>
  )
}

function Balance({ token }: { token: SwapToken }) {
  const t = useMessages()
  const locale = useLocale()
  return (
    <span className="swap-balance">
      {t('swap.balance', {
        amount: formatQuantity(token.balance, displayDecimals.balance, locale),
      })}
    </span>
  )
}

/** The button that shows a side's token and opens the token picker. */
function TokenButton({
  token,
  label,
  onClick,
}: {
  token: SwapToken | undefined
  label: string
  onClick(): void
}) {
  const t = useMessages()
  return (
    <button type="button" className="swap-token" aria-label={label} onClick={onClick}>
      {token ? (
        <>
          {token.logoUri ? <img src={token.logoUri} alt="" width={24} height={24} /> : null}
          {token.symbol}
        </>
      ) : (
        t('swap.chooseToken')
      )}
      <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
        <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </button>
  )
}

/** The USD worth of a typed or quoted amount; empty while either is unknown. */
function usdOf(amount: string, price: number, locale: string) {
  const value = parseAmount(amount)
  return value !== undefined && price > 0 ? formatUsd(value * price, locale) : ''
}

function FlipIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M5 2v11M5 13l-3-3M5 13l3-3M11 14V3M11 3L8 6M11 3l3 3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  )
}
