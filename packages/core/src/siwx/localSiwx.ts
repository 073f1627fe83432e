import { createSiwxMessage, randomNonce } from './createSiweText.js'
import type { SiwxAdapter, SiwxContext, SiwxSession } from './types.js'

const sessionsKey = 'siwx/sessions'

/**
 * Sign-in sessions kept in the browser, for dapps without a backend: the visitor signs, and the
 * session lasts a day. It proves nothing to a server; use `serverSiwx` for that.
 *
 * @example
 * import { createAirlock, localSiwx } from '@airlock/core'
 * createAirlock({ projectId: 'dev', networks, siwx: localSiwx({ required: true }) })
 */
export function localSiwx({
  required = false,
}: {
  /** Whether visitors must sign in; a function is asked each time. */
  required?: boolean | (() => boolean)
} = {}) {
  return ({ storage }: SiwxContext): SiwxAdapter => {
    const all = () =>
      (storage.get<SiwxSession[]>(sessionsKey) ?? []).filter(
        (session) =>
          !session.data.expirationTime || Date.parse(session.data.expirationTime) > Date.now(),
      )
    const same = (session: SiwxSession, chainId: string, address: string) =>
      session.data.chainId === chainId &&
      session.data.accountAddress.toLowerCase() === address.toLowerCase()
    return {
      async createMessage({ accountAddress, chainId }) {
        return createSiwxMessage({ accountAddress, chainId, nonce: randomNonce() })
      },
      async addSession(session) {
        storage.set(sessionsKey, [
          ...all().filter((item) => !same(item, session.data.chainId, session.data.accountAddress)),
          session,
        ])
      },
      async revokeSession(chainId, address) {
        storage.set(
          sessionsKey,
          all().filter((item) => !same(item, chainId, address)),
        )
      },
      async setSessions(sessions) {
        storage.set(sessionsKey, sessions)
      },
      async getSessions(chainId, address) {
        return all().filter((item) => same(item, chainId, address))
      },
      getRequired: () => (typeof required === 'function' ? required() : required),
    }
  }
}
