import { parseCaipNetworkId } from '@airlock/protocol'
import { CatalogueFileError } from '../errors/catalogue.js'
import { isSafeSvg } from '../images/readBrandIcon.js'
import { type StoredWallet, walletImageTypes } from './storedWallet.js'

/** A wallet read from an import: `order` is `null` when the file gives none. */
export type ImportedWallet = Omit<StoredWallet, 'order'> & { order: number | null }

/** An entry left out of an import, and why. */
export type SkippedEntry = {
  /** Its position in the file's list (or listing map), from 0. */
  index: number
  /** Its id, when it has a usable one. */
  id: string | undefined
  reason: string
}

export type ParseCatalogueImportParameters = {
  /** Named in the error when the input has no accepted shape. Defaults to `'the input'`. */
  file?: string
}

export type ParseCatalogueImportReturnType = {
  /** Which shape the input had. */
  format: 'listings' | 'getWallets' | 'array'
  wallets: ImportedWallet[]
  skipped: SkippedEntry[]
}

export type ParseCatalogueImportErrorType = CatalogueFileError

const idPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/
const colorPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
const namespacePattern = /^[-a-z0-9]{3,8}$/
// Schemes that would run code or read local data if a client followed the link.
const blockedSchemes = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])
/** The largest image an import may bring, inline or by `image_url`: 256 KiB. */
export const maxImageBytes = 256 * 1024

class EntryProblem extends Error {}

/**
 * Reads wallets from a JSON export of a WalletConnect-compatible explorer, in any of three shapes:
 * `{ listings: { [id]: listing } }` (explorer v3 listings: `mobile.native` / `mobile.universal`,
 * `desktop.native`, `app.browser` / `ios` / `android` / `chrome`, `image_url.md`,
 * `metadata.colors.primary`), `{ data: Wallet[], count }` (a `GET /getWallets` answer), or a plain
 * array of either kind of entry (the bundled list's shape, with `universal_link`, `injected_ids` and
 * `brand_color`, is one). Each entry is checked on its own: a bad one is reported with its index and
 * the reason, and the rest are kept.
 *
 * Links: `mobile_link` is the wallet's native scheme when it has one, else its universal link;
 * `link_mode` is its universal link. Only http(s) URLs are kept for the homepage, stores, web app
 * and image; no link may use a script-running scheme (`javascript:`, `data:`, …). An explorer
 * `image_id` is not kept: the server names images by the hash of what it serves.
 *
 * @param input - The parsed JSON.
 * @returns The valid wallets, in file order, and the skipped entries.
 * @throws {CatalogueFileError} When the input has none of the three shapes.
 *
 * @example
 * import { parseCatalogueImport } from './catalogue/parseCatalogueImport.js'
 * const { wallets, skipped } = parseCatalogueImport(JSON.parse(text), { file: 'wallets.json' })
 */
export function parseCatalogueImport(
  input: unknown,
  { file = 'the input' }: ParseCatalogueImportParameters = {},
): ParseCatalogueImportReturnType {
  const { format, entries } = listEntries(input, file)
  const wallets: ImportedWallet[] = []
  const skipped: SkippedEntry[] = []
  const seen = new Map<string, number>()
  entries.forEach(([key, raw], index) => {
    const rawId = isRecord(raw) ? (raw.id ?? key) : key
    const id = typeof rawId === 'string' && idPattern.test(rawId) ? rawId : undefined
    try {
      const wallet = toImportedWallet(raw, key)
      const first = seen.get(wallet.id)
      if (first !== undefined) throw new EntryProblem(`duplicate id (first at index ${first})`)
      seen.set(wallet.id, index)
      wallets.push(wallet)
    } catch (error) {
      if (!(error instanceof EntryProblem)) throw error
      skipped.push({ index, id, reason: error.message })
    }
  })
  return { format, wallets, skipped }
}

