/**
 * Reads a structured header value such as `Content-Type` or `Content-Disposition`: its main value
 * in lower case and its `; name=value` parameters (names in lower case, quoted strings unquoted,
 * RFC 2231 `name*=charset''percent-encoded` values decoded).
 *
 * @param value - The unfolded header value.
 * @returns The value and its parameters.
 *
 * @example
 * import { parseHeaderParameters } from './mail/parseHeaderParameters.js'
 * parseHeaderParameters('text/plain; charset="UTF-8"')
 * // { value: 'text/plain', parameters: { charset: 'UTF-8' } }
 */
export function parseHeaderParameters(value: string): {
  value: string
  parameters: Record<string, string>
} {
  const parameters: Record<string, string> = {}
  const semicolon = value.indexOf(';')
  const main = (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase()
  const rest = semicolon === -1 ? '' : value.slice(semicolon + 1)
  const parameter = /\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))\s*(?:;|$)/gy
  let index = 0
  while (index < rest.length) {
    parameter.lastIndex = index
    const match = parameter.exec(rest)
    if (!match) {
      // Skip a malformed parameter up to the next semicolon.
      const next = rest.indexOf(';', index)
      if (next === -1) break
      index = next + 1
      continue
    }
    index = parameter.lastIndex
    const [, rawName = '', quoted, bare] = match
    const name = rawName.toLowerCase()
    const text = quoted === undefined ? (bare ?? '').trim() : quoted.replace(/\\(.)/g, '$1')
    if (name.endsWith('*')) {
      const extended = /^([^']*)'[^']*'(.*)$/.exec(text)
      parameters[name.slice(0, -1)] = extended
        ? decodePercent(extended[2] ?? '', extended[1] ?? '')
        : text
    } else parameters[name] ??= text
  }
  return { value: main, parameters }
}

function decodePercent(text: string, charset: string): string {
  const bytes = Buffer.from(
    text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    'latin1',
  )
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}
