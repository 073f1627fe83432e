import { createHmac } from 'node:crypto'

export type HashEmailCodeParameters = {
  /** The server's code key (`WalletKeys.codeKey`), so a copy of the database alone cannot test codes. */
  key: Uint8Array
  /** What the code is bound to, such as `login:<attempt id>`: the same code elsewhere hashes otherwise. */
  binding: string
  /** The 6-digit code. */
  code: string
}

/**
 * What the database keeps of a one-time code: HMAC-SHA256 under a server-held key, over the code
 * and what it is bound to. A plain hash of a 6-digit code would fall to a million guesses against
 * a leaked table; the key prevents that, and the binding makes a code useless for any other
 * attempt.
 *
 * @param parameters - Key, binding and code.
 * @returns 64 hexadecimal characters.
 *
 * @example
 * import { hashEmailCode } from './email/hashEmailCode.js'
 * const codeHash = hashEmailCode({ key: keys.codeKey, binding: `login:${attemptId}`, code })
 */
export function hashEmailCode({ key, binding, code }: HashEmailCodeParameters): string {
  return createHmac('sha256', key).update(binding).update('\u0000').update(code).digest('hex')
}
