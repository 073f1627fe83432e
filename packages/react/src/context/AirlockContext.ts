// The context and the hooks that read it, apart from the provider (which also mounts the modal):
// hooks and views import this file, so none of them pulls the provider, or the modal, in.
import type { Airlock } from '@airlock/core'
import { createContext, useContext } from 'react'
import type { MessageId, Messages } from '../locales/en.js'

/** What `<AirlockProvider>` gives the components below it. */
export type AirlockContextValue = { airlock: Airlock; messages: Messages; locale: string }

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

/** Fills a message's `{name}` placeholders. */
export type Translate = (id: MessageId, values?: Record<string, string | number>) => string

/** A function that returns the catalogue's text for a message id, placeholders filled. */
export function useMessages(): Translate {
  const { messages } = useAirlockContext()
  return (id, values) =>
    values
      ? messages[id].replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match))
      : messages[id]
}

function useAirlockContext(): AirlockContextValue {
  const value = useContext(AirlockContext)
  if (!value) throw new Error('Airlock hooks must be used inside <AirlockProvider>.')
  return value
}
