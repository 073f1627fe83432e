import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { BundlerService } from '../bundler/createBundlerService.js'
import {
  handleBundlerRequest,
  type RpcAnswer,
  type RpcMethods,
} from '../bundler/handleBundlerRequest.js'
import { BundlerRateLimitedError } from '../errors/bundler.js'
import { memoryRateLimiters, type RateLimiters } from '../limits/rateLimiters.js'
import { clientAddress, defaultTrustedProxies, socketAddress } from '../middleware/clientAddress.js'
import { publicCors } from '../middleware/cors.js'
import { parseRpcBody, type RpcRequest } from '../rpc/parseRpcBody.js'

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
  /**
   * `eth_sendUserOperation` per minute from one IP and for one project (`&projectId=`); each
   * operation of a batch counts. Shared by every replica through `limiters` with `REDIS_URL`.
   * Defaults to 60 per IP and 600 per project.
   */
  sendRateLimit?: { perIp: number; perProject: number }
  limiters?: RateLimiters | undefined
  trustedProxies?: readonly string[] | undefined
  /** The client's address as the socket sees it (tests). */
  remoteAddress?: ((c: Context) => string | undefined) | undefined
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
export function bundlerRoutes(parameters: BundlerRoutesParameters) {
  const { bundler, paymaster, limiters = memoryRateLimiters } = parameters
  const { sendRateLimit = { perIp: 60, perProject: 600 } } = parameters
  const trusted = new Set(parameters.trustedProxies ?? defaultTrustedProxies)
  const limits = {
    ip: limiters('bundler-send-ip', { max: sendRateLimit.perIp, windowMs: 60_000 }),
    project: limiters('bundler-send-project', { max: sendRateLimit.perProject, windowMs: 60_000 }),
  }
  /** The refusal of a send over a limit, or undefined when it may go on. */
  const overLimit = async (ip: string, projectId: string | undefined) => {
    const byIp = await limits.ip.hit(ip)
    if (byIp > 0) return new BundlerRateLimitedError({ scope: 'ip', retryAfterSeconds: byIp })
    const byProject = projectId ? await limits.project.hit(projectId) : 0
    if (byProject > 0)
      return new BundlerRateLimitedError({ scope: 'project', retryAfterSeconds: byProject })
    return undefined
  }
  const app = new Hono()
  app.use('/v1/bundler', publicCors())
  app.post('/v1/bundler', bodyLimit({ maxSize: 256 * 1024 }), async (c) => {
    const { chainId, projectId } = bundlerQuery.parse(c.req.query())
    const { requests, batch } = parseRpcBody(await c.req.text())
    const extra = paymaster?.({ chainId, projectId }) ?? {}
    const ip = clientAddress(c, parameters.remoteAddress ?? socketAddress, trusted)
    const answer = async (request: RpcRequest): Promise<RpcAnswer> => {
      if (request.method === 'eth_sendUserOperation') {
        const refused = await overLimit(ip, projectId)
        if (refused)
          return {
            jsonrpc: '2.0',
            id: request.id ?? null,
            error: { code: refused.code, message: refused.shortMessage, data: refused.data },
          }
      }
      return handleBundlerRequest(bundler, request, chainId, extra)
    }
    const answers = await Promise.all(requests.map(answer))
    return c.json(batch ? answers : answers[0])
  })
  return app
}
