import {
  emailAuthMessages,
  frameErrorMessages,
  inputMessages,
  socialErrorMessages,
  userMessages,
  walletMessages,
} from './catalogue.js'

/**
 * The code of a message a person may see (SPEC §5, §6, §8): the key of its English text in
 * `userMessages`, `inputMessages`, `walletMessages`, `frameErrorMessages`,
 * `socialErrorMessages` or `emailAuthMessages`. Clients show the
 * code's text from their own catalogue, in the person's language; the English stays for logs.
 */
export type MessageCode =
  | keyof typeof userMessages
  | keyof typeof inputMessages
  | keyof typeof walletMessages
  | keyof typeof frameErrorMessages
  | keyof typeof socialErrorMessages
  | keyof typeof emailAuthMessages

/** The values a message's placeholders take (`registerNameFailed` → `{ name }`). */
export type MessageParams = Record<string, string | number>

const catalogues = [
  userMessages,
  inputMessages,
  walletMessages,
  frameErrorMessages,
  socialErrorMessages,
  emailAuthMessages,
]
// Code by English text, made on the first look-up, not as the module loads: a page that meets
// no error never builds it (its loop, and the map, are heap the page would keep).
let codes: Map<string, MessageCode> | undefined

function codesByText(): Map<string, MessageCode> {
  if (codes) return codes
  codes = new Map()
  for (const messages of catalogues)
    for (const [code, text] of Object.entries(messages))
      if (typeof text === 'string') codes.set(text, code as MessageCode)
  return codes
}

/**
 * Whether a value that crossed a boundary (the frame's answer, a server's body) is a message code.
 *
 * @param code - A claimed code.
 * @returns `true` for a key of the catalogues.
 *
 * @example
 * import { isMessageCode } from '@airlock/protocol'
 * isMessageCode('socialLoginCancelled') // true
 */
export function isMessageCode(code: string): code is MessageCode {
  return catalogues.some((messages) => Object.hasOwn(messages, code))
}

/**
 * The code of a catalogue text without placeholders; undefined for any other text.
 *
 * @param text - A message's English text.
 * @returns Its code, or undefined.
 *
 * @example
 * import { messageCodeOf } from '@airlock/protocol'
 * messageCodeOf('Insufficient balance') // 'insufficientBalance'
 */
export function messageCodeOf(text: string): MessageCode | undefined {
  return codesByText().get(text)
}
