import type { SocialRefusals } from './messages/frameMessagesType.js'

/**
 * The social callback page's text for the server's refusal: the text of the body's `code` (with
 * its `provider` parameter) in the page's language; undefined for a body without a known code.
 *
 * @param refused - The page's texts by code.
 * @param body - The server's error body, `{ name, message, code?, params? }`.
 * @returns The text to show, or undefined.
 *
 * @example
 * import { refusalText } from './refusalText.js'
 * refusalText(frameMessages('fr').social.refused, { code: 'socialLoginCancelled', params: { provider: 'GitHub' } })
 * // 'La connexion avec GitHub a été annulée'
 */
export function refusalText(refused: SocialRefusals, body: unknown): string | undefined {
  const { code, params } = (body ?? {}) as { code?: unknown; params?: { provider?: unknown } }
  if (typeof code !== 'string' || !Object.hasOwn(refused, code)) return undefined
  const text = refused[code as keyof SocialRefusals]
  if (typeof text === 'string') return text
  const provider = params?.provider
  return typeof provider === 'string' ? text(provider) : undefined
}
