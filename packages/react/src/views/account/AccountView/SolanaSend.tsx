import {
  type Balance,
  estimateSolanaSendFee,
  SendInputError,
  type SendProblem,
  type SplToken,
  sendSolana,
} from '@airlock/core'
import { isNumericInput, isSolanaAddress } from '@airlock/protocol'
import { useEffect, useId, useState } from 'react'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useSolanaBalances } from '../../../hooks/useSolanaBalances.js'
import { withDecimalSeparator } from '../../../utils/decimalSeparator.js'
import { errorText } from '../../../utils/errorText.js'
import { formatQuantity, formatUsd } from '../../../utils/format.js'
import { numericField } from '../../../utils/numericField.js'
import { sendFault } from '../../../utils/sendFault.js'

/** The SOL option's value: SOL has no token address. */
const native = 'native'

type SendState =
  | { status: 'idle' | 'sending' }
  | { status: 'sent'; signature: string }
  | { status: 'failed'; message: string }
  | { status: 'refused'; problem: SendProblem }

/** The fee row: nothing to price yet, being priced, priced, or not to be had. */
type Fee =
  | { status: 'idle' | 'loading' | 'unavailable'; text?: undefined }
  | { status: 'ready'; text: string }

/** The SPL token a balance is of (its mint from the CAIP-10 `address`); none for SOL. */
function splTokenOf(balance: Balance | undefined): SplToken | undefined {
  const mint = balance?.address?.split(':')[2]
  return balance && mint ? { mint, decimals: Number(balance.quantity.decimals) } : undefined
}

/**
 * The cluster's fee for what the form describes, in SOL and USD: idle until the form can be priced
 * (a problem of the form is the error line's to say), loading while it is asked.
 */
