import type { Adapter, AdapterPayload } from 'oidc-provider'

type Entry = { payload: AdapterPayload; expiresAt: number | undefined }

/**
 * oidc-provider's storage for one issuer, in memory: codes, tokens, sessions, grants and
 * interactions, each dropped when it expires. One per issuer, so the sandbox's six issuers share
 * nothing, and the sandbox forgets everything when it restarts (as it does its mail).
 *
 * @returns The adapter class to give `configuration.adapter`.
 *
 * @example
 * import { createMemoryAdapter } from './oidc/createMemoryAdapter.js'
 * new Provider(issuer, { adapter: createMemoryAdapter() })
 */
export function createMemoryAdapter() {
  const store = new Map<string, Entry>()
  const live = (key: string) => {
    const entry = store.get(key)
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key)
      return undefined
    }
    return entry
  }
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : undefined
      store.set(this.key(id), { payload, expiresAt })
      if (payload.grantId) {
        const grantKey = `grant:${payload.grantId}`
        const keys = (live(grantKey)?.payload.keys as string[] | undefined) ?? []
        store.set(grantKey, { payload: { keys: [...keys, this.key(id)] }, expiresAt })
      }
      if (payload.uid) store.set(`${this.model}:uid:${payload.uid}`, { payload: { id }, expiresAt })
      if (payload.userCode)
        store.set(`${this.model}:userCode:${payload.userCode}`, { payload: { id }, expiresAt })
    }
    async find(id: string) {
      return live(this.key(id))?.payload
    }
    async findByUid(uid: string) {
      const id = live(`${this.model}:uid:${uid}`)?.payload.id
      return typeof id === 'string' ? this.find(id) : undefined
    }
    async findByUserCode(userCode: string) {
      const id = live(`${this.model}:userCode:${userCode}`)?.payload.id
      return typeof id === 'string' ? this.find(id) : undefined
    }
    async consume(id: string) {
      const entry = live(this.key(id))
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
    }
    async destroy(id: string) {
      store.delete(this.key(id))
    }
    async revokeByGrantId(grantId: string) {
      const keys = (live(`grant:${grantId}`)?.payload.keys as string[] | undefined) ?? []
      for (const key of keys) store.delete(key)
      store.delete(`grant:${grantId}`)
    }
  }
}
