import { Hono } from 'hono'
import type { CatalogueIndex } from '../catalogue/createCatalogueIndex.js'
import { parseGetWalletsQuery } from '../catalogue/parseGetWalletsQuery.js'

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
 * wallets match in all. Bad input answers 400 naming the parameter; other parameters are ignored.
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
  return new Hono().get('/getWallets', (c) => {
    const body = catalogue.getWalletsBody(parseGetWalletsQuery(c.req.query()))
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })
}