function listEntries(input: unknown, file: string) {
  if (Array.isArray(input))
    return { format: 'array' as const, entries: input.map((raw) => [undefined, raw] as const) }
  if (isRecord(input) && isRecord(input.listings))
    return { format: 'listings' as const, entries: Object.entries(input.listings) }
  if (isRecord(input) && Array.isArray(input.listings))
    return {
      format: 'listings' as const,
      entries: input.listings.map((raw: unknown) => [undefined, raw] as const),
    }
  if (isRecord(input) && Array.isArray(input.data))
    return {
      format: 'getWallets' as const,
      entries: input.data.map((raw: unknown) => [undefined, raw] as const),
    }
  throw new CatalogueFileError({
    file,
    problem: 'expected { listings: { … } }, { data: [ … ], count } or an array of wallets',
  })
}

function toImportedWallet(raw: unknown, key: string | undefined): ImportedWallet {
  if (!isRecord(raw)) fail('not an object')
  if (
    raw.app_type !== undefined &&
    raw.app_type !== null &&
    raw.app_type !== 'wallet' &&
    raw.app_type !== 'hybrid'
  )
    fail(`not a wallet (app_type ${JSON.stringify(raw.app_type)})`)
  const id = raw.id ?? key
  if (typeof id !== 'string' || !idPattern.test(id))
    fail('id must be 1 to 128 letters, digits, dots, dashes or underscores')
  const name = text(raw.name, 'name')
  if (name === null) fail('name is required')
  if (name.length > 100) fail('name must be at most 100 characters')

  const universal = appLink(
    first(raw.universal_link, raw.link_mode, at(raw, 'mobile', 'universal')),
    'universal link',
  )
  const native = appLink(first(raw.mobile_link, at(raw, 'mobile', 'native')), 'mobile_link')
  return {
    id,
    name,
    homepage: webUrl(raw.homepage, 'homepage'),
    image_url: webUrl(imageUrl(raw.image_url), 'image_url'),
    mobile_link: native ?? universal,
    desktop_link: appLink(
      first(raw.desktop_link, at(raw, 'desktop', 'native'), at(raw, 'desktop', 'universal')),
      'desktop_link',
    ),
    webapp_link: webUrl(first(raw.webapp_link, at(raw, 'app', 'browser')), 'webapp_link'),
    link_mode: universal,
    app_store: webUrl(first(raw.app_store, at(raw, 'app', 'ios')), 'app_store'),
    play_store: webUrl(first(raw.play_store, at(raw, 'app', 'android')), 'play_store'),
    chrome_store: webUrl(first(raw.chrome_store, at(raw, 'app', 'chrome')), 'chrome_store'),
    rdns: rdns(raw.rdns),
    injected: injected(raw.injected, raw.injected_ids),
    chains: chains(raw.chains),
    badge_type: badge(raw.badge_type),
    order: order(raw.order),
    brand_color: color(first(raw.brand_color, at(raw, 'metadata', 'colors', 'primary'))),
    image: image(first(raw.image_data, raw.image)),
  }
}

