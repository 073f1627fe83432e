import { cacheTimes, type IdentityResponse } from '@airlock/protocol'
import { fungiblePriceRequest } from '@airlock/protocol/schemas'
import { Hono } from 'hono'
import { getAddress } from 'viem'
import type { ChainContext } from '../blockchain/createChainContexts.js'
import { createTtlCache } from '../blockchain/createTtlCache.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { publicCors } from '../middleware/cors.js'
import { jsonMediaTypes, readJsonBody } from '../middleware/readJsonBody.js'
import { requireProject } from '../middleware/requireProject.js'
import type { EnsIdentityLookup } from '../names/createEnsIdentityLookup.js'
import type { NameRepository } from '../names/createNameRepository.js'
import { nameAvatar } from '../names/nameAvatar.js'
import { checkProjectId } from '../projects/checkProjectId.js'
import { readPrices } from '../services/blockchain/readPrices.js'
import { evmAccountAddress } from '../services/blockchain/resolveAccountTargets.js'

const maxPriceBodyBytes = 64 * 1024
const none: IdentityResponse = { name: null, avatar: null }

/**
 * The Blockchain API's lookups that are not about an account's holdings, any origin:
 * `GET /v1/identity/{address}` → `{ name, avatar }`: the address's primary name in our registry
 * and its avatar (read anew each time, so a name just registered shows at once), else its ENS
 * name and avatar on the configured mainnet (`ens`, kept 5 min per address; a chain that does
 * not answer gives none, kept for nothing), else none; the answer may be cached by the client
 * for 5 min; and
 * `POST /v1/fungible/price` `{ currency: 'usd', addresses: [caip10…], projectId }` →
 * `{ fungibles }` (the project id may come in the body, as the model's client sends it).
 *
 * @param parameters - Projects and the EVM chains (prices come from their pools).
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * app.route('/', blockchainLookupRoutes({ projects, contexts }))
 */
export function blockchainLookupRoutes({
  projects,
  contexts,
  names,
  ens,
}: {
  projects: Pick<ProjectRepository, 'get'>
  contexts: ReadonlyMap<string, ChainContext>
  /** The names registry, read first. Defaults to none. */
  names?: Pick<NameRepository, 'listByAddress'> | undefined
  /** ENS on mainnet (`createEnsIdentityLookup`), read when our registry has no name. Defaults to none. */
  ens?: EnsIdentityLookup | undefined
}) {
  const identities = createTtlCache<IdentityResponse>({ ttlMs: cacheTimes.identityMs })
  const app = new Hono()
  app.use('/v1/identity/*', publicCors(), requireProject({ projects }))
  // The model's client sends the project id of this POST in its body: checked in the handler.
  app.use('/v1/fungible/*', publicCors())

  app.get('/v1/identity/:address', async (c) => {
    const address = getAddress(evmAccountAddress(c.req.param('address')))
    const [primary] = names ? await names.listByAddress(address) : []
    if (primary) {
      c.header('Cache-Control', `public, max-age=${cacheTimes.identityMs / 1000}`)
      return c.json({
        name: primary.name,
        avatar: nameAvatar(primary),
      } satisfies IdentityResponse)
    }
    const identity = await identities
      .get(address, async () => (ens ? ens(address) : none))
      .then(
        (found) => ({ found, answered: true }),
        () => ({ found: none, answered: false }),
      )
    // ENS not answering is no name for now, not a name that is none for 5 minutes.
    c.header(
      'Cache-Control',
      identity.answered ? `public, max-age=${cacheTimes.identityMs / 1000}` : 'no-store',
    )
    return c.json(identity.found)
  })

  app.post('/v1/fungible/price', async (c) => {
    const body = await readJsonBody(c, fungiblePriceRequest, {
      limit: maxPriceBodyBytes,
      mediaType: jsonMediaTypes.jsonOrText,
      allowMissingType: true,
    })
    const projectId = c.req.query('projectId') || c.req.header('x-project-id') || body.projectId
    await checkProjectId(projects, projectId || '')
    const read = await readPrices(contexts, body.addresses)
    return read.ok ? c.json(read.prices) : c.json(read.body, 502)
  })
  return app
}
