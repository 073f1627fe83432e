import type { Hex } from 'viem'
import { deriveSolanaKey, type SolanaKey } from '../keys/deriveSolanaKey.js'

export type CreateSolanaAccountParameters = {
  /** The logged-in wallet's EVM address (`WalletSession.currentAddress`). */
  walletAddress: () => Promise<string | undefined>
  /** Rebuilds the wallet's key for one use (`WalletSession.withKey`). */
  withKey: <result>(use: (key: Hex) => Promise<result>) => Promise<result>
  /** The secure origin's `localStorage`, where the (public) Solana address is kept. */
  storage: Pick<Storage, 'getItem' | 'setItem'>
}

const prefix = '@airlock-wallet/v1/solana/'

/**
 * The embedded wallet's Solana account, in the secure frame. Its key is never stored: it is
 * derived from the wallet's key (`deriveSolanaKey`) each time that key is rebuilt for a signature,
 * and wiped after it. Only the address is kept, in this origin's storage: it is public, and
 * knowing it lets `GET_USER` answer without rebuilding the key. The first time a device needs
 * it, the key is rebuilt once (as for a signature, from the device and auth shares of a logged-in
 * session) to derive it.
 *
 * @param parameters - The session's address and key, and the storage.
 * @returns The address, and the key for one signature.
 *
 * @example
 * import { createSolanaAccount } from './frame/createSolanaAccount.js'
 * const solana = createSolanaAccount({ walletAddress: session.currentAddress, withKey: session.withKey, storage: localStorage })
 * await solana.address() // '7xKX…'
 */
export function createSolanaAccount({
  walletAddress,
  withKey,
  storage,
}: CreateSolanaAccountParameters) {
  const withSolanaKey = <result>(use: (key: SolanaKey) => Promise<result>) =>
    withKey(async (key) => {
      const solana = await deriveSolanaKey(key)
      try {
        return await use(solana)
      } finally {
        solana.seed.fill(0)
      }
    })
  return {
    /** The Solana address of the logged-in wallet; `undefined` without a session. */
    async address(): Promise<string | undefined> {
      const wallet = await walletAddress()
      if (!wallet) return undefined
      const key = `${prefix}${wallet.toLowerCase()}`
      const known = storage.getItem(key)
      if (known) return known
      const derived = await withSolanaKey(async ({ address }) => address)
      storage.setItem(key, derived)
      return derived
    },
    withSolanaKey,
  }
}

export type SolanaAccount = ReturnType<typeof createSolanaAccount>
