/** What the API shows of an NFT's metadata. */
export type NftMetadata = { name?: string; image?: string }

// Images a browser may show from our JSON as they are: inline raster or SVG images (an SVG in an
// <img> runs no script), or https URLs. Nothing that navigates or runs (`javascript:`, `data:text/html`).
const inlineImage = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;[a-z0-9=.+-]+)*,/i
const maxImageLength = 256 * 1024
const maxUriLength = 1024 * 1024

/**
 * Reads an ERC-721 `tokenURI` that holds its metadata inline (`data:application/json;base64,…`
 * or `data:application/json,…`, as on-chain collections do). Remote URIs (`https://`, `ipfs://`)
 * are not fetched: the server makes no requests to addresses a contract chooses.
 *
 * @param uri - The token URI.
 * @returns The name and a displayable image, when present; `{}` for anything else.
 *
 * @example
 * import { parseTokenUri } from './blockchain/parseTokenUri.js'
 * parseTokenUri('data:application/json,{"name":"Orb #1"}') // { name: 'Orb #1' }
 */
export function parseTokenUri(uri: string): NftMetadata {
  if (uri.length > maxUriLength) return {}
  const match = /^data:application\/json(;[a-z0-9=.+-]+)*?(;base64)?,(.*)$/is.exec(uri)
  if (!match) return {}
  let json: unknown
  try {
    const payload = match[3] ?? ''
    const text = match[2]
      ? Buffer.from(payload, 'base64').toString('utf8')
      : decodeURIComponent(payload)
    json = JSON.parse(text)
  } catch {
    return {}
  }
  if (typeof json !== 'object' || json === null) return {}
  const { name, image } = json as { name?: unknown; image?: unknown }
  const metadata: NftMetadata = {}
  if (typeof name === 'string' && name.trim()) metadata.name = name.trim().slice(0, 200)
  if (typeof image === 'string' && image.length <= maxImageLength && isShowable(image))
    metadata.image = image
  return metadata
}

function isShowable(image: string): boolean {
  if (inlineImage.test(image)) return true
  try {
    return new URL(image).protocol === 'https:'
  } catch {
    return false
  }
}
