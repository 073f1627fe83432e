import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { BundlerService } from '../bundler/createBundlerService.js'
import { handleBundlerRequest, type RpcMethods } from '../bundler/handleBundlerRequest.js'
import { publicCors } from '../middleware/cors.js'
import { parseRpcBody } from '../rpc/parseRpcBody.js'

const bundlerQuery = z.object({
  chainId: z.coerce.number().int().positive(),
  projectId: z.string().optional(),
})

export type BundlerRoutesParameters = {
  bundler: BundlerService
  /** The paymaster's `pm_*` methods of a request (its project, its chain); none without. */
  paymaster?:
    | ((request: { chainId: number; projectId: string | undefined }) => RpcMethods)
    | undefined
}

/**
 * `POST /v1/bundler?chainId=…`: the ERC-4337 bundler (ERC-7769 JSON-RPC, single or batch) of one
 * chain, with the ERC-7677 paymaster methods on the same URL (`&projectId=…` says whose
 * sponsorship policy applies). Any origin may call it: the operations are signed.
 *
 * @param parameters - The bundler service and the paymaster's methods.
 * @returns The routes.
 *
 * @example
 * import { bundlerRoutes } from './routes/bundler.js'
 * app.route('/', bundlerRoutes({ bundler }))
 */
export function bundlerRoutes({ bundler, paymaster }: BundlerRoutesParameters) {
  const app = new Hono()
  app.use('/v1/bundler', publicCors())
  app.post('/v1/bundler', bodyLimit({ maxSize: 256 * 1024 }), async (c) => {
    const { chainId, projectId } = bundlerQuery.parse(c.req.query())
    const { requests, batch } = parseRpcBody(await c.req.text())
    const extra = paymaster?.({ chainId, projectId }) ?? {}
    const answers = await Promise.all(
      requests.map((request) => handleBundlerRequest(bundler, request, chainId, extra)),
    )
    return c.json(batch ? answers : answers[0])
  })
  return app
}
