import type { GetWalletsQuery } from '@airlock/protocol'
import { Hono } from 'hono'
import type { CatalogueIndex } from '../catalogue/createCatalogueIndex.js'
import { parseGetWalletsQuery } from '../catalogue/parseGetWalletsQuery.js'
import type { ProjectEnv } from '../middleware/requireProject.js'
import { resolveFeatureSettings } from '../projects/resolveFeatureSettings.js'

export type CatalogueRoutesParameters = {
  /** From `prepareCatalogue` (or `createCatalogueIndex`). */
  catalogue: Pick<CatalogueIndex, 'getWalletsBody'>
}

/**
 * `GET /getWallets`: one page of the wallet catalogue, `{ data, count }` (`getWalletsResponse` of
 * `@airlock/protocol`). Query: `page` (from 1, default 1), `entries` (1–100, default 40), `include`,
 * `exclude` (comma-separated wallet ids), `chains` (comma-separated CAIP-2 ids: wallets on any of
 * them), `badge_type` (`none` or `certified`), `search` (up to 100 characters; case and accents do
 * not matter; whole-name matches first, then prefixes, then substrings). `count` is how many
 * wallets match in all. The project's own lists (`includeWalletIds`, `excludeWalletIds`, set in
 * the console) narrow every answer further, whatever the query asks. Bad input answers 400 naming the parameter; other parameters are ignored.
 *
 * @param parameters.catalogue - The catalogue to serve.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { Hono } from 'hono'
 * import { prepareCatalogue } from './catalogue/prepareCatalogue.js'
 * import { catalogueRoutes } from './routes/catalogue.js'
 * const app = new Hono().route('/', catalogueRoutes({ catalogue: await prepareCatalogue(database) }))
 */
export function catalogueRoutes({ catalogue }: CatalogueRoutesParameters) {
  return new Hono<{ Variables: Partial<ProjectEnv['Variables']> }>().get('/getWallets', (c) => {
    const query = parseGetWalletsQuery(c.req.query())
    const project = c.get('project')
    const body = catalogue.getWalletsBody(
      project ? narrowToProject(query, resolveFeatureSettings(project.features)) : query,
    )
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })
}

/** The query within a project's own lists: only its included wallets, never its excluded ones. */
function narrowToProject(
  query: GetWalletsQuery,
  {
    includeWalletIds,
    excludeWalletIds,
  }: { includeWalletIds: string[]; excludeWalletIds: string[] },
): GetWalletsQuery {
  if (includeWalletIds.length === 0 && excludeWalletIds.length === 0) return query
  const included = new Set(includeWalletIds)
  const include =
    includeWalletIds.length === 0
      ? query.include
      : query.include
        ? query.include.filter((id) => included.has(id))
        : includeWalletIds
  // An include list that the project narrowed to nothing must still match nothing.
  const exclude = [...(query.exclude ?? []), ...excludeWalletIds]
  return {
    ...query,
    ...(include === undefined ? {} : { include: include.length > 0 ? include : ['-'] }),
    ...(exclude.length > 0 ? { exclude } : {}),
  }
}
