import { type SupportedLocale, supportedLocales } from '@airlock/protocol'
import { ar } from './ar.js'
import { cs } from './cs.js'
import { de } from './de.js'
import { en } from './en.js'
import { es } from './es.js'
import { fa } from './fa.js'
import { fr } from './fr.js'
import { he } from './he.js'
import { hi } from './hi.js'
import { id } from './id.js'
import { it } from './it.js'
import { ja } from './ja.js'
import { ko } from './ko.js'
import { nl } from './nl.js'
import { pl } from './pl.js'
import { ptBR } from './pt-BR.js'
import { ru } from './ru.js'
import { sv } from './sv.js'
import { th } from './th.js'
import { tr } from './tr.js'
import type { Messages } from './types.js'
import { uk } from './uk.js'
import { vi } from './vi.js'
import { zhCN } from './zh-CN.js'
import { zhTW } from './zh-TW.js'

/** The locales the sandbox pages speak: the product's 24 (`supportedLocales` of `@airlock/protocol`). */
export const sandboxLocales = supportedLocales

export type SandboxLocale = SupportedLocale

/** Every locale's messages, by tag. */
export const catalogues: Record<SandboxLocale, Messages> = {
  en,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  it,
  nl,
  pl,
  tr,
  ru,
  uk,
  ar,
  he,
  fa,
  hi,
  id,
  vi,
  th,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  sv,
  cs,
}
