import type { SessionRecord } from '@airlock/protocol'
import { createHttpClient } from '../api/createHttpClient.js'
import type {
  HttpRequestErrorType,
  HttpResponseErrorType,
  HttpStatusAnswerErrorType,
} from '../errors/http.js'
import type { Airlock } from '../types/airlock.js'

export type { SessionRecord }

export type ListSessionsParameters = {
  /** The smart account as a CAIP-10 id (`eip155:31337:0x…`). */
  caipAddress: string
  signal?: AbortSignal | undefined
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch | undefined
}

export type ListSessionsReturnType = SessionRecord[]

export type ListSessionsErrorType =
  | HttpStatusAnswerErrorType
  | HttpRequestErrorType
  | HttpResponseErrorType

/**
 * The ERC-7715 sessions granted by a smart account (`GET /v1/sessions/{caipAddress}`): each
 * dapp key with its permissions, spend limits (with what it spent this period), its window and
 * whether it is active, expired or revoked, as the server reads them from the chain.
 *
 * @param airlock - The client (its `apiUrl` and `projectId`).
 * @param parameters - The account.
 * @returns The sessions, oldest grant first.
 *
 * @example
 * import { listSessions } from '@airlock/core'
 * const sessions = await listSessions(airlock, { caipAddress: 'eip155:31337:0xADD1…' })
 */
export function listSessions(
  airlock: Airlock,
  { caipAddress, signal, fetch }: ListSessionsParameters,
): Promise<ListSessionsReturnType> {
  const { apiUrl, projectId } = airlock.config
  return createHttpClient({ apiUrl, projectId, fetch }).request<SessionRecord[]>(
    `/v1/sessions/${caipAddress}`,
    {
      signal,
      check: async (body: unknown) => {
        if (!Array.isArray(body)) throw new Error('expected a list of sessions')
        return body as SessionRecord[]
      },
    },
  )
}
