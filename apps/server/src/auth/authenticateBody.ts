import { authenticateRequest } from '@airlock/protocol/schemas'
import { z } from 'zod'

/**
 * The body of `POST /auth/v1/authenticate` as the server reads it: `authenticateRequest` with the
 * signature held to 0x and whole bytes, at most 32768 characters (ERC-6492 signatures carry the
 * account's deployment, hence the size).
 *
 * @example
 * import { authenticateBody } from './auth/authenticateBody.js'
 * const body = authenticateBody.parse({ message, signature: '0x…' })
 */
export const authenticateBody = authenticateRequest.extend({
  signature: z
    .string()
    .max(32_768, 'expected at most 32768 characters')
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'expected 0x and hexadecimal bytes'),
})
