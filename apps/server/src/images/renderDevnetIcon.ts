export type DevnetIconKind = 'evm' | 'evm-l2' | 'solana'

export type RenderDevnetIconParameters = {
  /** The accessible name, such as `Airlock Devnet`. */
  title: string
  /** `evm` (a cube), `evm-l2` (stacked layers) or `solana` (three bars). */
  kind: DevnetIconKind
}

const grounds: Record<DevnetIconKind, [string, string]> = {
  evm: ['#7C5CE6', '#3451C7'],
  'evm-l2': ['#14A38B', '#1064B8'],
  solana: ['#8A3FF0', '#15956F'],
}

// Glyphs of our own on the 96 × 96 grid, in white, inside the hatch ring.
const glyphs: Record<DevnetIconKind, string> = {
  evm: '<path d="M48 30l15.6 9v18L48 66l-15.6-9V39z" fill="none" stroke="#fff" stroke-width="4.5" stroke-linejoin="round"/><path d="M32.4 39L48 48l15.6-9M48 48v18" fill="none" stroke="#fff" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round"/>',
  'evm-l2':
    '<path d="M48 31l18 9-18 9-18-9z" fill="#fff"/><path d="M30 49l18 9 18-9M30 57.5l18 9 18-9" fill="none" stroke="#fff" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round"/>',
  solana:
    '<path d="M38 33h28l-6 7H32zM32 44.5h28l6 7H38zM38 56h28l-6 7H32z" fill="#fff" stroke="#fff" stroke-width="1" stroke-linejoin="round"/>',
}

/**
 * Draws a local network's own icon (no brand's logo): a round badge in a gradient of its own,
 * ringed like an airlock hatch with four bolts, and a glyph for what it is: a cube for the EVM
 * devnet, stacked layers for its L2, three bars for the Solana devnet.
 *
 * @returns The SVG document as text.
 *
 * @example
 * import { renderDevnetIcon } from './images/renderDevnetIcon.js'
 * const svg = renderDevnetIcon({ title: 'Airlock Devnet', kind: 'evm' })
 */
export function renderDevnetIcon({ title, kind }: RenderDevnetIconParameters): string {
  const [from, to] = grounds[kind]
  const name = escapeXml(title)
  const bolts = [
    [48, 9],
    [87, 48],
    [48, 87],
    [9, 48],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#fff" fill-opacity=".75"/>`)
    .join('')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<circle cx="48" cy="48" r="48" fill="url(#g)"/>',
    '<circle cx="48" cy="48" r="31" fill="#000" fill-opacity=".16" stroke="#fff" stroke-opacity=".9" stroke-width="4"/>',
    bolts,
    glyphs[kind],
    '</svg>',
  ].join('')
}

/** Which icon a devnet chain gets, from its CAIP-2 id and name. */
export function devnetIconKind(chain: { caipNetworkId: string; name: string }): DevnetIconKind {
  if (chain.caipNetworkId.startsWith('solana:')) return 'solana'
  return /\bL2$/.test(chain.name) ? 'evm-l2' : 'evm'
}

function escapeXml(text: string): string {
  return text
    .replace(/[\p{Cc}\ufffe\uffff]/gu, '')
    .replace(
      /[&<>"']/g,
      (character) =>
        ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ??
        character,
    )
}
