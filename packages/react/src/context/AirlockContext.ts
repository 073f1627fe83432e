// The context and the hooks that read it, apart from the provider (which also mounts the modal):
// hooks and views import this file, so none of them pulls the provider, or the modal, in.
import type { Airlock } from '@airlock/core'
import { createContext, useContext } from 'react'
import type { Translate } from '../locales/createTranslate.js'

export type { Translate }

/** What `<AirlockProvider>` gives the components below it. */
export type AirlockContextValue = { airlock: Airlock; t: Translate; locale: string }

/** The context `<AirlockProvider>` fills; read it through the hooks below. */
export const AirlockContext = createContext<AirlockContextValue | null>(null)

/** The language the modal speaks now, as a BCP 47 tag. */
export function useLocale(): string {
  return useAirlockContext().locale
}

/** The Airlock client of the nearest `<AirlockProvider>`. */
export function useAirlock(): Airlock {
  return useAirlockContext().airlock
}

/**
 * A function that returns the catalogue's text for a message id in the active locale, its
 * placeholders, plurals and selects filled (ICU MessageFormat).
 */
export function useMessages(): Translate {
  return useAirlockContext().t
}

function useAirlockContext(): AirlockContextValue {
  const value = useContext(AirlockContext)
  if (!value) throw new Error('Airlock hooks must be used inside <AirlockProvider>.')
  return value
}
