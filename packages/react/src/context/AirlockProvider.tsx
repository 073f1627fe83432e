import type { Airlock } from '@airlock/core'
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { ModalHost } from '../components/ModalHost/ModalHost.js'
import { en, type MessageId, type Messages } from '../locales/en.js'
import { loadMessages } from '../locales/index.js'

type AirlockContextValue = { airlock: Airlock; messages: Messages; locale: string }

const AirlockContext = createContext<AirlockContextValue | null>(null)

export type AirlockProviderProps = {
  airlock: Airlock
  /** Messages that replace the catalogue's, by id, in whatever language is chosen. */
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
  const catalogue = useCatalogue(airlock)
  const value = useMemo(
    () => ({ airlock, messages: { ...catalogue.messages, ...messages }, locale: catalogue.locale }),
    [airlock, catalogue, messages],
  )
  return (
    <AirlockContext.Provider value={value}>
      {children}
      <ModalHost />
    </AirlockContext.Provider>
  )
}

/**
 * The catalogue of the client's locale. English until another language has loaded; a language
 * the modal does not speak stays English.
 */
function useCatalogue(airlock: Airlock): { locale: string; messages: Messages } {
  const locale = useSyncExternalStore(
    airlock.store.subscribe,
    () => airlock.store.getState().locale,
    () => airlock.store.getState().locale,
  )
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages }>({
    locale: 'en',
    messages: en,
  })
  useEffect(() => {
    if (locale === loaded.locale) return
    const loading = loadMessages(locale)
    if (!loading) return setLoaded({ locale: 'en', messages: en })
    let current = true
    void loading.then((messages) => {
      if (current) setLoaded({ locale, messages })
    })
    return () => {
      current = false
    }
  }, [locale, loaded.locale])
  return loaded
}

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
