// The Wallet Standard features the solana adapter uses, as the standard defines them; written
// out rather than taken from @solana/wallet-standard-features, whose runtime the client never needs.
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export type ConnectFeature = {
  'standard:connect': {
    connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
  }
}
export type DisconnectFeature = { 'standard:disconnect': { disconnect(): Promise<void> } }
export type EventsFeature = {
  'standard:events': {
    on(
      event: 'change',
      listener: (properties: { accounts?: readonly WalletAccount[]; chains?: unknown }) => void,
    ): () => void
  }
}
export type SignMessageFeature = {
  'solana:signMessage': {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
}
export type SignAndSendTransactionFeature = {
  'solana:signAndSendTransaction': {
    signAndSendTransaction(
      ...inputs: {
        account: WalletAccount
        chain: string
        transaction: Uint8Array
        options?: { preflightCommitment?: string; commitment?: string }
      }[]
    ): Promise<readonly { signature: Uint8Array }[]>
  }
}

/** A feature of `wallet`, typed, when it has it. */
export function featureOf<features extends Record<string, unknown>>(
  wallet: Wallet,
  name: keyof features & string,
): features[keyof features & string] | undefined {
  return wallet.features[name as `${string}:${string}`] as features[keyof features & string]
}

/** Whether a wallet can connect Solana accounts: it speaks a `solana:` chain and connects. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    'standard:connect' in wallet.features
  )
}
