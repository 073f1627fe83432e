import type { ChainNamespace } from '@airlock/core'
import { type ReactNode, useInsertionEffect } from 'react'
import type { Chain } from 'viem'
import { useAirlock, useMessages } from '../../context/AirlockContext.js'
import { useAirlockState } from '../../hooks/useAirlockState.js'
import { useAccount, useNetwork } from '../../hooks/useEip155.js'
import { adoptButtonStyles } from '../../utils/buttonStyles.js'
import { networkImageUrl } from '../NetworkBadge/NetworkBadge.js'

export type NetworkButtonRenderProps = {
  /** The wallet's network when connected, else the one chosen for connecting (or the default). */
  chain: Chain | undefined
  /** The namespace the modal shows first (`setActiveNamespace`). */
  namespace: ChainNamespace
  /**
   * The active namespace's network name: `chain`'s on eip155, the Solana cluster's (the
   * wallet's, else the dapp's first) on solana.
   */
  name: string | undefined
  /** The active namespace's network as a CAIP-2 id (`eip155:31337`, `solana:…`). */
  caipNetworkId: string | undefined
  isConnected: boolean
  /** Whether the wallet sits on a chain the dapp does not support. */
  isUnsupported: boolean
  /** Opens the modal on Networks (or UnsupportedChain), connected or not. */
  open(): void
}

/**
 * The Network button's behaviour without its look.
 *
 * @example
 * import { NetworkButtonRenderer } from '@airlock/react'
 * <NetworkButtonRenderer>{({ chain, open }) => <button onClick={open}>{chain?.name}</button>}</NetworkButtonRenderer>
 */
export function NetworkButtonRenderer({
  children,
}: {
  children(props: NetworkButtonRenderProps): ReactNode
}) {
  const airlock = useAirlock()
  const { isConnected } = useAccount()
  const { chain, isUnsupported: unsupported } = useNetwork()
  const namespace = useAirlockState((state) => state.activeNamespace)
  const solanaChainId = useAirlockState((state) => state.solana.chainId)
  const { solanaNetworks } = airlock.config
  const cluster =
    solanaNetworks.find((network) => network.caipNetworkId === solanaChainId) ?? solanaNetworks[0]
  // The EVM wallet's chain only matters while EVM is the active namespace.
  const isUnsupported = namespace === 'eip155' && unsupported
  return (
    <>
      {children({
        chain,
        namespace,
        name: namespace === 'solana' ? cluster?.name : chain?.name,
        caipNetworkId:
          namespace === 'solana' ? cluster?.caipNetworkId : chain && `eip155:${chain.id}`,
        isConnected,
        isUnsupported,
        // Disconnected too, as the model product: the network chosen there is the one Connect uses.
        open: () => airlock.open({ view: isUnsupported ? 'UnsupportedChain' : 'Networks' }),
      })}
    </>
  )
}

/**
 * Shows the network the wallet is on, with its icon, and opens the Networks view to switch.
 *
 * @example
 * import { NetworkButton } from '@airlock/react'
 * <NetworkButton />
 */
export function NetworkButton() {
  useInsertionEffect(adoptButtonStyles, [])
  const t = useMessages()
  const { config } = useAirlock()
  return (
    <NetworkButtonRenderer>
      {({ caipNetworkId, name, isUnsupported, open }) => (
        <button
          type="button"
          className="airlock-button airlock-network-button"
          data-variant={isUnsupported ? 'warning' : 'secondary'}
          aria-label={t('networkButton.label', {
            network: isUnsupported ? t('networkButton.unsupported') : (name ?? ''),
          })}
          onClick={open}
        >
          {!isUnsupported && caipNetworkId ? (
            // The server's network image (see NetworkBadge); left out if it cannot load.
            <img
              key={caipNetworkId}
              src={networkImageUrl(config.apiUrl, caipNetworkId)}
              alt=""
              width={22}
              height={22}
              onError={(event) => {
                event.currentTarget.hidden = true
              }}
            />
          ) : null}
          {isUnsupported ? t('networkButton.unsupported') : name}
        </button>
      )}
    </NetworkButtonRenderer>
  )
}
