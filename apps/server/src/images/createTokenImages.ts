import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultDevnet } from '../config/defaultDevnet.js'
import { createImage, type ServedImage } from './createImage.js'
import { listBrandIcons, readBrandIcon } from './readBrandIcon.js'
import { renderMonogram } from './renderMonogram.js'

// Major tokens without any other icon: a badge of our own in the token's colour.
const majorTokens = [
  ['ETH', 'Ether', '#627EEA'],
  ['WETH', 'Wrapped Ether', '#627EEA'],
  ['USDC', 'USD Coin', '#2775CA'],
  ['USDT', 'Tether USD', '#26A17B'],
  ['DAI', 'Dai', '#F5AC37'],
  ['WBTC', 'Wrapped Bitcoin', '#F09242'],
  ['BTC', 'Bitcoin', '#F7931A'],
  ['SOL', 'Solana', '#9945FF'],
  ['POL', 'Polygon', '#8247E5'],
  ['MATIC', 'Polygon', '#8247E5'],
  ['BNB', 'BNB', '#F0B90B'],
  ['ARB', 'Arbitrum', '#28A0F0'],
  ['OP', 'Optimism', '#FF0420'],
  ['AVAX', 'Avalanche', '#E84142'],
  ['GNO', 'Gnosis', '#04795B'],
  ['XDAI', 'xDAI', '#04795B'],
  ['CELO', 'Celo', '#FCFF52'],
  ['LINK', 'Chainlink', '#2A5ADA'],
  ['UNI', 'Uniswap', '#FF007A'],
  ['AAVE', 'Aave', '#9391F7'],
] as const

// The devnet's own tokens: another token under the same symbol has a logo, but not theirs.
const devnetOwn = new Set(['PTS', 'CLAIM'])

export type CreateTokenImagesParameters = {
  /**
   * A folder of `<SYMBOL>.svg` icons: the devnet's `assets/tokens`. Defaults to the checkout's
   * devnet (`defaultDevnet`); without one, only the brand logos and the generated badges.
   */
  directory?: string | undefined
  /** Whether `@web3icons/core`'s token logos come first. Defaults to `true`. */
  brandLogos?: boolean
}

/**
 * Loads the images `GET /public/getTokenImage/{symbol}` serves: the real logo of every token
 * `@web3icons/core` has one of (1,788 symbols: ETH, USDC, USDT, DAI, WBTC, SOL, …; each read on
 * first use), then the devnet's token icons (`apps/devnet/assets/tokens/<SYMBOL>.svg`: WETH, and
 * the devnet's own PTS and CLAIM, which win over another token's logo under the same symbol), then a generated badge for each other major token.
 *
 * @returns Each upper-case symbol's image.
 *
 * @example
 * import { createTokenImages } from './images/createTokenImages.js'
 * createTokenImages().get('USDC')
 */
export function createTokenImages({
  directory = defaultDevnet()?.tokenIconsDir,
  brandLogos = true,
}: CreateTokenImagesParameters = {}): ReadonlyMap<string, ServedImage> {
  const images = new Map<string, ServedImage>()
  for (const file of directory === undefined ? [] : readdirSync(directory)) {
    const match = /^([A-Za-z0-9]{1,16})\.svg$/.exec(file)
    if (!match?.[1] || directory === undefined) continue
    const symbol = match[1].toUpperCase()
    if (brandLogos && !devnetOwn.has(symbol) && listBrandIcons('tokens').has(symbol)) continue
    const body = readFileSync(join(directory, file))
    images.set(symbol, createImage({ body: new Uint8Array(body) }))
  }
  for (const [symbol, name, color] of majorTokens) {
    if (images.has(symbol) || (brandLogos && listBrandIcons('tokens').has(symbol))) continue
    images.set(
      symbol,
      createImage({
        body: renderMonogram({ title: name, label: symbol, background: color, shape: 'circle' }),
      }),
    )
  }
  return brandLogos ? new BrandTokenImages(images) : images
}

// The drawn icons, plus each brand logo the first time a symbol is asked for: the 1,788 logos are
// listed at start, not read.
class BrandTokenImages extends Map<string, ServedImage> {
  readonly #names = listBrandIcons('tokens')
  readonly #missing = new Set<string>()

  override get(symbol: string): ServedImage | undefined {
    const image = super.get(symbol)
    if (image || !this.#names.has(symbol) || this.#missing.has(symbol)) return image
    let svg = readBrandIcon('tokens', symbol, { title: symbol })
    // Drawn in white alone (WBTC): on its brand's ground, or a light card would hide it.
    if (svg && drawsInWhiteOnly(svg))
      svg = readBrandIcon('tokens', symbol, { title: symbol, variant: 'background' }) ?? svg
    if (!svg) {
      this.#missing.add(symbol)
      return undefined
    }
    const loaded = createImage({ body: svg })
    super.set(symbol, loaded)
    return loaded
  }

  override has(symbol: string): boolean {
    return super.has(symbol) || this.get(symbol) !== undefined
  }
}

/** Whether every fill and stroke of `svg` is white: a logo meant for a dark ground. */
function drawsInWhiteOnly(svg: string) {
  const paints = [...svg.matchAll(/\b(?:fill|stroke)="([^"]+)"/g)]
    .map((match) => match[1]?.toLowerCase())
    .filter((paint) => paint !== 'none')
  return paints.length > 0 && paints.every((paint) => /^(#fff|#ffffff|white)$/.test(paint ?? ''))
}
