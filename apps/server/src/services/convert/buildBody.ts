import { convertBuildRequest } from '@airlock/protocol/schemas'
import { z } from 'zod'

/**
 * The body of `POST /v1/convert/build-transaction` as read: every field the parsers check is
 * optional here, so that the GET routes and this one name a bad or missing value the same way.
 *
 * @example
 * const body = await readJsonBody(c, buildBody, { limit: 64 * 1024 })
 */
export const buildBody = convertBuildRequest.extend({
  amount: z.string({ error: 'expected a whole number of base units as a string' }).optional(),
  from: z.string({ error: 'expected a CAIP-10 token id' }).optional(),
  to: z.string({ error: 'expected a CAIP-10 token id' }).optional(),
  userAddress: z.string({ error: 'expected an address' }).optional(),
})
