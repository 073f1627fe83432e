import { supportedLocales } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import { catalogues, sandboxLocales } from './catalogues.js'
import { en } from './en.js'
import { directionOf, matchLocale, resolveLocale } from './resolveLocale.js'
import { isolate, translate, translateHtml } from './translate.js'
import type { PluralMessage } from './types.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
const forms = (message: string | PluralMessage) =>
  typeof message === 'string' ? [message] : Object.values(message)
const names = (message: string | PluralMessage) => new Set(forms(message).flatMap(placeholders))

describe('sandbox locales', () => {
  it('has a file for each of the 24 locales', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...sandboxLocales].sort())
    expect(sandboxLocales).toHaveLength(24)
    expect(sandboxLocales).toBe(supportedLocales)
  })

  for (const locale of sandboxLocales)
    it(`${locale} has exactly the keys of en, its placeholders and its plural forms`, () => {
      const messages = catalogues[locale]
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
      for (const [key, reference] of Object.entries(en)) {
        const message = messages[key as keyof typeof en]
        expect(typeof message, key).toBe(typeof reference)
        expect(names(message), key).toEqual(names(reference))
        for (const form of forms(message)) expect(form.trim(), key).not.toBe('')
        if (typeof message !== 'string') {
          expect(Object.keys(message).sort(), key).toEqual([...categories].sort())
          // Only a form for exactly one or two may leave the number out ("one message").
          expect(placeholders(message.other), key).toEqual(
            expect.arrayContaining(
              placeholders(typeof reference === 'string' ? '' : reference.other),
            ),
          )
        }
        // Every language but English translates: only names, codes and formats stay the same.
        if (locale !== 'en' && typeof message === 'string' && /[a-z]{4,} [a-z]{4,}/.test(message))
          expect(message, `${locale} ${key}`).not.toBe(reference)
      }
    })

  it('picks plural forms by the language rules and formats numbers for the locale', () => {
    expect(translate('en', 'inbox.caption', { count: 1 })).toBe('1 message, newest first')
    expect(translate('ru', 'inbox.caption', { count: 3 })).toBe('3 сообщения, сначала новые')
    expect(translate('ru', 'inbox.caption', { count: 5 })).toBe('5 сообщений, сначала новые')
    expect(translate('ar', 'inbox.caption', { count: 2 })).toBe('رسالتان، الأحدث أولًا')
    expect(translate('de', 'inbox.intro', { limit: 1500 })).toContain('die letzten 1.500')
  })

  it('escapes text in HTML and isolates left-to-right values', () => {
    expect(translateHtml('he', 'inbox.emptyTo', { recipient: isolate('<a@example.org>') })).toBe(
      'אין עדיין הודעות אל <bdi dir="ltr">&lt;a@example.org&gt;</bdi>.',
    )
    expect(translateHtml('en', 'checkout.heading', { asset: '<b>' })).toBe('Buy &lt;b&gt;')
  })

  it('chooses the locale from an explicit choice, then Accept-Language, then English', () => {
    expect(matchLocale('fr-CA')).toBe('fr')
    expect(matchLocale('pt')).toBe('pt-BR')
    expect(matchLocale('zh-Hant-HK')).toBe('zh-TW')
    expect(matchLocale('zh')).toBe('zh-CN')
    expect(matchLocale('iw')).toBe('he')
    expect(matchLocale('en-XA')).toBe('en')
    expect(matchLocale('xx')).toBeUndefined()
    expect(resolveLocale({ requested: ['xx ja'], acceptLanguage: 'de' })).toBe('ja')
    expect(
      resolveLocale({ requested: [undefined], acceptLanguage: 'xx, fa;q=0.5, de;q=0.8' }),
    ).toBe('de')
    expect(resolveLocale({ acceptLanguage: '*' })).toBe('en')
    expect(directionOf('fa')).toBe('rtl')
    expect(directionOf('ja')).toBe('ltr')
  })
})
