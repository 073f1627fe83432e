import { type GetWalletsQuery, parseCaipNetworkId } from '@airlock/protocol'
import { getWalletsQuery } from '@airlock/protocol/schemas'
import { InvalidChainFilterError } from '../errors/catalogue.js'
import { ValidationError } from '../errors/http.js'

export type ParseGetWalletsQueryErrorType = ValidationError | InvalidChainFilterError

/**
 * Reads the query of `GET /getWallets` with `getWalletsQuery` from `@airlock/protocol`, and checks
 * each of `chains` is a CAIP-2 network id. Parameters it does not know (`projectId`, `st`, `sv`, …)
 * are ignored.
 *
 * @param query - The query parameters, one value each (Hono's `c.req.query()`).
 * @returns The typed query, with `page` and `entries` defaulted to 1 and 40.
 * @throws {ValidationError} When a parameter is invalid, naming it (400).
 * @throws {InvalidChainFilterError} When one of `chains` is not a CAIP-2 id, naming it (400).
 *
 * @example
 * import { parseGetWalletsQuery } from './catalogue/parseGetWalletsQuery.js'
 * parseGetWalletsQuery({ page: '2', chains: 'eip155:1' }) // { page: 2, entries: 40, chains: ['eip155:1'] }
 */
export function parseGetWalletsQuery(query: Record<string, string>): GetWalletsQuery {
  const parsed = getWalletsQuery.safeParse(query)
  if (!parsed.success) throw new ValidationError({ error: parsed.error, subject: 'query' })
  for (const chain of parsed.data.chains ?? []) {
    try {
      parseCaipNetworkId(chain)
    } catch (error) {
      throw new InvalidChainFilterError({ value: chain, cause: error })
    }
  }
  return parsed.data
}
