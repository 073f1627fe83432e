import { Hono } from 'hono'
import type { CatalogueIndex } from '../catalogue/createCatalogueIndex.js'
import { ImageNotFoundError, InvalidImageIdError } from '../errors/catalogue.js'
import { createAssetImages } from '../images/createAssetImages.js'
import { createCurrencyImages } from '../images/createCurrencyImages.js'
import type { ServedImage } from '../images/createImage.js'
import { createTokenImages } from '../images/createTokenImages.js'
import { serveImage } from '../images/serveImage.js'

export type ImageRoutesParameters = {
  /** Serves the wallets' icons by `image_id`; from `prepareCatalogue`. */
  catalogue: Pick<CatalogueIndex, 'getWalletImage'>
  /** Network and connector images by id. Defaults to `createAssetImages()`. */
  assets?: ReadonlyMap<string, ServedImage>
  /** Fiat currency badges by upper-case code. Defaults to `createCurrencyImages()`. */
  currencies?: ReadonlyMap<string, ServedImage>
  /** Token icons by upper-case symbol. Defaults to `createTokenImages()`. */
  tokens?: ReadonlyMap<string, ServedImage>
}

type Kind = { name: string; pattern: RegExp; expected: string }

const kinds = {
  wallet: {
    name: 'wallet image',
    pattern: /^[0-9a-f]{1,128}$/i,
    expected: "hexadecimal digits (a wallet's image_id)",
  },
  asset: {
    name: 'asset image',
    pattern: /^[A-Za-z0-9][A-Za-z0-9_:-]{0,79}$/,
    expected: 'letters, digits, "-", "_" or ":", such as eip155-1 or walletConnect',
  },
  currency: {
    name: 'currency image',
    pattern: /^[A-Za-z]{1,8}$/,
    expected: 'a currency code, such as USD',
  },
  token: {
    name: 'token image',
    pattern: /^[A-Za-z0-9](?:[A-Za-z0-9_-]|\.(?!\.)){0,31}$/,
    expected: 'a token symbol, such as USDC',
  },
} satisfies Record<string, Kind>

/**
 * The image endpoints: real logos from `@web3icons/core` (MIT) where it has them, icons of our own
 * for the devnets, and drawn badges (monograms) for the rest, unless an import brought an image:
 *
 * - `GET /getWalletImage/{image_id}`: a wallet's icon (its imported image, its logo, or its
 *   monogram in its brand colour). The id is
 *   the hash of the bytes, so the answer is cached for a year, `immutable`.
 * - `GET /public/getAssetImage/{id}`: networks (`eip155-1`, `eip155-31337`, …) and connectors
 *   (`injected`, `walletConnect`, `email`, `social`); see `createAssetImages`.
 * - `GET /public/getCurrencyImage/{code}`: fiat badges (`USD`, `EUR`, `GBP`, …).
 * - `GET /public/getTokenImage/{symbol}`: token logos, the devnet's token icons, major tokens' badges.
 *
 * Name-addressed images are cached for a day. Every answer has a strong ETag (304 on
 * `If-None-Match`), `nosniff`, and a CSP under which an SVG runs nothing. An unknown id answers
 * 404, an id with characters its kind never has (such as `../`) 400, both as JSON errors.
 *
 * @param parameters.catalogue - The catalogue whose icons to serve.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { Hono } from 'hono'
 * import { imageRoutes } from './routes/images.js'
 * const app = new Hono().route('/', imageRoutes({ catalogue }))
 */
export function imageRoutes({
  catalogue,
  assets = createAssetImages(),
  currencies = createCurrencyImages(),
  tokens = createTokenImages(),
}: ImageRoutesParameters) {
  return new Hono()
    .get('/getWalletImage/:id', (c) => {
      const id = checkId(c.req.param('id'), kinds.wallet)
      const image = found(catalogue.getWalletImage(id.toLowerCase()), id, kinds.wallet)
      return serveImage(c, image, { immutable: true })
    })
    .get('/public/getAssetImage/:id', (c) => {
      const id = checkId(c.req.param('id'), kinds.asset)
      return serveImage(c, found(assets.get(id), id, kinds.asset), { immutable: false })
    })
    .get('/public/getCurrencyImage/:id', (c) => {
      const id = checkId(c.req.param('id'), kinds.currency)
      const image = found(currencies.get(id.toUpperCase()), id, kinds.currency)
      return serveImage(c, image, { immutable: false })
    })
    .get('/public/getTokenImage/:symbol', (c) => {
      const symbol = checkId(c.req.param('symbol'), kinds.token)
      const image = found(tokens.get(symbol.toUpperCase()), symbol, kinds.token)
      return serveImage(c, image, { immutable: false })
    })
}

function checkId(id: string, kind: Kind): string {
  if (!kind.pattern.test(id))
    throw new InvalidImageIdError({ id, kind: kind.name, expected: kind.expected })
  return id
}

function found(image: ServedImage | undefined, id: string, kind: Kind): ServedImage {
  if (!image) throw new ImageNotFoundError({ id, kind: kind.name })
  return image
}
