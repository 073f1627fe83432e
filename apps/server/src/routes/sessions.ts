import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { publicCors } from '../middleware/cors.js'
import type { SessionService } from '../permissions/createSessionService.js'

const revokeBody = z.object({
  pci: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a session id (0x and 64 hex digits)'),
  signature: z.string().regex(/^0x([0-9a-fA-F]{2}){64,65}$/, 'expected an ECDSA signature'),
})

/**
 * ERC-7715 sessions in the model product's shapes: `GET /v1/sessions/{caipAddress}` lists an
 * account's sessions (newest grant last) from the chain; `POST /v1/sessions/{caipAddress}/revoke`
 * with `{ pci, signature }` (the owner's EIP-712 `RevokeSession`) revokes one on chain and answers
 * `{ transactionHash }`. Any origin may call them: reads are public, revocations are signed.
 *
 * @param parameters - The session service.
 * @returns The routes.
 *
 * @example
 * import { sessionRoutes } from './routes/sessions.js'
 * app.route('/', sessionRoutes({ sessions }))
 */
export function sessionRoutes({ sessions }: { sessions: SessionService }) {
  return new Hono()
    .use('/v1/sessions/*', publicCors())
    .get('/v1/sessions/:caipAddress', async (c) =>
      c.json(await sessions.list(c.req.param('caipAddress'))),
    )
    .post('/v1/sessions/:caipAddress/revoke', bodyLimit({ maxSize: 4096 }), async (c) => {
      const body = revokeBody.parse(await c.req.json())
      return c.json(
        await sessions.revoke(c.req.param('caipAddress'), {
          pci: body.pci as `0x${string}`,
          signature: body.signature as `0x${string}`,
        }),
      )
    })
}