function useSolanaFee(
  to: string,
  amount: string,
  token: SplToken | undefined,
  solPrice?: number,
): Fee {
  const airlock = useAirlock()
  const locale = useLocale()
  const priced = to !== '' && amount !== '' && isSolanaAddress(to)
  const [fee, setFee] = useState<Fee>({ status: 'idle' })
  // By value: the token object is made anew on every render.
  const mint = token?.mint
  const decimals = token?.decimals
  useEffect(() => {
    if (!priced) return setFee({ status: 'idle' })
    setFee({ status: 'loading' })
    let current = true
    const spl = mint === undefined || decimals === undefined ? undefined : { mint, decimals }
    // Asked once typing pauses: every keystroke would price a message.
    const timer = setTimeout(() => {
      estimateSolanaSendFee(airlock, { to, amount, token: spl }).then(
        (lamports) => {
          if (!current) return
          const sol = Number(lamports) / 1e9
          const usd = solPrice === undefined ? '' : ` (${formatUsd(sol * solPrice, locale)})`
          setFee({ status: 'ready', text: `${formatQuantity(sol, 6, locale)} SOL${usd}` })
        },
        (error: unknown) => {
          if (current) setFee({ status: error instanceof SendInputError ? 'idle' : 'unavailable' })
        },
      )
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [airlock, priced, to, amount, mint, decimals, solPrice, locale])
  return fee
}

/**
 * Sending SOL or an SPL token from the Solana account: token, receiver and amount, checked by
 * `sendSolana` (SPEC §5), the network fee in SOL and USD, then signed and sent by the wallet.
 * Shown under the Solana account's features while its Send button is pressed; `id` is the form's,
 * for that button's `aria-controls`.
 */
export function SolanaSend({ id: formId }: { id?: string }) {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const id = useId()
  const balances = useSolanaBalances()
  // The chosen balance by its CAIP-10 token address (SOL has none): symbols can repeat.
  const [choice, setChoice] = useState(native)
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [state, setState] = useState<SendState>({ status: 'idle' })
  const sol = balances.data?.find((balance) => !balance.address)
  const chosen = balances.data?.find((balance) => (balance.address ?? native) === choice)
  const token = splTokenOf(chosen)
  const fee = useSolanaFee(to.trim(), amount, token, sol?.price)
  const errorId = `${id}-error`
  // As EVM's Send: what the send was refused for, else a bad address once both fields are filled.
  const problem: SendProblem | undefined =
    state.status === 'refused'
      ? state.problem
      : to.trim() && amount && !isSolanaAddress(to.trim())
        ? 'invalidAddress'
        : undefined
  const fault = problem ? sendFault(problem, { amount, receiver: to.trim() }) : undefined
  const error = problem ? t(`error.${problem}`) : state.status === 'failed' ? state.message : ''
  // A change to the form makes what was refused old news.
  const edit = (apply: () => void) => {
    apply()
    if (state.status === 'refused' || state.status === 'failed') setState({ status: 'idle' })
  }
  const send = () => {
    setState({ status: 'sending' })
    sendSolana(airlock, { to: to.trim(), amount, token }).then(
      (signature) => setState({ status: 'sent', signature }),
      (error: unknown) =>
        setState(
          error instanceof SendInputError
            ? { status: 'refused', problem: error.messageCode }
            : {
                status: 'failed',
                message:
                  (error as { code?: unknown }).code === 4001
                    ? t('send.declined')
                    : errorText(t, error, 'send.failed'),
              },
        ),
    )
  }
  return (
    <form
      id={formId}
      className="stack"
      data-testid="solana-send"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <label htmlFor={`${id}-token`}>{t('send.selectToken')}</label>
      <select
        id={`${id}-token`}
        className="input"
        value={choice}
        onChange={(event) => edit(() => setChoice(event.target.value))}
      >
        {(balances.data ?? [{ symbol: 'SOL', address: undefined }]).map((balance) => (
          <option key={balance.address ?? native} value={balance.address ?? native}>
            {balance.symbol}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-to`}>{t('send.receiver')}</label>
      <input
        id={`${id}-to`}
        className="input ltr"
        autoComplete="off"
        spellCheck={false}
        value={to}
        aria-invalid={fault === 'receiver' ? true : undefined}
        aria-describedby={fault === 'receiver' ? errorId : undefined}
        onChange={(event) => edit(() => setTo(event.target.value))}
      />
      <label htmlFor={`${id}-amount`}>{t('send.amount')}</label>
      <input
        id={`${id}-amount`}
        ref={numericField}
        className="input ltr"
        inputMode="decimal"
        autoComplete="off"
        value={withDecimalSeparator(amount, locale)}
        aria-invalid={fault === 'amount' ? true : undefined}
        aria-describedby={fault === 'amount' ? errorId : undefined}
        onChange={(event) => {
          // Digits and one decimal separator only (SPEC §5), as EVM's Send.
          const next = event.target.value
          if (isNumericInput(next)) edit(() => setAmount(next))
        }}
      />
      {/* The line EVM's Send has: one line's room kept, in the error colour, heard at once. */}
      <p className="error field-error" id={errorId} role="alert">
        {error}
      </p>
      {/* The value at the row's end in every state: a placeholder while it is priced. */}
      <dl className="facts wide fee-row">
        <dt>{t('send.fee')}</dt>
        <dd data-testid="solana-send-fee" aria-busy={fee.status === 'loading' ? true : undefined}>
          {fee.status === 'ready' ? (
            <span className="ltr">{fee.text}</span>
          ) : fee.status === 'loading' ? (
            <span className="skeleton-text" />
          ) : fee.status === 'unavailable' ? (
            t('send.feeUnavailable')
          ) : (
            '—'
          )}
        </dd>
      </dl>
      <button type="submit" className="primary" disabled={state.status === 'sending'}>
        {state.status === 'sending' ? t('send.waiting') : t('send.confirm')}
      </button>
      <p role="status" className="note" data-testid="solana-send-status">
        {state.status === 'sent' ? (
          <>
            {t('send.success')}{' '}
            <span className="ltr visually-hidden" data-testid="solana-send-signature">
              {state.signature}
            </span>
          </>
        ) : (
          ''
        )}
      </p>
    </form>
  )
}
