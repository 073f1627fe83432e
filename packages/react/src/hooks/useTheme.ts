import type { ThemeMode, ThemeVariables } from '@airlock/core'
import { useMemo, useSyncExternalStore } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { useAirlockState } from './useAirlockState.js'

export type UseThemeReturnType = {
  /** What the dapp chose: `light`, `dark` or `system`. */
  mode: ThemeMode
  /** What the modal shows now: `system` resolved against the visitor's setting. */
  resolvedMode: 'light' | 'dark'
  variables: ThemeVariables
  setThemeMode(mode: ThemeMode): void
}

const darkQuery = '(prefers-color-scheme: dark)'

/**
 * The modal's theme, and a way to change its mode.
 *
 * @example
 * import { useTheme } from '@airlock/react'
 * const { resolvedMode, setThemeMode } = useTheme()
 * <button onClick={() => setThemeMode(resolvedMode === 'dark' ? 'light' : 'dark')}>Theme</button>
 */
export function useTheme(): UseThemeReturnType {
  const airlock = useAirlock()
  const theme = useAirlockState((state) => state.theme)
  const systemDark = useSystemDark()
  return useMemo(
    () => ({
      mode: theme.mode,
      resolvedMode: theme.mode === 'system' ? (systemDark ? 'dark' : 'light') : theme.mode,
      variables: theme.variables,
      setThemeMode: (mode: ThemeMode) => airlock.setThemeMode(mode),
    }),
    [airlock, theme, systemDark],
  )
}

function useSystemDark() {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => {}
      const query = matchMedia(darkQuery)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => typeof matchMedia === 'function' && matchMedia(darkQuery).matches,
    () => false,
  )
}
