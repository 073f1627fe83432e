import { isRightToLeft, supportedLocales } from '@airlock/protocol'
import { expect, test } from 'vitest'
import { renderCodeEmail } from '../renderCodeEmail.js'
import { renderDeviceApprovalEmail } from '../renderDeviceApprovalEmail.js'
import { renderRecoveryNoticeEmail } from '../renderRecoveryNoticeEmail.js'
import { en } from './en.js'
import { mailLanguage } from './mailCatalogue.js'
import type { MailTexts } from './mailTexts.js'

// Every text's path: `code.task.login`, `deviceApproval.subject`…
const paths = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, item]) =>
    typeof item === 'object' && item !== null
      ? paths(item, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )

// The text at a path, a function called with sample arguments (a dapp, an address, a provider).
const textAt = (texts: MailTexts, path: string): string => {
  const item = path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], texts)
  return typeof item === 'function' ? String(item('Demo', 'GitHub')) : String(item)
}

test('the e-mails speak every language the modal does', () => {
  const missing = supportedLocales.filter((tag) => mailLanguage(tag).tag !== tag)
  expect(missing).toEqual([])
})

test.each(supportedLocales.filter((tag) => tag !== 'en'))(
  '%s has every text of the e-mails, each its own',
  (tag) => {
    const { texts } = mailLanguage(tag)
    expect(paths(texts).sort()).toEqual(paths(en).sort())
    const english = paths(en).filter((path) => textAt(texts, path) === textAt(en, path))
    expect(english).toEqual([])
    for (const path of paths(en)) expect(textAt(texts, path).trim()).not.toBe('')
    expect(texts.code.subject('123456')).toContain('123456')
    expect(texts.code.task.login('Demo (https://app.example)')).toContain(
      'Demo (https://app.example)',
    )
    expect(texts.code.task.confirmCurrent('Demo', 'new@example.org')).toContain('new@example.org')
    expect(texts.code.task.linkSocial('Demo', 'GitHub')).toContain('GitHub')
    expect(texts.code.validity(7)).toMatch(/7|٧|۷|७/)
    expect(mailLanguage(tag).dir).toBe(isRightToLeft(tag) ? 'rtl' : 'ltr')
  },
)

test('renders one code e-mail in German and in Persian (right to left), the code left to right', () => {
  const parameters = { code: '123456', dappName: 'Demo', dappOrigin: 'https://app.example' }
  const german = renderCodeEmail({ ...parameters, locale: 'de-AT,de;q=0.9' })
  expect(german.subject).toBe('Ihr Airlock-Code lautet 123456')
  expect(german.text).toContain(
    'Geben Sie ihn in Demo (https://app.example) ein, um sich bei Ihrer Wallet anzumelden.',
  )
  expect(german.text).toContain('Er gilt einmal, 10 Minuten lang.')
  expect(german.html).toContain('<html lang="de" dir="ltr">')
  const persian = renderCodeEmail({ ...parameters, locale: 'fa' })
  expect(persian.subject).toBe('کد Airlock شما 123456 است')
  expect(persian.text).toContain('این کد یک بار و به مدت ۱۰ دقیقه کار می‌کند.')
  expect(persian.html).toContain('<html lang="fa" dir="rtl">')
  expect(persian.html).toContain('<p dir="ltr" style="font-size:2em')
})

test('counts minutes by each language’s plural rules', () => {
  const minutes = (locale: string, validMinutes: number) =>
    renderDeviceApprovalEmail({ link: 'https://x.example', dappName: 'Demo', validMinutes, locale })
      .text
  expect(minutes('cs', 1)).toContain('po dobu 1 minutu.')
  expect(minutes('cs', 3)).toContain('po dobu 3 minuty.')
  expect(minutes('cs', 10)).toContain('po dobu 10 minut.')
  expect(minutes('ar', 10)).toContain('لمدة 10 دقائق.')
  expect(minutes('ar', 15)).toContain('لمدة 15 دقيقة.')
  expect(minutes('he', 2)).toContain('במשך שתי דקות.')
  expect(minutes('en', 1)).toContain('for 1 minute.')
  expect(minutes('ru', 1)).toContain('действует 1 минуту.')
  expect(minutes('ru', 3)).toContain('действует 3 минуты.')
  expect(minutes('ru', 11)).toContain('действует 11 минут.')
  expect(minutes('uk', 22)).toContain('діє 22 хвилини.')
  expect(minutes('pl', 1)).toContain('przez 1 minutę.')
  expect(minutes('pl', 12)).toContain('przez 12 minut.')
  expect(minutes('pl', 24)).toContain('przez 24 minuty.')
  expect(minutes('tr', 10)).toContain('10 dakika boyunca')
})

test('picks the language from an Accept-Language header, by weight, script and region', () => {
  expect(mailLanguage('xx, ko;q=0.5, ja;q=0.8').tag).toBe('ja')
  expect(mailLanguage('zh-HK').tag).toBe('zh-TW')
  expect(mailLanguage('pt-PT,pt;q=0.9').tag).toBe('pt-BR')
  expect(mailLanguage('fr-CA').tag).toBe('fr')
  expect(mailLanguage('zh-Hant-TW').tag).toBe('zh-TW')
  expect(mailLanguage('zh-Hans-CN').tag).toBe('zh-CN')
  expect(mailLanguage('he-IL').dir).toBe('rtl')
  expect(mailLanguage('de;q=0, cs').tag).toBe('cs')
  expect(mailLanguage('"><script>').tag).toBe('en')
  expect(mailLanguage(undefined).tag).toBe('en')
  expect(renderRecoveryNoticeEmail({ lockUrl: 'https://x.example', locale: 'vi' }).subject).toBe(
    'Một thiết bị mới đã khôi phục ví Airlock của bạn',
  )
})

test("an Accept-Language naming an object's own member gets English, not Object.prototype", () => {
  for (const languages of ['constructor', '__proto__', 'toString-x', 'hasOwnProperty;q=1'])
    expect(mailLanguage(languages)).toEqual({ tag: 'en', dir: 'ltr', texts: en })
})