function fail(reason: string): never {
  throw new EntryProblem(reason)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function at(value: unknown, ...path: string[]): unknown {
  let current = value
  for (const key of path) current = isRecord(current) ? current[key] : undefined
  return current
}

// Explorers write "" for a missing link; the first value that says something wins.
function first(...values: unknown[]): unknown {
  return values.find((value) => value !== undefined && value !== null && value !== '')
}

function text(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') fail(`${field} must be a string`)
  const trimmed = value.trim()
  if (/\p{Cc}/u.test(trimmed)) fail(`${field} must not contain control characters`)
  return trimmed === '' ? null : trimmed
}

function webUrl(value: unknown, field: string): string | null {
  const link = text(value, field)
  if (link === null) return null
  if (link.length > 2048) fail(`${field} must be at most 2048 characters`)
  if (!URL.canParse(link) || !/^https?:$/.test(new URL(link).protocol))
    fail(`${field} must be an http(s) URL`)
  return link
}

// A native scheme (`metamask://`, `trust:`) or an http(s) link; never one that runs code.
function appLink(value: unknown, field: string): string | null {
  const link = text(value, field)
  if (link === null) return null
  if (link.length > 2048) fail(`${field} must be at most 2048 characters`)
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase()
  if (!scheme || /\s/.test(link)) fail(`${field} must be a URL with a scheme, such as wallet://`)
  if (blockedSchemes.has(scheme)) fail(`${field} must not use the ${scheme}: scheme`)
  if ((scheme === 'http' || scheme === 'https') && !URL.canParse(link))
    fail(`${field} must be a valid URL`)
  return link
}

function imageUrl(value: unknown): unknown {
  return isRecord(value) ? first(value.md, value.lg, value.sm) : value
}

function rdns(value: unknown): string | null {
  const name = text(value, 'rdns')
  if (name !== null && !/^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(name))
    fail('rdns must be a reverse domain name, such as io.metamask')
  if (name !== null && name.length > 255) fail('rdns must be at most 255 characters')
  return name
}

function injected(list: unknown, ids: unknown): ImportedWallet['injected'] {
  const entries: { namespace: string; injected_id: string }[] = []
  if (list !== undefined && list !== null) {
    if (!Array.isArray(list)) fail('injected must be a list')
    list.forEach((item, index) => {
      const namespace = text(at(item, 'namespace'), `injected[${index}].namespace`) ?? 'eip155'
      const id = text(at(item, 'injected_id'), `injected[${index}].injected_id`)
      if (!namespacePattern.test(namespace)) fail(`injected[${index}].namespace is not a namespace`)
      if (id === null || id.length > 128)
        fail(`injected[${index}].injected_id must be 1 to 128 characters`)
      entries.push({ namespace, injected_id: id })
    })
  }
  if (ids !== undefined && ids !== null) {
    if (!Array.isArray(ids)) fail('injected_ids must be a list')
    ids.forEach((item, index) => {
      const id = text(item, `injected_ids[${index}]`)
      if (id === null || id.length > 128) fail(`injected_ids[${index}] must be 1 to 128 characters`)
      entries.push({ namespace: 'eip155', injected_id: id })
    })
  }
  return entries.length > 0 ? entries : null
}

function chains(value: unknown): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) fail('chains must be a list')
  if (value.length > 1000) fail('chains must have at most 1000 entries')
  const unique = new Set<string>()
  value.forEach((chain, index) => {
    if (typeof chain !== 'string') fail(`chains[${index}] must be a string`)
    try {
      parseCaipNetworkId(chain)
    } catch {
      fail(`chains[${index}] ${JSON.stringify(chain.slice(0, 64))} is not a CAIP-2 network id`)
    }
    unique.add(chain)
  })
  return [...unique]
}

function badge(value: unknown): ImportedWallet['badge_type'] {
  if (value === undefined || value === null || value === '') return 'none'
  if (value !== 'none' && value !== 'certified') fail('badge_type must be none or certified')
  return value
}

function order(value: unknown): number | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 2 ** 31 - 1)
    fail('order must be a whole number from 0 to 2147483647')
  return value
}

// A bad colour only costs the brand colour: the icon falls back to one derived from the id.
function color(value: unknown): string | null {
  return typeof value === 'string' && colorPattern.test(value.trim()) ? value.trim() : null
}

function image(value: unknown): ImportedWallet['image'] {
  if (typeof value !== 'string' || !value.startsWith('data:')) return null
  const match = /^data:([a-z+/]+)(?:;charset=[\w-]+)?;base64,([A-Za-z0-9+/=\s]+)$/i.exec(value)
  const type = walletImageTypes.find((known) => known === match?.[1]?.toLowerCase())
  if (!match?.[2] || !type)
    fail(`image must be a base64 data URL of ${walletImageTypes.join(', ')}`)
  const bytes = Buffer.from(match[2], 'base64')
  if (bytes.byteLength === 0 || bytes.byteLength > maxImageBytes)
    fail(`image must be 1 byte to ${maxImageBytes / 1024} KB`)
  if (!looksLike(type, bytes)) fail(`image does not hold ${type} data`)
  if (type === 'image/svg+xml' && !isSafeSvg(bytes.toString('utf8')))
    fail('image is an SVG with scripts, links or external references')
  return { content_type: type, base64: bytes.toString('base64') }
}

/** Whether `bytes` start as `type`'s files do (PNG, JPEG, WebP signatures; an `<svg` element). */
export function looksLike(type: (typeof walletImageTypes)[number], bytes: Buffer): boolean {
  if (type === 'image/png')
    return bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  if (type === 'image/jpeg') return bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))
  if (type === 'image/webp')
    return bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP'
  return /<svg[\s>]/.test(bytes.toString('utf8', 0, 4096))
}
