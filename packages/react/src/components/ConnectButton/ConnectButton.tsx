import { useAirlock, useMessages } from '../../context/AirlockProvider.js'
import { useAccount } from '../../hooks/useEip155.js'
import { shortAddress } from '../../utils/shortAddress.js'

export type ConnectButtonProps = {
  /** Replaces the catalogue's label. */
  label?: string | undefined
}

/**
 * The button that opens the modal.
 *
 * @example
 * import { ConnectButton } from '@airlock/react'
 * <ConnectButton />
 */
export function ConnectButton({ label }: ConnectButtonProps) {
  const airlock = useAirlock()
  const t = useMessages()
  const { address } = useAccount()
  return (
    <button type="button" className="airlock-connect-button" onClick={() => airlock.open()}>
      {address ? shortAddress(address) : (label ?? t('connectButton.label'))}
    </button>
  )
}
