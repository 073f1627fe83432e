import { SiweDataMismatchError } from '../errors/auth.js'
import type { SiweMessage } from './parseSiweMessage.js'

/**
 * Checks the `data` a client posts beside a SIWE message (its copy of the message's fields): it
 * must describe the message it signed. Fields it leaves out are not checked.
 *
 * @param data - The client's `accountAddress`, `chainId` (a number or CAIP-2 id) and `nonce`.
 * @param message - The parsed message.
 * @throws {SiweDataMismatchError} A field names another address, chain or nonce.
 *
 * @example
 * import { checkSiweData } from './auth/checkSiweData.js'
 * checkSiweData({ chainId: 'eip155:1' }, parseSiweMessage(text))
 */
export function checkSiweData(data: Record<string, unknown>, message: SiweMessage): void {
  const { accountAddress, chainId, nonce } = data
  if (
    typeof accountAddress === 'string' &&
    accountAddress.toLowerCase() !== message.address.toLowerCase()
  )
    throw new SiweDataMismatchError({ field: 'accountAddress' })
  if (
    (typeof chainId === 'string' || typeof chainId === 'number') &&
    String(chainId).split(':').at(-1) !== String(message.chainId)
  )
    throw new SiweDataMismatchError({ field: 'chainId' })
  if (typeof nonce === 'string' && nonce !== message.nonce)
    throw new SiweDataMismatchError({ field: 'nonce' })
}
