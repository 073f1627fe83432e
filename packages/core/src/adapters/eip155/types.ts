import type { Config } from '@wagmi/core'

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

export type ConnectWalletConnectParameters = {
  /** Stops pairing; the promise then rejects with the signal's reason. */
  signal: AbortSignal
  /** Each pairing URI to show, and when it is replaced (4 min on, SPEC §9). */
  onUri(uri: string, expiresAt: number): void
}

export type Eip155Adapter = {
  wagmiConfig: Config
  connect(connectorUid: string): Promise<void>
  /**
   * Pairs a wallet over WalletConnect: loads the connector (once), shows each pairing URI
   * through `onUri`, replaces it before it expires, and resolves once a wallet approved.
   * Rejects when WalletConnect is off, the relay cannot be reached, or the wallet declines.
   */
  connectWalletConnect(parameters: ConnectWalletConnectParameters): Promise<void>
  disconnect(): Promise<void>
  /**
   * Asks the wallet to move to `chainId`. Wallets that do not know the chain (codes 4902,
   * -32603, 5000) are asked to add it first; if that fails too: 'Chain is not supported'.
   */
  switchNetwork(chainId: number): Promise<void>
  /** Asks the wallet to sign `message` (EIP-191 personal_sign). */
  signMessage(message: string): Promise<`0x${string}`>
  /** Sends the native currency, or `token`'s ERC-20 `transfer`, through the wallet. */
  sendTokens(parameters: SendTokensParameters): Promise<`0x${string}`>
  /** Sends a transaction the dapp built (a swap, an approval) through the wallet. */
  sendTransaction(parameters: SendTransactionParameters): Promise<`0x${string}`>
  /** The network fee of such a transfer, in wei of the native currency. */
  estimateTransferFee(parameters: SendTokensParameters & { from: `0x${string}` }): Promise<bigint>
  /** Waits until the transaction is mined; whether it succeeded. */
  waitForTransaction(hash: `0x${string}`, chainId: number): Promise<boolean>
  /**
   * The native balance of `address` on `chainId`, cached 30 s (SPEC §9). A `portfolioVersion`
   * other than the cached answer's reads anew: a send, swap or purchase has changed it.
   */
  nativeBalance(
    address: `0x${string}`,
    chainId: number,
    portfolioVersion?: number,
  ): Promise<{ value: bigint; decimals: number }>
}

export type SendTokensParameters = {
  chainId: number
  to: `0x${string}`
  /** In the token's smallest unit. */
  amount: bigint
  /** The ERC-20 contract; the native currency when absent. */
  token?: `0x${string}` | undefined
}

export type SendTransactionParameters = {
  chainId: number
  to: `0x${string}`
  data?: `0x${string}` | undefined
  /** Wei sent along. Defaults to none. */
  value?: bigint | undefined
  /** Gas limit; the wallet estimates when absent. */
  gas?: bigint | undefined
}
