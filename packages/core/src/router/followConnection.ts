import type { StoreApi } from 'zustand/vanilla'
import type { ConnectionStatus } from '../adapters/types.js'
import type { AirlockState } from '../types/airlock.js'
import type { View } from './views.js'

/** Views that only make sense with a connected account (not Networks: without a wallet it chooses the network to connect on). */
export const connectedViews: ReadonlySet<View> = new Set([
  'Account',
  'SwitchNetwork',
  'UnsupportedChain',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'OnRampActivity',
  'ApproveTransaction',
  'AccountSettings',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
])

export type FollowConnectionParameters = {
  /** The EVM connection's status, as it just changed. */
  status: ConnectionStatus
  /** The connected chain. */
  chainId: number | undefined
  /** Whether the client serves `chainId` (always, with `allowUnsupportedChain`). */
  isSupported: (chainId: number | undefined) => boolean
}

/**
 * Moves the modal along with the wallet: to UnsupportedChain and back, or out when it leaves.
 * A disconnect leaves a connected view (`connectedViews`) for Connect unless a Solana wallet is
 * still connected.
 *
 * @param store - The client's store.
 * @param parameters - The EVM connection's status and chain, and which chains are served.
 *
 * @example
 * import { followConnection } from './router/followConnection.js'
 * followConnection(airlock.store, { status: 'connected', chainId: 1, isSupported: () => false }) // opens UnsupportedChain
 */
export function followConnection(
  store: StoreApi<AirlockState>,
  { status, chainId, isSupported }: FollowConnectionParameters,
): void {
  const { open, router, solana } = store.getState()
  const top = router.history.at(-1)
  if (status === 'connected' && !isSupported(chainId)) {
    if (
      top !== 'UnsupportedChain' &&
      !(top === 'SwitchNetwork' && router.history.includes('UnsupportedChain'))
    )
      store.setState({
        open: true,
        router: { history: ['UnsupportedChain'], data: undefined, transition: 'none' },
      })
    return
  }
  if (status === 'connected' && router.history.includes('UnsupportedChain')) {
    store.setState({ router: { history: ['Account'], data: undefined, transition: 'none' } })
    return
  }
  if (status === 'disconnected' && top && connectedViews.has(top) && solana.status !== 'connected')
    store.setState({
      open: open && top !== 'UnsupportedChain',
      router: { history: ['Connect'], data: undefined, transition: 'none' },
    })
}
