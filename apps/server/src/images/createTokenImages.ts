import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultDevnet } from '../config/defaultDevnet.js'
import { createImage, type ServedImage } from './createImage.js'
import { renderMonogram } from './renderMonogram.js'

// Major tokens without an icon in the devnet's assets: a badge of our own in the token's colour.
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

export type CreateTokenImagesParameters = {
  /**
   * A folder of `<SYMBOL>.svg` icons: the devnet's `assets/tokens`. Defaults to the checkout's
   * devnet (`defaultDevnet`); without one, only the generated badges.
   */
  directory?: string | undefined
}

/**
 * Loads the images `GET /public/getTokenImage/{symbol}` serves: the devnet's token icons
 * (`apps/devnet/assets/tokens/<SYMBOL>.svg`: ETH, WETH, USDC, DAI, WBTC, PTS), then a generated
 * badge for each other major token (USDT, BTC, SOL, POL, BNB, ARB, OP, AVAX, LINK, UNI, …).
 *
 * @returns Each upper-case symbol's image.
 *
 * @example
 * import { createTokenImages } from './images/createTokenImages.js'
 * createTokenImages().get('USDC')
 */
export function createTokenImages({
  directory = defaultDevnet()?.tokenIconsDir,
}: CreateTokenImagesParameters = {}): ReadonlyMap<string, ServedImage> {
  const images = new Map<string, ServedImage>()
  for (const file of directory === undefined ? [] : readdirSync(directory)) {
    const match = /^([A-Za-z0-9]{1,16})\.svg$/.exec(file)
    if (!match?.[1] || directory === undefined) continue
    const body = readFileSync(join(directory, file))
    images.set(match[1].toUpperCase(), createImage({ body: new Uint8Array(body) }))
  }
  for (const [symbol, name, color] of majorTokens) {
    if (images.has(symbol)) continue
    images.set(
      symbol,
      createImage({
        body: renderMonogram({ title: name, label: symbol, background: color, shape: 'circle' }),
      }),
    )
  }
  return images
}
