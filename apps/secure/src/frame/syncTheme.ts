import type { AppRequestPayload } from '@airlock/protocol'

// The modal's theme variables the frame's stylesheet reads, by the modal's name for them.
const variables: Record<string, string> = {
  '--w3m-accent': '--airlock-accent',
  '--w3m-font-family': '--airlock-font',
  '--w3m-border-radius-master': '--airlock-radius',
  accent: '--airlock-accent',
  fontFamily: '--airlock-font',
  radius: '--airlock-radius',
}
// A value that could escape its declaration (`;`, `{`, `}`, `url(`) is not taken.
const safeValue = /^[#(),.%\s\w'"-]{1,128}$/

/**
 * Applies the modal's theme to the frame: light or dark, and the accent, font and radius. Written
 * through the CSSOM, which the frame's CSP allows (it forbids inline style attributes).
 *
 * @param document - The frame's document.
 * @param theme - `SYNC_THEME`'s payload.
 *
 * @example
 * import { syncTheme } from './frame/syncTheme.js'
 * syncTheme(document, { themeMode: 'dark', themeVariables: { accent: '#ff0066' } })
 */
export function syncTheme(document: Document, theme: AppRequestPayload<'SYNC_THEME'>): void {
  const root = document.documentElement
  if (theme.themeMode) root.dataset.theme = theme.themeMode
  for (const [name, value] of Object.entries(theme.themeVariables ?? {})) {
    const variable = variables[name]
    const text = typeof value === 'number' ? `${value}px` : value
    if (variable && safeValue.test(text) && !/url\(/i.test(text))
      root.style.setProperty(variable, text)
  }
}
