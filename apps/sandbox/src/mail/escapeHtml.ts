const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Escapes text for HTML element content and double- or single-quoted attribute values, so mail
 * content (subjects, addresses, bodies) shows as text and never becomes markup.
 *
 * @param text - Any text.
 * @returns The text with `& < > " '` escaped.
 *
 * @example
 * import { escapeHtml } from './mail/escapeHtml.js'
 * escapeHtml('<script>') // '&lt;script&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char)
}
