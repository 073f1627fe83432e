import type { Airlock } from '@airlock/core'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { ModalHost } from '../components/ModalHost/ModalHost.js'
import { en, type MessageId, type Messages } from '../locales/en.js'

type AirlockContextValue = { airlock: Airlock; messages: Messages }

const AirlockContext = createContext<AirlockContextValue | null>(null)

export type AirlockProviderProps = {
  airlock: Airlock
  /** Messages that replace the English catalogue's, by id. Defaults to English. */
  messages?: Partial<Messages> | undefined
  children?: ReactNode
}

/**
 * Gives the components and hooks below it an Airlock client and a message catalogue.
 *
 * @example
 * import { createAirlock } from '@airlock/core'
 * import { AirlockProvider, ConnectButton } from '@airlock/react'
 * const airlock = createAirlock({ projectId: 'dev' })
 * <AirlockProvider airlock={airlock}><ConnectButton /></AirlockProvider>
 */
export function AirlockProvider({ airlock, messages, children }: AirlockProviderProps) {
  const value = useMemo(() => ({ airlock, messages: { ...en, ...messages } }), [airlock, messages])
  return (
    <AirlockContext.Provider value={value}>
      {children}
      <ModalHost />
    </AirlockContext.Provider>
  )
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
