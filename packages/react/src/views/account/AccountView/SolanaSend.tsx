import { sendSolana } from '@airlock/core'
import { useId, useState } from 'react'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { errorText } from '../../../utils/errorText.js'

type SendState =
  | { status: 'idle' | 'sending' }
  | { status: 'sent'; signature: string }
  | { status: 'failed'; message: string }

/**
 * Sending SOL from the Solana account: receiver and amount, checked by `sendSolana` (SPEC §5),
 * then signed and sent by the wallet. Opens from the Solana account's Send button.
 */
export function SolanaSend() {
  const airlock = useAirlock()
  const t = useMessages()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('')
  const [state, setState] = useState<SendState>({ status: 'idle' })
  if (!open)
    return (
      <button type="button" className="wallet" onClick={() => setOpen(true)}>
        {t('account.send')}
      </button>
    )
  const send = () => {
    setState({ status: 'sending' })
    sendSolana(airlock, { to: to.trim(), amount }).then(
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
