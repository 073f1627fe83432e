import { createHttpClient } from '../api/createHttpClient.js'
import { SiwxHttpError } from '../errors/siwx.js'
import { createSiwxMessage, pageIdentity } from './createSiweText.js'
import type { SiwxAdapter, SiwxContext, SiwxSession } from './types.js'

const tokenKey = 'siwx/token'
/** How many written, not yet signed messages keep their nonce's token. */
const maxUnsignedNonces = 8

/** The signed-in session as `GET /auth/v1/me` answers. */
type Me = { address: string; chainId: string | number; issuedAt?: string; expiresAt?: string }

/**
 * Sign-in sessions held by the Airlock server (`/auth/v1`): it issues the nonce, checks the signed
 * message, and answers `/me` for the dapp's backend to trust. The session token is kept in
 * storage and sent as a bearer token; the server also sets an HttpOnly cookie.
 *
 * @example
 * import { createAirlock, serverSiwx } from '@airlock/core'
 * createAirlock({ projectId: 'dev', networks, siwx: serverSiwx({ required: true }) })
 */
export function serverSiwx({
  required = false,
}: {
  /** Whether visitors must sign in; a function is asked each time. */
  required?: boolean | (() => boolean)
} = {}) {
  return ({ apiUrl, projectId, storage }: SiwxContext): SiwxAdapter => {
    // Each nonce's token, kept until its message is sent: the sign-in view writes the next
    // message while one is still being signed (it is shown again when the wallet's approval
    // returns to it), and the signed message must go with its own nonce's token.
    const nonceTokens = new Map<string, string>()
    const client = createHttpClient({
      apiUrl,
      projectId,
      errors: {
        // A failed `fetch` reaches the caller as the runtime's own error.
        request: ({ cause }) => cause,
        status: ({ url, status, message }) => new SiwxHttpError({ status, message, url }),
      },
    })
    const bearer = (): Record<string, string> => {
      const token = storage.get<string>(tokenKey)
      return token ? { authorization: `Bearer ${token}` } : {}
    }
    const request = <body>(
      path: string,
      init: { method?: 'POST'; body?: unknown; headers?: Record<string, string> } = {},
    ) =>
      client.request<body>(`/auth/v1/${path}`, {
        ...init,
        credentials: 'include',
        // Sign-in steps are not repeated behind the visitor's back.
        retry: false,
      })
    return {
      async createMessage({ accountAddress, chainId }) {
        const { nonce, token } = await request<{ nonce: string; token: string }>('nonce')
        // Unsigned messages' nonces expire on the server in 5 minutes: a few are plenty.
        if (nonceTokens.size >= maxUnsignedNonces)
          nonceTokens.delete(nonceTokens.keys().next().value as string)
        nonceTokens.set(nonce, token)
        return createSiwxMessage({ accountAddress, chainId, nonce })
      },
      async addSession(session: SiwxSession) {
        const nonceToken = nonceTokens.get(session.data.nonce)
        nonceTokens.delete(session.data.nonce)
        const { token } = await request<{ token: string }>('authenticate', {
          headers: {
            'content-type': 'application/json',
            ...(nonceToken ? { 'x-nonce-jwt': `Bearer ${nonceToken}` } : {}),
          },
          body: {
            message: session.message,
            signature: session.signature,
            data: session.data,
          },
        })
        storage.set(tokenKey, token)
      },
      async revokeSession() {
        await request('sign-out', { method: 'POST', headers: bearer() }).catch(() => undefined)
        storage.remove(tokenKey)
      },
      async setSessions(sessions) {
        if (sessions.length === 0) await this.revokeSession('', '')
      },
      async getSessions(chainId, address) {
        if (!storage.get<string>(tokenKey)) return []
        const me = await request<Me>('me', { headers: bearer() }).catch(() => undefined)
        if (!me) return []
        const sameChain = String(me.chainId).split(':').at(-1) === chainId.split(':').at(-1)
        if (!sameChain || me.address.toLowerCase() !== address.toLowerCase()) return []
        return [
          {
            data: {
              accountAddress: me.address,
              chainId,
              ...pageIdentity(),
              version: '1',
              nonce: '',
              issuedAt: me.issuedAt ?? '',
              expirationTime: me.expiresAt,
            },
            message: '',
            signature: '0x',
          },
        ]
      },
      getRequired: () => (typeof required === 'function' ? required() : required),
    }
  }
}
