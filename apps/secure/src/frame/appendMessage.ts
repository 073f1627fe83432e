import { appendAddress } from './appendAddress.js'

// An EVM address, or a base58 one (Solana's, 32 to 44 characters): a sign-in message's second line.
// A run of hex digits alone (a nonce, a request ID) is base58 too when it has no 0: not an address.
const addresses =
  /0x[0-9a-fA-F]{40}(?![0-9a-fA-F])|(?<![\w])(?![0-9a-fA-F]{32,44}(?!\w))[1-9A-HJ-NP-Za-km-z]{32,44}(?![\w])/g

/**
 * Appends a message to be signed to `parent` as its text, each address in it kept in two halves
 * (`appendAddress`): on a phone's narrow screen a SIWE message's address broke with its last
 * character alone on the next line.
 *
 * @param parent - The message's box (a `pre` that wraps).
 * @param text - The message, verbatim.
 *
 * @example
 * appendMessage(details, 'localhost wants you to sign in with your Ethereum account:\n0x7099…')
 */
export function appendMessage(parent: HTMLElement, text: string) {
  let from = 0
  for (const match of text.matchAll(addresses)) {
    parent.append(text.slice(from, match.index))
    appendAddress(parent, match[0])
    from = match.index + match[0].length
  }
  parent.append(text.slice(from))
}
