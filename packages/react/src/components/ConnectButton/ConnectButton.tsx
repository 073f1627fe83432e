import { type ReactNode, useInsertionEffect } from 'react'
import { useAirlock, useMessages } from '../../context/AirlockContext.js'
import { useAirlockState } from '../../hooks/useAirlockState.js'
import { type UseAccountReturnType, useAccount } from '../../hooks/useEip155.js'
import { adoptButtonStyles } from '../../utils/buttonStyles.js'
import { connectIntent } from '../../utils/connectIntent.js'
import { shortAddress } from '../../utils/shortAddress.js'

export type ConnectButtonRenderProps = {
  account: UseAccountReturnType
  /** The text the default button shows: the label, "Connecting…" or the short address. */
  label: string
  /** Opens the modal: on Connect, or on Account when connected. */
  open(): void
  /**
   * Call as the visitor shows intent (a pointer over the button, focus, a touch): the wallets the
   * Connect view lists first are asked for then, so it opens with them, and the dialog is made
   * and painted ahead (transparent), so the click only shows it.
   */
  prepare(): void
  /**
   * Call as the visitor leaves the button (the pointer, focus): the dialog made ahead is no longer
   * kept painted (it stays made). Without it, it stays painted once `prepare` has been called.
   */
  release(): void
}

export type ConnectButtonRendererProps = {
  label?: string | undefined
  children(props: ConnectButtonRenderProps): ReactNode
}

/**
 * The Connect button's behaviour without its look: render whatever you like with it.
 *
 * @example
 * import { ConnectButtonRenderer } from '@airlock/react'
 * <ConnectButtonRenderer>{({ label, open }) => <a onClick={open}>{label}</a>}</ConnectButtonRenderer>
 */
export function ConnectButtonRenderer({ label, children }: ConnectButtonRendererProps) {
  const airlock = useAirlock()
  const t = useMessages()
  const account = useAccount()
  // The active namespace's address; the other's while the active one has none.
  const solana = useAccount({ namespace: 'solana' }).address
  const solanaFirst = useAirlockState((state) => state.activeNamespace) === 'solana'
  const shown = solanaFirst ? (solana ?? account.address) : (account.address ?? solana)
  const text = shown
    ? shortAddress(shown)
    : account.status === 'connecting'
      ? t('connectButton.connecting')
      : (label ?? t('connectButton.label'))
  return (
    <>
      {children({
        account,
        label: text,
        open: () => airlock.open(),
        prepare: () => connectIntent.show(airlock),
        release: () => connectIntent.leave(airlock),
      })}
    </>
  )
}

export type ConnectButtonProps = {
  /** Replaces the catalogue's label. */
  label?: string | undefined
}

/**
 * The button that opens the modal; once connected it shows the short address.
 *
 * @example
 * import { ConnectButton } from '@airlock/react'
 * <ConnectButton />
 */
export function ConnectButton({ label }: ConnectButtonProps) {
  useInsertionEffect(adoptButtonStyles, [])
  return (
    <ConnectButtonRenderer label={label}>
      {({ label: text, open, prepare, release, account }) => (
        <button
          type="button"
          className="airlock-button airlock-connect-button"
          data-variant={account.address ? 'secondary' : undefined}
          onPointerEnter={prepare}
          onPointerDown={prepare}
          onFocus={prepare}
          onPointerLeave={release}
          onBlur={release}
          onClick={open}
        >
          {text}
        </button>
      )}
    </ConnectButtonRenderer>
  )
}
