// The one interface every connection adapter meets, whatever its chain namespace: eip155 (wagmi,
// with WalletConnect and the e-mail wallet as its connectors) today, Solana next. Core's actions
// talk to an adapter through it; React talks to the actions, never to an adapter.
import type { CaipAddress, CaipNetworkId } from '@airlock/protocol'

/** The CAIP-2 namespaces Airlock connects wallets in. Only `eip155` has an adapter so far. */
export type ChainNamespace = 'eip155' | 'solana'

/**
 * What differs between namespaces, in each one's own terms: a chain is named by its CAIP-2
 * reference (`1` in `eip155:1`, the genesis hash in `solana:5eykt4…`), an account by its
 * address, a transaction by what the namespace's wallets take. Each adapter folder declares its
 * own (`eip155/types.ts`: `Eip155Types`).
 */
export type NamespaceTypes = {
  reference: number | string
  address: string
  signature: string
  hash: string
  transaction: unknown
}

/** The connection state of one chain namespace, as the modal shows it. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** A wallet an adapter can connect: a browser wallet found over EIP-6963, and the like. */
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

/** An adapter's connection in CAIP terms, the same for every namespace. */
export type AdapterConnection = {
  status: ConnectionStatus
  /** The connected account as a CAIP-10 id (`eip155:1:0xab16…`); undefined when none. */
  account: CaipAddress | undefined
  /** The chain the wallet is on as a CAIP-2 id (`eip155:1`); possibly one the dapp lacks. */
  chainId: CaipNetworkId | undefined
  connectors: readonly WalletConnector[]
}

/**
 * A connection adapter for one chain namespace: lists wallets, connects and disconnects them,
 * moves them between chains, and asks them to sign and send. State changes reach the client
 * through the `onChange` it was created with; `getConnection` reads them in CAIP terms.
 */
export type ConnectorAdapter<
  namespace extends ChainNamespace = ChainNamespace,
  types extends NamespaceTypes = NamespaceTypes,
> = {
  /** The CAIP-2 namespace this adapter connects in. */
  readonly namespace: namespace
  /** The connection now: CAIP-10 account, CAIP-2 chain, the wallets on offer. */
  getConnection(): AdapterConnection
  /** Connects the wallet `connectorUid` names (one of `getConnection().connectors`). */
  connect(connectorUid: string): Promise<void>
  disconnect(): Promise<void>
  /**
   * Asks the wallet to move to the chain `reference` names in this namespace; one it does not
   * know it is asked to add first. Rejects with 'Chain is not supported' when neither works.
   */
  switchNetwork(reference: types['reference']): Promise<void>
  /** Asks the wallet to sign `message` as text (EIP-191 personal_sign on eip155). */
  signMessage(message: string): Promise<types['signature']>
  /** Sends a transaction the dapp built (a swap, an approval) through the wallet. */
  sendTransaction(parameters: types['transaction']): Promise<types['hash']>
  /** Waits until the transaction is final on `reference`'s chain; whether it succeeded. */
  waitForTransaction(hash: types['hash'], reference: types['reference']): Promise<boolean>
  /**
   * The native balance of `address` on `reference`'s chain, cached 30 s (SPEC §9). A
   * `portfolioVersion` other than the cached answer's reads anew: a send, swap or purchase has
   * changed it.
   */
  nativeBalance(
    address: types['address'],
    reference: types['reference'],
    portfolioVersion?: number,
  ): Promise<{ value: bigint; decimals: number }>
}
