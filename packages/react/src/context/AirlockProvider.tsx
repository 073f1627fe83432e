import type { Airlock } from '@airlock/core'
import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { ModalHost } from '../components/ModalHost/ModalHost.js'
import { browserLocale } from '../locales/browserLocale.js'
import { messages as en } from '../locales/compiled/en.js'
import { type CompiledMessages, createTranslate } from '../locales/createTranslate.js'
import type { Messages } from '../locales/en.js'
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
  const catalogue = useCatalogue(airlock)
  const value = useMemo(
    () => ({
      airlock,
      t: createTranslate(catalogue.locale, { ...en, ...catalogue.messages }, messages),
      locale: catalogue.locale,
    }),
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
 * The compiled catalogue of the client's locale. English until another language has loaded; a
 * language the modal does not speak stays English.
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
