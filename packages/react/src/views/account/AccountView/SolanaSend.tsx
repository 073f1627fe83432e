import { type Balance, estimateSolanaSendFee, type SplToken, sendSolana } from '@airlock/core'
import { useEffect, useId, useState } from 'react'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useSolanaBalances } from '../../../hooks/useSolanaBalances.js'
import { errorText } from '../../../utils/errorText.js'
import { formatQuantity, formatUsd } from '../../../utils/format.js'

/** The SOL option's value: SOL has no token address. */
const native = 'native'

type SendState =
  | { status: 'idle' | 'sending' }
  | { status: 'sent'; signature: string }
  | { status: 'failed'; message: string }

/** The SPL token a balance is of (its mint from the CAIP-10 `address`); none for SOL. */
function splTokenOf(balance: Balance | undefined): SplToken | undefined {
  const mint = balance?.address?.split(':')[2]
  return balance && mint ? { mint, decimals: Number(balance.quantity.decimals) } : undefined
}

/** The cluster's fee for what the form describes, in SOL and USD; undefined until it is valid. */
function useSolanaFee(to: string, amount: string, token: SplToken | undefined, solPrice?: number) {
  const airlock = useAirlock()
  const locale = useLocale()
  const [fee, setFee] = useState<string>()
  // By value: the token object is made anew on every render.
  const mint = token?.mint
  const decimals = token?.decimals
  useEffect(() => {
    setFee(undefined)
    if (!to || !amount) return
    let current = true
    const spl = mint === undefined || decimals === undefined ? undefined : { mint, decimals }
    // Asked once typing pauses: every keystroke would price a message.
    const timer = setTimeout(() => {
      estimateSolanaSendFee(airlock, { to, amount, token: spl }).then(
        (lamports) => {
          if (!current) return
          const sol = Number(lamports) / 1e9
          const usd = solPrice === undefined ? '' : ` (${formatUsd(sol * solPrice, locale)})`
          setFee(`${formatQuantity(sol, 6, locale)} SOL${usd}`)
        },
        () => {},
      )
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [airlock, to, amount, mint, decimals, solPrice, locale])
  return fee
}

/**
 * Sending SOL or an SPL token from the Solana account: token, receiver and amount, checked by
 * `sendSolana` (SPEC §5), the network fee in SOL and USD, then signed and sent by the wallet.
 * Opens from the Solana account's Send button.
 */
export function SolanaSend() {
  const airlock = useAirlock()
  const t = useMessages()
  const id = useId()
  const balances = useSolanaBalances()
  const [open, setOpen] = useState(false)
  // The chosen balance by its CAIP-10 token address (SOL has none): symbols can repeat.
  const [choice, setChoice] = useState(native)
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [state, setState] = useState<SendState>({ status: 'idle' })
  const sol = balances.data?.find((balance) => !balance.address)
  const chosen = balances.data?.find((balance) => (balance.address ?? native) === choice)
  const token = splTokenOf(chosen)
  const fee = useSolanaFee(to.trim(), amount, token, sol?.price)
  if (!open)
    return (
      <button type="button" className="wallet" onClick={() => setOpen(true)}>
        {t('account.send')}
      </button>
    )
  const send = () => {
    setState({ status: 'sending' })
    sendSolana(airlock, { to: to.trim(), amount, token }).then(
      (signature) => setState({ status: 'sent', signature }),
      (error: unknown) =>
        setState({
          status: 'failed',
          message:
            (error as { code?: unknown }).code === 4001
              ? t('send.declined')
              : errorText(t, error, 'send.failed'),
        }),
    )
  }
  return (
    <form
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
        onChange={(event) => setChoice(event.target.value)}
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
        onChange={(event) => setTo(event.target.value)}
      />
      <label htmlFor={`${id}-amount`}>{t('send.amount')}</label>
      <input
        id={`${id}-amount`}
        className="input ltr"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <dl className="facts">
        <dt>{t('send.fee')}</dt>
        <dd className="ltr" data-testid="solana-send-fee">
          {fee ?? '…'}
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
        ) : state.status === 'failed' ? (
          state.message
        ) : (
          ''
        )}
      </p>
    </form>
  )
}
