import type { CaipNetworkId } from '@airlock/protocol'
import type { ConnectionStatus, ConnectorAdapter, WalletConnector } from '../types.js'

/** A Solana cluster the dapp supports, named by its CAIP-2 id (`solana:` + genesis hash prefix). */
export type SolanaNetwork = {
  caipNetworkId: `solana:${string}`
  name: string
  /** JSON-RPC over HTTP: balances, blockhashes and signature statuses are read here. */
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The solana namespace's state in the Airlock store, mirrored from the connected wallet. */
export type SolanaState = {
  /** False until the adapter's code has loaded; the wallet list fills in then. */
  ready: boolean
  status: ConnectionStatus
  /** Base58 public key of the connected account. */
  address: string | undefined
  /** The connected wallet's name, as it registered (how it is found again after a reload). */
  walletName: string | undefined
  /** The cluster the connection is on, as a CAIP-2 id. */
  chainId: CaipNetworkId | undefined
  /** Wallets found over the Wallet Standard that speak Solana. */
  connectors: readonly WalletConnector[]
}

/** The solana namespace's terms for the adapter interface: base58 everywhere, wire transactions. */
export type SolanaTypes = {
  /** The CAIP-2 reference (the genesis hash prefix). */
  reference: string
  address: string
  /** Base58 Ed25519 signature. */
  signature: string
  /** Base58 transaction signature. */
  hash: string
  /** A serialized (wire format) transaction, unsigned or partly signed. */
  transaction: Uint8Array
}

/** An SPL token by its mint, with the mint's decimals. */
export type SplToken = { mint: string; decimals: number }

/**
 * Sending SOL or an SPL token to a base58 wallet address, on the connected cluster: lamports
 * without `token`, else the mint's smallest unit.
 */
export type SolanaTransferParameters = {
  to: string
  amount: bigint
  token?: SplToken | undefined
}

/** The solana adapter: the namespace-free interface, and transfers built with @solana/kit. */
export type SolanaAdapter = ConnectorAdapter<'solana', SolanaTypes> & {
  /**
   * Builds a System transfer (SOL) or an SPL `TransferChecked` (the receiver's token account
   * created if missing) with @solana/kit and has the wallet sign and send it. Rejects with
   * 'Invalid address' for a receiver that is not 32 bytes or not on the Ed25519 curve.
   */
  transfer(parameters: SolanaTransferParameters): Promise<string>
  /** The cluster's fee for that transfer, in lamports (`getFeeForMessage`). */
  transferFee(parameters: SolanaTransferParameters): Promise<bigint>
  /** `owner`'s balance of `mint` on the connected cluster, in its smallest unit (0 without one). */
  tokenBalance(owner: string, mint: string): Promise<bigint>
  /** Connects the e-mail or social wallet's Solana account (after such a login). */
  connectEmbedded(): Promise<void>
  /** Disconnects Solana if the e-mail or social wallet's account is the one connected. */
  disconnectEmbedded(): Promise<void>
}
