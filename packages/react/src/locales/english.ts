// English in two parts: the texts of the page's own components (the Connect, Account and
// Network buttons), which ship with the page for its first paint, and the whole catalogue, a
// chunk of its own loaded once the page has painted (with the modal's chunk, at the latest). Every
// other language is loaded the same way, when chosen (./index.ts).
import type { CompiledMessages } from './createTranslate.js'

/**
 * The prefixes of the ids the page's own components show: `npm run locales` writes the English
 * texts of these ids into `compiled/en-page.ts`, which the page's first paint carries. The
 * dialog's shell (ModalShell) shows a view's title, Close and a loading list before the rest
 * of the catalogue may have come.
 */
export const pageMessagePrefixes = [
  'product.',
  'connectButton.',
  'accountButton.',
  'networkButton.',
  'view.',
  'modal.close',
  'tabs.loading',
] as const

let loaded: CompiledMessages | undefined
let loading: Promise<CompiledMessages> | undefined

/**
 * Loads the whole English catalogue, once; a failed fetch (offline) is tried again next time.
 *
 * @returns The compiled catalogue.
 *
 * @example
 * import { loadEnglish } from './english.js'
 * const en = await loadEnglish()
 */
export function loadEnglish(): Promise<CompiledMessages> {
  loading ??= import('./compiled/en.js').then((module) => {
    loaded = module.messages
    return module.messages
  })
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/** The whole English catalogue once `loadEnglish` has loaded it; undefined before. */
export function loadedEnglish(): CompiledMessages | undefined {
  return loaded
}
