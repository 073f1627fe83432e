/**
 * Folds text for search: compatibility-decomposes it (NFKD), drops the accents, lower-cases it, and
 * turns every run of characters that are neither letters nor digits into one space.
 *
 * @param value - A wallet name or a search query.
 * @returns The folded text, trimmed; `''` when nothing searchable is left.
 *
 * @example
 * import { normalizeSearchText } from './catalogue/normalizeSearchText.js'
 * normalizeSearchText('  Crypto.com  Ônchain ') // 'crypto com onchain'
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}
