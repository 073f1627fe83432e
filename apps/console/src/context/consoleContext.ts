import { createContext, useContext } from 'react'
import type { AdminApi } from '../api/createAdminApi.js'
import type { ConsoleTexts } from '../messages/consoleTexts.js'
import type { ConsoleFormats } from '../messages/createFormats.js'

/**
 * What every console view reads: the API client, and the texts and the date and number formats
 * of the page's language.
 */
export type ConsoleContextValue = { api: AdminApi; texts: ConsoleTexts; formats: ConsoleFormats }

/** Provided once by `main.tsx`. */
export const ConsoleContext = createContext<ConsoleContextValue | undefined>(undefined)

/**
 * The console's API client, texts and formats.
 *
 * @example
 * const { api, texts, formats } = useConsole()
 */
export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext)
  if (!value) throw new Error('useConsole outside the console')
  return value
}
