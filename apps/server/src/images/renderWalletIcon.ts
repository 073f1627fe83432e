import { createHash } from 'node:crypto'
import { renderMonogram } from './renderMonogram.js'

export type RenderWalletIconParameters = {
  /** The wallet's name: its initials are drawn, and it is the image's title. */
  name: string
  /** The brand colour, `#rgb` or `#rrggbb`. Defaults to a colour derived from `seed`. */
  color?: string | null | undefined
  /** What picks the colour when there is no brand colour, such as the wallet id. Defaults to `name`. */
  seed?: string
}

// Words that say nothing about which wallet it is, left out of the initials when others remain.
const genericWords = new Set([
  'wallet',
  'app',
  'the',
  'crypto',
  'web3',
  'defi',
  'browser',
  'mobile',
])

/**
 * Draws a wallet's monogram: a rounded square in its brand colour with one or two initials
 * (`MetaMask` → `MM`, `Trust Wallet` → `T`, `Ledger Live` → `LL`), titled with its name.
 *
 * @returns The SVG document as text.
 *
 * @example
 * import { renderWalletIcon } from './images/renderWalletIcon.js'
 * const svg = renderWalletIcon({ name: 'MetaMask', color: '#F6851B' })
 */
export function renderWalletIcon({ name, color, seed = name }: RenderWalletIconParameters): string {
  const background =
    color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : hashColor(seed)
  return renderMonogram({ title: name, label: walletInitials(name), background })
}

/** `MetaMask` → `MM`, `Trust Wallet` → `T`, `1inch Wallet` → `1`, `` → `?`. */
function walletInitials(name: string): string {
  const words = name
    // Splits camel case (`MetaMask`, `imToken`) into words, but not runs of capitals (`OKX`).
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const telling = words.filter((word) => !genericWords.has(word.toLowerCase()))
  const chosen = (telling.length > 0 ? telling : words).slice(0, 2)
  const initials = chosen.map((word) => [...word][0] ?? '').join('')
  return initials.toLocaleUpperCase('en') || '?'
}

// A stable, mid-saturation colour per seed, so wallets without a brand colour still differ.
function hashColor(seed: string): string {
  const digest = createHash('sha256').update(seed).digest()
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  return hslToHex(hue, 0.55, 0.45)
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const amount = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}
