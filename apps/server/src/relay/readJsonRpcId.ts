/**
 * A JSON-RPC id exactly as it was written: `raw` is the JSON token (`"1795307247071424512"` with
 * its quotes, or a bare number such as `1795307247071424512`), `key` the text to match it by (the
 * string's value, or the number's digits).
 */
export type JsonRpcId = { raw: string; key: string }

const number = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/

/**
 * Finds the top-level `id` of a JSON-RPC frame without converting it: WalletConnect clients send
 * 19-digit ids (as strings, and some SDKs as bare numbers), which `JSON.parse` would round to
 * the nearest double. Echoing `raw` back keeps them exact. When a key repeats, the last one wins,
 * as in `JSON.parse`.
 *
 * @param text - The frame.
 * @returns The id, or `undefined` when the frame is not a JSON object, has no `id`, or its `id`
 * is not a string or a number (`null` included: such a frame gets no answer).
 *
 * @example
 * import { readJsonRpcId } from './readJsonRpcId.js'
 * readJsonRpcId('{"id":1795307247071424512,"method":"irn_subscribe"}')
 * // { raw: '1795307247071424512', key: '1795307247071424512' }
 */
export function readJsonRpcId(text: string): JsonRpcId | undefined {
  let found: JsonRpcId | undefined
  let index = skipSpace(text, 0)
  if (text[index] !== '{') return undefined
  index = skipSpace(text, index + 1)
  if (text[index] === '}') return undefined
  for (;;) {
    if (text[index] !== '"') return undefined
    const keyEnd = endOfString(text, index)
    if (keyEnd < 0) return undefined
    const key = parseString(text.slice(index, keyEnd))
    if (key === undefined) return undefined
    index = skipSpace(text, keyEnd)
    if (text[index] !== ':') return undefined
    const valueStart = skipSpace(text, index + 1)
    const valueEnd = endOfValue(text, valueStart)
    if (valueEnd < 0) return undefined
    if (key === 'id') found = toId(text.slice(valueStart, valueEnd))
    index = skipSpace(text, valueEnd)
    if (text[index] === ',') {
      index = skipSpace(text, index + 1)
      continue
    }
    if (text[index] !== '}') return undefined
    break
  }
  return skipSpace(text, index + 1) === text.length ? found : undefined
}

function toId(raw: string): JsonRpcId | undefined {
  if (raw.startsWith('"')) {
    const key = parseString(raw)
    return key === undefined ? undefined : { raw, key }
  }
  return number.test(raw) ? { raw, key: raw } : undefined
}

function parseString(raw: string): string | undefined {
  try {
    const value: unknown = JSON.parse(raw)
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

function skipSpace(text: string, index: number): number {
  let at = index
  for (;;) {
    const code = text.charCodeAt(at)
    // JSON whitespace: space, tab, line feed, carriage return.
    if (code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return at
    at += 1
  }
}

/** The index just past the string that opens at `index`, or -1. */
function endOfString(text: string, index: number): number {
  // From quote to quote (`indexOf` is native, a frame's message is hundreds of characters): a
  // quote ends the string unless an odd run of backslashes escapes it.
  for (let quote = text.indexOf('"', index + 1); quote >= 0; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes += 1
    if (backslashes % 2 === 0) return quote + 1
  }
  return -1
}

/** The index just past the value that starts at `index`, or -1. Nested values are only balanced. */
function endOfValue(text: string, index: number): number {
  const first = text[index]
  if (first === '"') return endOfString(text, index)
  if (first === '{' || first === '[') {
    let depth = 0
    for (let at = index; at < text.length; at += 1) {
      const code = text.charCodeAt(at)
      if (code === 0x22) {
        at = endOfString(text, at) - 1
        if (at < 0) return -1
      } else if (code === 0x7b || code === 0x5b) depth += 1
      else if (code === 0x7d || code === 0x5d) {
        depth -= 1
        if (depth === 0) return at + 1
      }
    }
    return -1
  }
  let at = index
  while (at < text.length && /[-+.\w]/.test(text[at] as string)) at += 1
  const token = text.slice(index, at)
  return token === 'true' || token === 'false' || token === 'null' || number.test(token) ? at : -1
}
