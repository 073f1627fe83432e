import type { Config } from '@wagmi/core'
import type { ConnectionStatus, ConnectorAdapter, WalletConnector } from '../types.js'

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

type ConnectWalletConnectParameters = {
  /** Stops pairing; the promise then rejects with the signal's reason. */
  signal: AbortSignal
  /** Each pairing URI to show, and when it is replaced (4 min on, SPEC §9). */
  onUri(uri: string, expiresAt: number): void
}

/** The eip155 namespace's terms for the adapter interface: chain ids, 0x addresses, calls. */
export type Eip155Types = {
  reference: number
  address: `0x${string}`
  signature: `0x${string}`
  hash: `0x${string}`
  transaction: SendTransactionParameters
}

/**
 * The eip155 adapter: the namespace-free interface (`ConnectorAdapter`), and what only EVM
 * wallets do here (wagmi's config, WalletConnect pairing, ERC-20 transfers and their fees).
 */
export type Eip155Adapter = ConnectorAdapter<'eip155', Eip155Types> & {
  wagmiConfig: Config
  /**
   * Pairs a wallet over WalletConnect: loads the connector (once), shows each pairing URI
   * through `onUri`, replaces it before it expires, and resolves once a wallet approved.
   * Rejects when WalletConnect is off, the relay cannot be reached, or the wallet declines.
   */
  connectWalletConnect(parameters: ConnectWalletConnectParameters): Promise<void>
  /** Sends the native currency, or `token`'s ERC-20 `transfer`, through the wallet. */
  sendTokens(parameters: SendTokensParameters): Promise<`0x${string}`>
  /** The network fee of such a transfer, in wei of the native currency. */
  estimateTransferFee(parameters: SendTokensParameters & { from: `0x${string}` }): Promise<bigint>
  /**
   * Whether the connected wallet sends several calls as one atomic batch on the chain (EIP-5792
   * `wallet_getCapabilities`: `atomic` supported or ready, or the older `atomicBatch`). `false`
   * for a wallet that cannot say.
   */
  supportsAtomicBatch(chainId: number): Promise<boolean>
  /**
   * Sends the calls as one atomic batch (EIP-5792 `wallet_sendCalls`) and waits for it: the
   * transaction hash, and whether it succeeded.
   */
  sendAtomicBatch(parameters: {
    chainId: number
    calls: readonly Omit<SendTransactionParameters, 'chainId' | 'gas'>[]
  }): Promise<{ hash: `0x${string}`; succeeded: boolean }>
}

export type SendTokensParameters = {
  chainId: number
  to: `0x${string}`
  /** In the token's smallest unit. */
  amount: bigint
  /** The ERC-20 contract; the native currency when absent. */
  token?: `0x${string}` | undefined
}

type SendTransactionParameters = {
  chainId: number
  to: `0x${string}`
  data?: `0x${string}` | undefined
  /** Wei sent along. Defaults to none. */
  value?: bigint | undefined
  /** Gas limit; the wallet estimates when absent. */
  gas?: bigint | undefined
}
