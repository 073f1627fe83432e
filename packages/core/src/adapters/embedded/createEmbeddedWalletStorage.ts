import type { AirlockStorage } from '../../storage/createStorage.js'

/** What the e-mail wallet remembers between visits (SPEC §3 "Stored login values"). */
export type EmbeddedWalletStorage = {
  /** When a code was last e-mailed, in ms since the epoch: the resend cooldown counts from it. */
  lastEmailLoginTime(): number | undefined
  setLastEmailLoginTime(time: number): void
  /** Whether an e-mail login ever succeeded here: the frame then loads at once on the next visit. */
  emailLoginUsed(): boolean
  /** The logged-in e-mail address. */
  email(): string | undefined
  setEmail(email: string): void
  /** The chain the wallet was last used on: `eth_chainId` is answered from it. */
  lastUsedChain(): number | undefined
  setLastUsedChain(chainId: number): void
  /** The chains where the frame offers smart accounts (a comma list, as the model product keeps it). */
  smartAccountEnabledNetworks(): number[]
  setSmartAccountEnabledNetworks(chainIds: readonly number[]): void
  /** The social provider and the name it gave (SPEC §3 "social username"), after a social login. */
  social(): { provider: string; username: string | undefined } | undefined
  setSocial(social: { provider: string; username: string | undefined } | undefined): void
  /** A login was made: marks it used and keeps the address and chain. */
  rememberLogin(login: { email: string | undefined; chainId: number }): void
  /** Forgets the login (sign-out, a failed or negative connected check); the cooldown stays. */
  clearLogin(): void
}

const keys = {
  lastEmailLoginTime: 'embeddedWallet/lastEmailLoginTime',
  emailLoginUsed: 'embeddedWallet/emailLoginUsed',
  email: 'embeddedWallet/email',
  lastUsedChain: 'embeddedWallet/lastUsedChain',
  smartAccountEnabledNetworks: 'embeddedWallet/smartAccountEnabledNetworks',
  socialProvider: 'embeddedWallet/socialProvider',
  socialUsername: 'embeddedWallet/socialUsername',
} as const

/**
 * The e-mail wallet's stored login values, under the client storage's prefix
 * (`@airlock/v1/embeddedWallet/…`). A value of the wrong type counts as absent.
 *
 * @param storage - The client's storage (`airlock.storage`).
 * @returns Typed getters and setters.
 *
 * @example
 * import { createEmbeddedWalletStorage, createStorage } from '@airlock/core'
 * const stored = createEmbeddedWalletStorage(createStorage())
 * if (stored.emailLoginUsed()) console.log('logged in before as', stored.email())
 */
export function createEmbeddedWalletStorage(storage: AirlockStorage): EmbeddedWalletStorage {
  const text = (key: string) => {
    const value = storage.get<unknown>(key)
    return typeof value === 'string' ? value : undefined
  }
  const number = (key: string) => {
    const value = storage.get<unknown>(key)
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined
  }
  return {
    lastEmailLoginTime: () => number(keys.lastEmailLoginTime),
    setLastEmailLoginTime: (time) => storage.set(keys.lastEmailLoginTime, time),
    emailLoginUsed: () => storage.get<unknown>(keys.emailLoginUsed) === true,
    email: () => text(keys.email),
    setEmail: (email) => storage.set(keys.email, email),
    lastUsedChain: () => number(keys.lastUsedChain),
    setLastUsedChain: (chainId) => storage.set(keys.lastUsedChain, chainId),
    smartAccountEnabledNetworks() {
      const value = storage.get<unknown>(keys.smartAccountEnabledNetworks)
      if (typeof value !== 'string' || value === '') return []
      return value
        .split(',')
        .map(Number)
        .filter((chainId) => Number.isSafeInteger(chainId) && chainId > 0)
    },
    setSmartAccountEnabledNetworks: (chainIds) =>
      storage.set(keys.smartAccountEnabledNetworks, chainIds.join(',')),
    social() {
      const provider = text(keys.socialProvider)
      return provider ? { provider, username: text(keys.socialUsername) } : undefined
    },
    setSocial(social) {
      if (social) storage.set(keys.socialProvider, social.provider)
      else storage.remove(keys.socialProvider)
      if (social?.username) storage.set(keys.socialUsername, social.username)
      else storage.remove(keys.socialUsername)
    },
    rememberLogin({ email, chainId }) {
      storage.set(keys.emailLoginUsed, true)
      if (email) storage.set(keys.email, email)
      storage.set(keys.lastUsedChain, chainId)
    },
    clearLogin() {
      storage.remove(keys.emailLoginUsed)
      storage.remove(keys.email)
      storage.remove(keys.lastUsedChain)
      storage.remove(keys.socialProvider)
      storage.remove(keys.socialUsername)
    },
  }
}
