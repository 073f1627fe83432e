import {
  estimateSendFee,
  resetSendForm,
  sendTokens,
  updateSendForm,
  validateSend,
} from '@airlock/core'
import { isNumericInput, parseAmount } from '@airlock/protocol'
import { useEffect, useId, useState } from 'react'
import { formatUnits } from 'viem'
import { FullAddress } from '../../../components/FullAddress/FullAddress.js'
import { TokenCells } from '../../../components/TokenCells/TokenCells.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useAccount } from '../../../hooks/useEip155.js'
import { useBalances } from '../../../hooks/usePortfolio.js'
import { withDecimalSeparator } from '../../../utils/decimalSeparator.js'
import { formatQuantity, formatUsd } from '../../../utils/format.js'
import { numericField } from '../../../utils/numericField.js'
import { sendFault } from '../../../utils/sendFault.js'

import { ReceiverField } from './ReceiverField.js'

/** Send: a token from the portfolio, an amount (with Max) and a receiver, checked as typed. */
export function WalletSendView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const send = useAirlockState((state) => state.send)
  const [touched, setTouched] = useState(false)
  const amountId = useId()
  const receiverId = useId()
  const errorId = useId()
  const amountErrorId = useId()
  const update = (patch: Partial<typeof send>) => updateSendForm(airlock, patch)
  const problem = validateSend(send)
  const shown = touched ? problem : send.amount && send.receiver ? problem : undefined
  const fault = shown ? sendFault(shown, send) : undefined

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTouched(true)
        if (!problem) airlock.navigate({ type: 'push', view: 'WalletSendPreview' })
      }}
    >
      <button
        type="button"
        className="wallet"
        onClick={() => airlock.navigate({ type: 'push', view: 'WalletSendSelectToken' })}
      >
        {send.token ? (
          <>
            <img src={send.token.iconUrl} alt="" />
            {send.token.symbol}
            <span className="tag">
              {t('send.available', {
                amount: formatQuantity(send.token.quantity.numeric, 2, locale),
              })}
            </span>
          </>
        ) : (
          t('send.selectToken')
        )}
      </button>
      <label className="field" htmlFor={amountId}>
        {t('send.amount')}
      </label>
      <div className="input-row">
        <input
          id={amountId}
          ref={numericField}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={withDecimalSeparator(send.amount, locale)}
          aria-invalid={fault === 'amount' ? true : undefined}
          aria-describedby={fault === 'amount' ? amountErrorId : undefined}
          onChange={(event) => {
            // Digits and one decimal separator only (SPEC §5): other keystrokes are ignored.
            if (isNumericInput(event.target.value)) update({ amount: event.target.value })
          }}
        />
        <button
          type="button"
          className="secondary"
          disabled={!send.token}
          onClick={() => send.token && update({ amount: send.token.quantity.numeric })}
        >
          {t('send.max')}
        </button>
      </div>
      {/* Under the amount, its worth in USD ($0.00 before one is typed), or in the same place
          its own error (Insufficient balance): one line, always there, so neither moves a thing
          below. */}
      <div className="amount-feedback">
        <p className="error field-error" id={amountErrorId} role="alert">
          {shown && fault === 'amount' ? t(`error.${shown}`) : ''}
        </p>
        <p className="note send-worth">
          {send.token ? formatUsd((parseAmount(send.amount) ?? 0) * send.token.price, locale) : ''}
        </p>
      </div>
      <label className="field" htmlFor={receiverId}>
        {t('send.receiver')}
      </label>
      <ReceiverField id={receiverId} errorId={errorId} invalid={fault === 'receiver'} />
      <p className="error field-error" id={errorId} role="alert">
        {shown && fault !== 'amount' ? t(`error.${shown}`) : ''}
      </p>
      {/* Off while an error shows: there is nothing to preview until it is put right. */}
      <button type="submit" className="primary" disabled={shown !== undefined}>
        {t('send.preview')}
      </button>
    </form>
  )
}

