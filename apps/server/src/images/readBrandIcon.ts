import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** The icon families `@web3icons/core` ships (MIT): wallets, exchanges, networks and tokens. */
export type BrandIconKind = 'wallets' | 'exchanges' | 'networks' | 'tokens'

/**
 * `branded` is the logo on a transparent ground; `background` the logo on its brand's ground, as
 * an app icon (what wallet tiles show).
 */
export type BrandIconVariant = 'branded' | 'background'

const extension = '.svg.js'
const namePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/
// Anything that could fetch, navigate or run: a logo needs none of it. An icon with any of it is
// not served (the monogram stands in), on top of the CSP every image is served with.
const unsafeMarkup =
  /<script|<foreignObject|<iframe|<object|<embed|<image\b|\son[a-z]+\s*=|javascript:|href\s*=\s*["'](?!#)|url\(\s*["']?(?!#)|@import/i

const listings = new Map<string, ReadonlySet<string>>()
const cache = new Map<string, string | null>()
let root: string | undefined

/**
 * The names `@web3icons/core` has an icon of, such as `metamask` (wallets), `binance` (exchanges),
 * `ethereum` (networks) or `USDC` (tokens). The folder is listed once; no icon is read.
 *
 * @example
 * import { listBrandIcons } from './images/readBrandIcon.js'
 * listBrandIcons('wallets', 'background').has('metamask') // true
 */
export function listBrandIcons(
  kind: BrandIconKind,
  variant: BrandIconVariant = 'branded',
): ReadonlySet<string> {
  const key = `${kind}/${variant}`
  let names = listings.get(key)
  if (!names) {
    const folder = join(iconsRoot(), kind, variant)
    names = new Set(
      existsSync(folder)
        ? readdirSync(folder)
            .filter((file) => file.endsWith(extension))
            .map((file) => file.slice(0, -extension.length))
        : [],
    )
    listings.set(key, names)
  }
  return names
}

/**
 * One SVG logo of `@web3icons/core`, read on first use and then kept, with a `<title>` added so it
 * names itself. The package ships each SVG as a JavaScript module holding one string; it is read
 * as text, never run.
 *
 * @param kind - The family.
 * @param name - The file's name without extension, as `listBrandIcons` gives it.
 * @param parameters.title - Written into the SVG's `<title>`.
 * @param parameters.variant - Defaults to `'branded'`.
 * @returns The SVG document, or `undefined` when there is no such icon or it holds anything but
 *   drawing (scripts, links, external references).
 *
 * @example
 * import { readBrandIcon } from './images/readBrandIcon.js'
 * readBrandIcon('wallets', 'metamask', { title: 'MetaMask', variant: 'background' })
 */
export function readBrandIcon(
  kind: BrandIconKind,
  name: string,
  { title, variant = 'branded' }: { title: string; variant?: BrandIconVariant },
): string | undefined {
  if (!namePattern.test(name) || !listBrandIcons(kind, variant).has(name)) return undefined
  const key = `${kind}/${variant}/${name}`
  let svg = cache.get(key)
  if (svg === undefined) {
    svg = parseIconModule(readFileSync(join(iconsRoot(), kind, variant, name + extension), 'utf8'))
    cache.set(key, svg)
  }
  if (svg === null) return undefined
  return svg.replace(/^<svg\b([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(/\s(?:class|role|aria-label)="[^"]*"/g, '')
    return `<svg${kept} role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>`
  })
}

/**
 * The SVG text in one of the package's modules (`var x =\n  '<svg …>…</svg>\n'\n\nexport …`), or
 * `null` when the module has another shape or the SVG holds unsafe markup.
 */
export function parseIconModule(source: string): string | null {
  const match = /^var [\w$]+ =\s*'((?:[^'\\]|\\.)*)'\s*\n\s*export \{ [\w$]+ as default \}/.exec(
    source,
  )
  if (!match?.[1]) return null
  const svg = match[1]
    .replace(/\\(.)/g, (_, character: string) =>
      character === 'n' ? '\n' : character === 't' ? '\t' : character,
    )
    .trim()
  if (!/^<svg\b[^>]*>[\s\S]*<\/svg>$/.test(svg) || !isSafeSvg(svg)) return null
  return svg
}

/**
 * Whether an SVG holds only drawing: no script, event handler, foreign or embedded content, link,
 * external reference (`href`, `url()` or `@import` to anything but `#…`), entity declaration or
 * processing beyond the XML declaration.
 */
export function isSafeSvg(svg: string): boolean {
  return !unsafeMarkup.test(svg) && !/<!ENTITY|<!DOCTYPE/i.test(svg)
}

function iconsRoot(): string {
  if (root === undefined) {
    // The package's `./svgs/wallets/*` export, resolved through one file every version has.
    const require = createRequire(import.meta.url)
    const metamask = require.resolve('@web3icons/core/svgs/wallets/branded/metamask.svg.js')
    root = dirname(dirname(dirname(metamask)))
  }
  return root
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
