import { locales } from './index.js'

/**
 * The first of the browser's languages (`navigator.languages`) the modal speaks, by full tag
 * (`pt-BR`) or by language (`de-AT` → `de`); English when none is. Used for `locale: 'auto'`.
 *
 * @example
 * browserLocale(['de-AT', 'en']) // 'de'
 */
export function browserLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  for (const language of languages) {
    if (Object.hasOwn(locales, language)) return language
    const chinese = chineseScript(language)
    if (chinese) return chinese
    const base = language.split('-')[0] ?? ''
    if (Object.hasOwn(locales, base)) return base
  }
  return 'en'
}

// Chinese is chosen by script: Traditional (zh-Hant, Taiwan, Hong Kong, Macao) or Simplified.
function chineseScript(language: string): string | undefined {
  const [base, ...rest] = language.toLowerCase().split('-')
  if (base !== 'zh') return undefined
  return rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : 'zh-CN'
}
