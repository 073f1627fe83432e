import { cancelSignIn, prepareSignIn, signIn } from '@airlock/core'
import { useEffect } from 'react'
import { useAirlock, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useAccount, useConnectors } from '../../../hooks/useEip155.js'
import { avatarGradient } from '../../../utils/avatar.js'
import { shortAddress } from '../../../utils/shortAddress.js'

/** Sign in: the dapp asks the connected account to sign a message, shown here; Sign or Cancel. */
export function SiwxSignMessageView() {
  const airlock = useAirlock()
  const t = useMessages()
  const state = useAirlockState((s) => s.siwx)
  // The active namespace's account signs in (Sign In With Solana while Solana is active).
  const solanaActive = useAirlockState((s) => s.activeNamespace) === 'solana'
  const evm = useAccount()
  const solana = useAccount({ namespace: 'solana' })
  const namespace = solanaActive && solana.address ? 'solana' : 'eip155'
  const address = namespace === 'solana' ? solana.address : evm.address
  const wallet = useConnectors({ namespace }).find((connector) => connector.icon)
  const dapp = typeof location === 'undefined' ? '' : location.host
  const busy = state.status === 'signing' || state.status === 'checking'
  const failed = state.status === 'declined' || state.status === 'failed'
  const message = 'message' in state ? state.message : undefined
  // The message is written when the view opens: the person reads it before pressing Sign.
  useEffect(() => {
    if (address) void prepareSignIn(airlock)
  }, [airlock, address])

  return (
    <div className="connecting">
      <div className="pair" aria-hidden="true">
        <span
          className="avatar small"
          style={address ? { background: avatarGradient(address) } : undefined}
        />
        {wallet?.icon ? <img src={wallet.icon} alt="" width={48} height={48} /> : null}
      </div>
      <p className="heading">{t('siwx.title', { dapp })}</p>
      <p className="note">{t('siwx.explain', { address: address ? shortAddress(address) : '' })}</p>
      {message ? (
        <section className="message-box" aria-label={t('siwx.message')}>
          {/* Scrollable, so it takes focus: keyboard users can scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
          <pre className="message" tabIndex={0}>
            {message}
          </pre>
        </section>
      ) : null}
      <p className="error" role="alert">
        {failed ? state.error : ''}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => void cancelSignIn(airlock)}
        >
          {t('siwx.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => void signIn(airlock)}
        >
          {state.status === 'signing' ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}
