// Every catalogue's ICU text, for the compiler (`npm run locales`) and the catalogue tests. The
// modal never imports this file: it loads the compiled catalogue of the active locale only.

import type { SupportedLocale } from '@airlock/protocol'
import { en, type Messages } from './en.js'
import { ar } from './messages/ar.js'
import { cs } from './messages/cs.js'
import { de } from './messages/de.js'
import { es } from './messages/es.js'
import { fa } from './messages/fa.js'
import { fr } from './messages/fr.js'
import { he } from './messages/he.js'
import { hi } from './messages/hi.js'
import { id } from './messages/id.js'
import { it } from './messages/it.js'
import { ja } from './messages/ja.js'
import { ko } from './messages/ko.js'
import { nl } from './messages/nl.js'
import { pl } from './messages/pl.js'
import { ptBR } from './messages/pt-BR.js'
import { ru } from './messages/ru.js'
import { sv } from './messages/sv.js'
import { th } from './messages/th.js'
import { tr } from './messages/tr.js'
import { uk } from './messages/uk.js'
import { vi } from './messages/vi.js'
import { zhCN } from './messages/zh-CN.js'
import { zhTW } from './messages/zh-TW.js'

/** The source catalogue of each locale, by BCP 47 tag. */
export const catalogues: Record<SupportedLocale, Messages> = {
  en,
  de,
  ar,
  ja,
  fr,
  es,
  'pt-BR': ptBR,
  it,
  nl,
  pl,
  tr,
  ru,
  uk,
  sv,
  he,
  fa,
  hi,
  id,
  vi,
  th,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  cs,
}
