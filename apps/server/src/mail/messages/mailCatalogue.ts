import { isRightToLeft } from '@airlock/protocol'
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
import type { MailTexts } from './mailTexts.js'
import { nl } from './nl.js'
import { pl } from './pl.js'
import { pseudoMailTexts } from './pseudoMailTexts.js'
import { ptBR } from './pt-BR.js'
import { ru } from './ru.js'
import { sv } from './sv.js'
import { th } from './th.js'
import { tr } from './tr.js'
import { uk } from './uk.js'
import { vi } from './vi.js'
import { zhCN } from './zh-CN.js'
import { zhTW } from './zh-TW.js'

// By lower-case tag; Chinese by script or region as well (zh-HK reads Traditional).
const catalogues: Record<string, { tag: string; texts: MailTexts }> = {
  en: { tag: 'en', texts: en },
  de: { tag: 'de', texts: de },
  fr: { tag: 'fr', texts: fr },
  es: { tag: 'es', texts: es },
  // Portuguese from Portugal reads the Brazilian texts too rather than English.
  pt: { tag: 'pt-BR', texts: ptBR },
  'pt-br': { tag: 'pt-BR', texts: ptBR },
  it: { tag: 'it', texts: it },
  nl: { tag: 'nl', texts: nl },
  pl: { tag: 'pl', texts: pl },
  tr: { tag: 'tr', texts: tr },
  ru: { tag: 'ru', texts: ru },
  uk: { tag: 'uk', texts: uk },
  ar: { tag: 'ar', texts: ar },
  ja: { tag: 'ja', texts: ja },
  he: { tag: 'he', texts: he },
  fa: { tag: 'fa', texts: fa },
  hi: { tag: 'hi', texts: hi },
  id: { tag: 'id', texts: id },
  vi: { tag: 'vi', texts: vi },
  th: { tag: 'th', texts: th },
  ko: { tag: 'ko', texts: ko },
  cs: { tag: 'cs', texts: cs },
  sv: { tag: 'sv', texts: sv },
  zh: { tag: 'zh-CN', texts: zhCN },
  'zh-cn': { tag: 'zh-CN', texts: zhCN },
  'zh-tw': { tag: 'zh-TW', texts: zhTW },
  'zh-hk': { tag: 'zh-TW', texts: zhTW },
  'zh-hant': { tag: 'zh-TW', texts: zhTW },
  // The test pseudo-locale (the modal's en-XA): English, accented and longer. ar-XB, the right to
  // left one, reads Arabic.
  'en-xa': { tag: 'en-XA', texts: pseudoMailTexts(en) },
}

/** The e-mails' texts in one language, with its tag (for `<html lang>` and `dir`). */
export type MailLanguage = { tag: string; dir: 'ltr' | 'rtl'; texts: MailTexts }

/**
 * The language of the e-mails for a visitor: the first of `languages` (an `Accept-Language`
 * header, which the secure frame sets to the modal's locale, or a plain tag) the server has texts
 * in, by full tag, then language and script or region, then language; English when none is.
 *
 * @param languages - `de`, `zh-TW`, or `he-IL,he;q=0.9,en;q=0.8`; undefined for none.
 * @returns The texts, their tag and writing direction.
 *
 * @example
 * import { mailLanguage } from './mail/messages/mailCatalogue.js'
 * mailLanguage('ja-JP,en;q=0.5').texts.deviceApproval.link // 'このデバイスを承認'
 */
export function mailLanguage(languages: string | undefined): MailLanguage {
  for (const tag of preferred(languages ?? '')) {
    const [language = '', second] = tag.split('-')
    const found = catalogues[tag] ?? catalogues[`${language}-${second}`] ?? catalogues[language]
    if (found) return { ...found, dir: isRightToLeft(language) ? 'rtl' : 'ltr' }
  }
  return { tag: 'en', dir: 'ltr', texts: en }
}

// The tags of an Accept-Language header, most wanted first (a missing q is 1; q=0 is "not this").
function preferred(header: string): string[] {
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ tag, q }) => /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}
