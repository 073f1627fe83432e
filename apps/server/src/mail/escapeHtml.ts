const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Escapes text for HTML element content and quoted attribute values: a dapp's name or an e-mail
 * address in a template shows as text and never becomes markup.
 *
 * @param text - Any text.
 * @returns The text with `& < > " '` escaped.
 *
 * @example
 * import { escapeHtml } from './mail/escapeHtml.js'
 * escapeHtml('<b>') // '&lt;b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char)
}
