/** Light, dark, or whatever the visitor's system prefers. */
export type ThemeMode = 'light' | 'dark' | 'system'

/** What a dapp can change of the modal's look. Every value is a CSS value. */
export type ThemeVariables = {
  /** Buttons, links, focus rings. */
  accent?: string | undefined
  fontFamily?: string | undefined
  /** The card's corner radius; smaller parts scale from it. */
  radius?: string | undefined
  /** Defaults to 999 (SPEC §2). */
  zIndex?: number | undefined
  /** The WalletConnect QR code's dots. */
  qrColor?: string | undefined
}

export type Theme = { mode: ThemeMode; variables: ThemeVariables }

/**
 * The theme the modal starts with: the dapp's mode (default `system`) and variables.
 *
 * @example
 * import { resolveTheme } from '@airlock/core'
 * resolveTheme({ mode: 'dark', variables: { accent: '#7b3fe4' } })
 */
export function resolveTheme({
  mode,
  variables,
}: {
  mode?: ThemeMode | undefined
  variables?: ThemeVariables | undefined
}): Theme {
  return { mode: mode ?? 'system', variables: variables ?? {} }
}

/**
 * The CSS custom properties a theme sets on the modal's root. A value holding `;` or a brace is
 * dropped, so no variable can break out of its declaration.
 */
export function themeCssVariables({ variables }: Theme): Record<string, string> {
  const entries: [string, string | number | undefined][] = [
    ['--airlock-accent', variables.accent],
    ['--airlock-font-family', variables.fontFamily],
    ['--airlock-radius', variables.radius],
    ['--airlock-z-index', variables.zIndex],
    ['--airlock-qr-color', variables.qrColor],
  ]
  return Object.fromEntries(
    entries
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([name, value]): [string, string] => [name, String(value)])
      .filter(([, value]) => !/[;{}]/.test(value)),
  )
}
