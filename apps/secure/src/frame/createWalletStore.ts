import type { SessionApp } from '@airlock/protocol'
import { sessionApp } from '@airlock/protocol/schemas'
/** What the frame keeps in the secure origin's storage, which the dapp's scripts cannot read. */
export type WalletStore = {
  /** This browser's name for the server's device approval: random, made once. */
  deviceId(): string
  /** The share this device holds for `address`, `0x`-hex, if any. */
  share(address: string): string | undefined
  setShare(address: string, share: string): void
  /** The chain the user last used, as a CAIP-2 reference (`'31337'`). */
  lastChain(): string | undefined
  setLastChain(chainId: string): void
  /** The account type the user last chose in AccountSettings; `undefined` until they choose. */
  preferredAccountType(): 'eoa' | 'smartAccount' | undefined
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): void
  /** The apps this browser's wallet granted ERC-7715 sessions to, oldest first. */
  sessionApps(): SessionApp[]
  /** Remembers which app a session was granted to (the newest `maxSessionApps` are kept). */
  addSessionApp(app: SessionApp): void
  /** Forgets the session-bound values; the device share and id stay, as the device does. */
  clearSession(): void
}

/** How many granted sessions' apps the frame remembers. */
const maxSessionApps = 200

const prefix = '@airlock-wallet/v1/'

/**
 * The frame's storage, over the secure origin's `localStorage`. The device share is the one secret
 * kept here: on its own it reveals nothing about the key (Shamir 2-of-3), and it is useless without
 * a logged-in session that releases the auth share.
 *
 * @param storage - `window.localStorage` (or any `Storage`, in tests).
 * @returns The store.
 *
 * @example
 * import { createWalletStore } from './frame/createWalletStore.js'
 * const store = createWalletStore(localStorage)
 * store.deviceId()
 */
export function createWalletStore(storage: Storage): WalletStore {
  const key = (name: string) => `${prefix}${name}`
  return {
    deviceId() {
      const existing = storage.getItem(key('deviceId'))
      if (existing) return existing
      const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24))
      const id = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
      storage.setItem(key('deviceId'), id)
      return id
    },
    share: (address) => storage.getItem(key(`share/${address.toLowerCase()}`)) ?? undefined,
    setShare: (address, share) => storage.setItem(key(`share/${address.toLowerCase()}`), share),
    lastChain: () => storage.getItem(key('lastChain')) ?? undefined,
    setLastChain: (chainId) => storage.setItem(key('lastChain'), chainId),
    preferredAccountType: () => {
      const type = storage.getItem(key('preferredAccountType'))
      return type === 'eoa' || type === 'smartAccount' ? type : undefined
    },
    setPreferredAccountType: (type) => storage.setItem(key('preferredAccountType'), type),
    sessionApps: () => {
      try {
        const stored: unknown = JSON.parse(storage.getItem(key('sessionApps')) ?? '[]')
        return Array.isArray(stored)
          ? stored.flatMap((entry) => {
              const parsed = sessionApp.safeParse(entry)
              return parsed.success ? [parsed.data] : []
            })
          : []
      } catch {
        return []
      }
    },
    addSessionApp(app) {
      const apps = [...this.sessionApps().filter((known) => known.pci !== app.pci), app]
      storage.setItem(key('sessionApps'), JSON.stringify(apps.slice(-maxSessionApps)))
    },
    clearSession: () => storage.removeItem(key('lastChain')),
  }
}
