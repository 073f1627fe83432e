import { useLocale } from '@airlock/react'
import { useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { appMessages } from './messages.js'
import { type DappSession, requestSession, sendWithSession } from './sessionKey.js'

/** Where the page's session-key payments go (a devnet burn address: nobody spends them). */
const recipient: Address = '0x000000000000000000000000000000000000dEaD'

/**
 * The dapp's side of ERC-7715: asks the wallet for a session key (10 USDC a day), then pays with
 * that key alone, without the wallet: 5 USDC fits the limit, 20 USDC does not and the chain
 * refuses it. Shown for a connected wallet; the key lives in this page's memory only.
 *
 * @example
 * <SessionPanel apiUrl={apiUrl} />
 */
export function SessionPanel({ apiUrl }: { apiUrl: string }) {
  const messages = appMessages(useLocale())
  const t = (id: keyof typeof messages) => messages[id]
  const account = useAccount()
  const [session, setSession] = useState<DappSession>()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  if (!account.address || !account.connector || account.chainId === undefined) return null
  const { connector, chainId } = account

  const run = async (work: () => Promise<string>) => {
    setBusy(true)
    setResult(undefined)
    try {
      setResult({ ok: true, text: await work() })
    } catch (error) {
      const { details, shortMessage, message } = error as {
        details?: string
        shortMessage?: string
        message: string
      }
      setResult({ ok: false, text: details ?? shortMessage ?? message })
    } finally {
      setBusy(false)
    }
  }
  const grant = () =>
    run(async () => {
      const provider = (await connector.getProvider()) as Parameters<typeof requestSession>[0]
      const granted = await requestSession(provider, chainId)
      setSession(granted)
      return `${t('session.granted')} ${granted.id}`
    })
  const pay = (amount: bigint) =>
    run(async () => {
      if (!session) throw new Error(t('session.none'))
      const hash = await sendWithSession(session, { to: recipient, amount, apiUrl })
      return `${t('session.sent')} ${hash}`
    })

  return (
    <section className="panel" aria-labelledby="session-title">
      <h2 id="session-title">{t('session.title')}</h2>
      <p className="hint">{t('session.hint')}</p>
      <div className="sign actions">
        <button
          type="button"
          className="airlock-button"
          data-variant="secondary"
          disabled={busy}
          onClick={() => void grant()}
        >
          {t('session.request')}
        </button>
        <button
          type="button"
          className="airlock-button"
          data-variant="secondary"
          disabled={busy || !session}
          onClick={() => void pay(5_000_000n)}
        >
          {t('session.send5')}
        </button>
        <button
          type="button"
          className="airlock-button"
          data-variant="secondary"
          disabled={busy || !session}
          onClick={() => void pay(20_000_000n)}
        >
          {t('session.send20')}
        </button>
      </div>
      <p aria-live="polite" data-testid="session-result" data-ok={result ? String(result.ok) : ''}>
        {result ? (result.ok ? result.text : `${t('session.refused')} ${result.text}`) : null}
      </p>
    </section>
  )
}
