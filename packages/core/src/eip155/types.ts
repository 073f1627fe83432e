/** A wallet the eip155 adapter can connect: a browser wallet found over EIP-6963, and the like. */
export type WalletConnector = {
  /** Unique per page load; what `connectWallet` takes. */
  uid: string
  id: string
  name: string
  /** The wallet's own icon, as it announced it (a data: URL, usually). */
  icon: string | undefined
  /** Reverse-DNS id from EIP-6963 (`io.metamask`): how catalogue entries are matched to it. */
  rdns: string | undefined
  /** `injected`, and later `walletConnect`… */
  type: string
}

/** The connection state of one chain namespace, as the modal shows it. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** The eip155 namespace's state in the Airlock store, mirrored from wagmi, which owns it. */
export type Eip155State = {
  /** False until the adapter's code has loaded; the lists fill in then. */
  ready: boolean
  status: ConnectionStatus
  address: `0x${string}` | undefined
  /** The chain the wallet is on: possibly one outside the dapp's networks. */
  chainId: number | undefined
  connectors: readonly WalletConnector[]
}
