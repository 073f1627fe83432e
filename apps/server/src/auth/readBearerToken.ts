/**
 * The token of an `Authorization`-style header: `Bearer <token>`, any case, one or more spaces.
 *
 * @param header - The header's value, if the request had it.
 * @returns The token, or `undefined` when the header is missing or not a bearer token.
 *
 * @example
 * import { readBearerToken } from './auth/readBearerToken.js'
 * readBearerToken('Bearer abc') // 'abc'
 */
export function readBearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(header?.trim() ?? '')
  return match?.[1]
}
