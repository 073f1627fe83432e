import { createHash } from 'node:crypto'
import type { StoredName } from './createNameRepository.js'

/**
 * The avatar a name shows: its `avatar` attribute when its owner set one, else a picture drawn
 * from the name itself — so a name registered without one still has a face in Send, in the
 * Account header and in any ENS client (the way Basenames and others give every name a default).
 *
 * @param row - The stored name.
 * @returns A URL or `data:` URI, as the ENS `avatar` text record holds it.
 *
 * @example
 * nameAvatar({ name: 'alice.airlock.test', attributes: {} }) // 'data:image/svg+xml;base64,…'
 */
export function nameAvatar(row: Pick<StoredName, 'name' | 'attributes'>): string {
  return row.attributes.avatar || defaultAvatar(row.name)
}

/**
 * A deterministic picture for a name: two colours and a disc placed by the name's SHA-256, as an
 * SVG `data:` URI (no text, so no font; no script, so safe in any `<img>`). About 500 bytes, small
 * enough for a CCIP-Read answer.
 *
 * @param name - The normalised name.
 * @returns `data:image/svg+xml;base64,…`
 *
 * @example
 * defaultAvatar('alice.airlock.test') === defaultAvatar('alice.airlock.test') // true
 */
export function defaultAvatar(name: string): string {
  const bytes = createHash('sha256').update(name).digest()
  const at = (index: number) => bytes[index] ?? 0
  const hue = Math.round((at(0) / 256) * 360)
  const second = (hue + 40 + (at(1) % 140)) % 360
  const third = (hue + 180) % 360
  const cx = 16 + (at(2) % 32)
  const cy = 16 + (at(3) % 32)
  const r = 12 + (at(4) % 16)
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 75% 62%)"/>`,
    `<stop offset="1" stop-color="hsl(${second} 70% 42%)"/>`,
    '</linearGradient></defs>',
    '<rect width="64" height="64" fill="url(#g)"/>',
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${third} 80% 85%)" fill-opacity="0.55"/>`,
    '</svg>',
  ].join('')
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
