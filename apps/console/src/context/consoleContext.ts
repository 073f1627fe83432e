import { createContext, useContext } from 'react'
import type { AdminApi } from '../api/createAdminApi.js'
import type { ConsoleTexts } from '../messages/consoleTexts.js'

/** What every console view reads: the API client and the texts of the page's language. */
export type ConsoleContextValue = { api: AdminApi; texts: ConsoleTexts }

/** Provided once by `main.tsx`. */
export const ConsoleContext = createContext<ConsoleContextValue | undefined>(undefined)

/**
 * The console's API client and texts.
 *
 * @example
 * const { api, texts } = useConsole()
 */
export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext)
  if (!value) throw new Error('useConsole outside the console')
  return value
}
