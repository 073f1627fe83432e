import type { Airlock } from '@airlock/core'
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { ModalHost } from '../components/ModalHost/ModalHost.js'
import { browserLocale } from '../locales/browserLocale.js'
import { messages as pageMessages } from '../locales/compiled/en-page.js'
import { type CompiledMessages, createTranslate } from '../locales/createTranslate.js'
import type { Messages } from '../locales/en.js'
import { loadEnglish, loadedEnglish } from '../locales/english.js'
import { loadMessages } from '../locales/index.js'
import { AirlockContext } from './AirlockContext.js'

export type AirlockProviderProps = {
  airlock: Airlock
  /**
   * Messages that replace the catalogue's, by id, in whatever language is chosen: ICU text whose
   * `{name}` placeholders are filled.
   */
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
  const english = useEnglish()
  const catalogue = useCatalogue(airlock)
  const value = useMemo(
    () => ({
      airlock,
      // English alone (the usual case) is used as it is: no copy of the whole catalogue.
      t: createTranslate(
        catalogue.locale,
        catalogue.messages === noMessages ? english : { ...english, ...catalogue.messages },
        messages,
      ),
      locale: catalogue.locale,
    }),
    [airlock, english, catalogue, messages],
  )
  return (
    <AirlockContext.Provider value={value}>
      {children}
      <ModalHost />
    </AirlockContext.Provider>
  )
}

/** No messages over English's: English is shown as it is. */
const noMessages: CompiledMessages = {}

/**
 * English, the base every language falls back on: the page's buttons' texts at first, the whole
 * catalogue once it has loaded (right after the first paint; the modal waits for it).
 */
function useEnglish(): CompiledMessages {
  const [english, setEnglish] = useState(() => loadedEnglish() ?? pageMessages)
  useEffect(() => {
    if (english !== pageMessages) return
    let current = true
    loadEnglish().then(
      (loaded) => current && setEnglish(loaded),
      () => {},
    )
    return () => {
      current = false
    }
  }, [english])
  return english
}

/**
 * The compiled catalogue of the client's locale, over English. English until another language
 * has loaded; a language the modal does not speak stays English.
 */
function useCatalogue(airlock: Airlock): { locale: string; messages: CompiledMessages } {
  const chosen = useSyncExternalStore(
    airlock.store.subscribe,
    () => airlock.store.getState().locale,
    () => airlock.store.getState().locale,
  )
  const locale = chosen === 'auto' ? browserLocale() : chosen
  const [loaded, setLoaded] = useState<{ locale: string; messages: CompiledMessages }>({
    locale: 'en',
    messages: noMessages,
  })
  useEffect(() => {
    if (locale === loaded.locale) return
    const loading = loadMessages(locale)
    if (!loading) return setLoaded({ locale: 'en', messages: noMessages })
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
