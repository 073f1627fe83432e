// A Wallet Standard Solana wallet for unit tests: a real Ed25519 key (WebCrypto through
// @solana/kit), its own registry (not the page's module-wide one), and switches a test flips.
import { generateKeyPair, getAddressEncoder, getAddressFromPublicKey, signBytes } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { WalletRegistry } from '../src/adapters/solana/adapter.js'

export const fakeCluster = 'solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k'

type Listener = (...args: unknown[]) => void

/** A registry like `getWallets()`'s, for one test. */
export function createFakeRegistry() {
  const wallets = new Set<Wallet>()
  const listeners = { register: new Set<Listener>(), unregister: new Set<Listener>() }
  const registry: WalletRegistry & { register(wallet: Wallet): () => void } = {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener as Listener)
      return () => listeners[event].delete(listener as Listener)
    },
    register(wallet) {
      wallets.add(wallet)
      for (const listener of listeners.register) listener(wallet)
      return () => {
        wallets.delete(wallet)
        for (const listener of listeners.unregister) listener(wallet)
      }
    },
  }
  return registry
}

/** A Solana wallet with one account; `rejectNext` makes its next request fail with code 4001. */
export async function createFakeSolanaWallet(name = 'Fake Solana Wallet') {
  const keys = await generateKeyPair()
  const address = await getAddressFromPublicKey(keys.publicKey)
  const account: WalletAccount = {
    address,
    publicKey: new Uint8Array(getAddressEncoder().encode(address)),
    chains: [fakeCluster],
    features: ['solana:signMessage', 'solana:signAndSendTransaction'],
  }
  const changeListeners = new Set<(change: { accounts?: readonly WalletAccount[] }) => void>()
  let accounts: WalletAccount[] = []
  let reject = false
  const sent: Uint8Array[] = []
  const guard = () => {
    if (!reject) return
    reject = false
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [fakeCluster],
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent && accounts.length === 0) return { accounts: [] }
          guard()
          accounts = [account]
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          accounts = []
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (change: { accounts?: readonly WalletAccount[] }) => void) {
          changeListeners.add(listener)
          return () => changeListeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          guard()
          return Promise.all(
            inputs.map(async ({ message }) => ({
              signedMessage: message,
              signature: new Uint8Array(await signBytes(keys.privateKey, message)),
            })),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        async signAndSendTransaction(...inputs: { transaction: Uint8Array }[]) {
          guard()
          return inputs.map(({ transaction }) => {
            sent.push(transaction)
            return { signature: new Uint8Array(64).fill(7) }
          })
        },
      },
    },
  }
  return {
    wallet,
    address,
    publicKey: keys.publicKey,
    /** Transactions the page asked to sign and send. */
    sent,
    /** Whether the page is connected (the wallet has handed out its account). */
    connected: () => accounts.length > 0,
    rejectNext() {
      reject = true
    },
    /** Drops the account in the wallet's UI: a `change` event with none. */
    lockAccount() {
      accounts = []
      for (const listener of changeListeners) listener({ accounts })
    },
  }
}