/** Send's token picker: the portfolio's tokens on the connected chain. */
export function WalletSendSelectTokenView() {
  const airlock = useAirlock()
  const t = useMessages()
  const balances = useBalances()
  if (!balances.data)
    return (
      <p className="note">
        {balances.status === 'error' ? t('tokens.unavailable') : t('tabs.loading')}
      </p>
    )
  return (
    <ul className="list" aria-label={t('send.selectToken')}>
      {balances.data.map((balance) => (
        <li key={`${balance.chainId}:${balance.address ?? 'native'}`}>
          <button
            type="button"
            className="row token-button"
            onClick={() => {
              updateSendForm(airlock, { token: balance })
              airlock.navigate({ type: 'back' })
            }}
          >
            <TokenCells balance={balance} />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Send's preview: what leaves, to whom, and the network fee in USD; then the wallet asks. */
export function WalletSendPreviewView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const { address, chain } = useAccount()
  const send = useAirlockState((state) => state.send)
  const balances = useBalances()
  const [fee, setFee] = useState<string>()
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle')
  const [error, setError] = useState<string>()
  const token = send.token
  const nativePrice = balances.data?.find((balance) => !balance.address)?.price

  useEffect(() => {
    if (!token || !address || !chain) return
    let current = true
    estimateSendFee(airlock, { token, chainId: chain.id, from: address, receiver: send.receiver })
      .then((wei) => {
        if (!current) return
        const native = Number(formatUnits(wei, chain.nativeCurrency.decimals))
        setFee(
          nativePrice === undefined
            ? `${formatQuantity(native, 6, locale)} ${chain.nativeCurrency.symbol}`
            : formatUsd(native * nativePrice, locale),
        )
      })
      .catch(() => current && setFee(t('send.feeUnavailable')))
    return () => {
      current = false
    }
  }, [airlock, token, address, chain, send.receiver, nativePrice, locale, t])

  if (!token) return null
  return (
    <div className="stack">
      <dl className="facts wide">
        <dt>{t('send.sending')}</dt>
        <dd data-testid="send-amount">
          {/* As the field showed it: Max stores a dot, which reads as the language's comma. */}
          {withDecimalSeparator(send.amount, locale)} {token.symbol}
        </dd>
        <dt>{t('send.to')}</dt>
        <dd className="mono">
          {send.receiverName ? (
            <span className="receiver-name" data-testid="send-receiver-name">
              {send.receiverAvatar ? (
                <img src={send.receiverAvatar} alt="" width={20} height={20} />
              ) : null}
              {send.receiverName}
            </span>
          ) : null}
          <FullAddress address={send.receiver} />
        </dd>
        <dt>{t('send.network')}</dt>
        <dd>{chain?.name}</dd>
        <dt>{t('send.fee')}</dt>
        <dd data-testid="send-fee">{fee ?? '…'}</dd>
      </dl>
      <p className="error" role="alert">
        {status === 'failed' ? error : ''}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="secondary"
          disabled={status === 'sending'}
          // Back to Send: the form lives in the store, so what was typed is still there.
          onClick={() => airlock.navigate({ type: 'back' })}
        >
          {t('send.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={status === 'sending'}
          onClick={() => {
            setStatus('sending')
            sendTokens(airlock, send)
              .then(() => {
                airlock.notifier.show('success', t('send.success'))
                resetSendForm(airlock)
                airlock.navigate({ type: 'reset', view: 'Account' })
              })
              .catch((failure: unknown) => {
                const message = failure instanceof Error ? failure.message : String(failure)
                const rejected = /reject|denied|4001/i.test(message)
                setError(rejected ? t('send.declined') : t('send.failed'))
                setStatus('failed')
                airlock.notifier.show('error', rejected ? t('send.declined') : t('send.failed'))
              })
          }}
        >
          {status === 'sending' ? t('send.waiting') : t('send.confirm')}
        </button>
      </div>
    </div>
  )
}
