import { Hono } from 'hono'
import type { ChainContext } from '../blockchain/createChainContexts.js'
import { findChain } from '../blockchain/findChain.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { UnsupportedMediaTypeError } from '../errors/http.js'
import { closeUnreadRefusals } from '../middleware/closeUnreadRefusals.js'
import { publicCors } from '../middleware/cors.js'
import { readLimitedText } from '../middleware/readLimitedText.js'
import { requireProject } from '../middleware/requireProject.js'
import { checkSolanaRpcRequest } from '../rpc/checkSolanaRpcRequest.js'
import { type ForwardRpcParameters, forwardRpc } from '../rpc/forwardRpc.js'
import { parseRpcBody } from '../rpc/parseRpcBody.js'
import type { SolanaContext } from '../solana/createSolanaContexts.js'

/** The largest body `POST /v1` reads: room for a full batch of 1,000 typical calls. */
const maxRpcBodyBytes = 1024 * 1024

export type RpcProxyRoutesParameters = {
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  /** The served chains, by CAIP-2 id (`createChainContexts`). */
  contexts: ReadonlyMap<string, ChainContext>
  /** The served Solana clusters (`createSolanaContexts`), forwarded with their own allowlist. */
  solana?: ReadonlyMap<string, SolanaContext>
  /** Timeout and retry settings, for tests. Defaults to the product's (10 s, 3 × 150 ms doubling). */
  retry?: Pick<ForwardRpcParameters, 'timeoutMs' | 'retryCount' | 'retryDelayMs'>
}

/**
 * `POST /v1?chainId=<caip2>&projectId=…` (and `/v1/`): the JSON-RPC proxy the modal's wallets read
 * chains through. The body is one JSON-RPC 2.0 request or a batch of up to 1,000, at most 1 MiB;
 * it goes to the chain's upstream node (`RPC_URL_<chainId>`, the devnet by default) with the
 * retries of `forwardRpc`, which forwards read methods only (`proxiedRpcMethods`; on a Solana
 * cluster, `proxiedSolanaRpcMethods`: no `requestAirdrop`). Any origin may
 * call it (CORS `*`); it needs a known project.
 *
 * Refusals: missing or unknown project 400/403; `chainId` missing or not CAIP-2 400, a chain this
 * server does not serve 400 naming it; a body that is not `application/json` 415; a body over
 * 1 MiB 413; a batch over 1,000 413; malformed JSON or not JSON-RPC 400. An upstream that never answers usably gives 502 with a JSON-RPC error.
 *
 * @param parameters - Projects and chains.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { rpcProxyRoutes } from './routes/rpcProxy.js'
 * app.route('/', rpcProxyRoutes({ projects, contexts }))
 */
export function rpcProxyRoutes({
  projects,
  contexts,
  solana = new Map(),
  retry = {},
}: RpcProxyRoutesParameters) {
  const chains = new Map<string, { chain: { rpcUrl: string } }>([...contexts, ...solana])
  const app = new Hono()
  for (const path of ['/v1', '/v1/'])
    app
      .use(path, closeUnreadRefusals, publicCors(), requireProject({ projects }))
      .post(path, async (c) => {
        const chainId = c.req.query('chainId')
        const { chain } = findChain(chains, chainId)
        // Only JSON: a text/plain or form body is a "simple" request that any page may send
        // without a CORS preflight, so refusing it keeps a foreign page's request unread.
        const contentType = c.req.header('content-type')
        if (!/^application\/json$/i.test(contentType?.split(';')[0]?.trim() ?? ''))
          throw new UnsupportedMediaTypeError({ contentType })
        const body = parseRpcBody(await readLimitedText(c.req.raw, maxRpcBodyBytes))
        const check = solana.has(chainId ?? '') ? { check: checkSolanaRpcRequest } : {}
        const answer = await forwardRpc({ url: chain.rpcUrl, body, ...check, ...retry })
        if (answer.body === undefined) return c.body(null, 204)
        return c.json(answer.body, answer.status === 204 ? 200 : answer.status)
      })
  return app
}
