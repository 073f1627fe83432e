import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  emailAuthMessages,
  frameErrorMessages,
  inputMessages,
  socialErrorMessages,
  supportedLocales,
  userMessages,
  walletMessages,
} from '@airlock/protocol'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, test } from 'vitest'
import { catalogues } from './catalogues.js'
import { compactMessage, createTranslate } from './createTranslate.js'
import { en } from './en.js'
import { pageMessagePrefixes } from './english.js'
import { locales, pseudoLocales } from './index.js'

const compiledFolder = join(import.meta.dirname, 'compiled')

type Argument = { name: string; kind: string; cases: string[] }

// The arguments a compiled message uses: `['name']`, `['n', 'plural', { one: […], other: […] }]`.
function argumentsOf(message: unknown, found: Argument[] = []): Argument[] {
  if (!Array.isArray(message)) return found
  for (const part of message) {
    if (!Array.isArray(part)) continue
    const [name, kind, cases] = part as [string, string?, Record<string, unknown>?]
    const forms = Object.keys(cases ?? {}).filter((form) => form !== 'offset')
    found.push({ name, kind: kind ?? 'text', cases: forms.sort() })
    for (const branch of Object.values(cases ?? {})) argumentsOf(branch, found)
  }
  return found
}

const names = (args: Argument[]) =>
  [...new Set(args.map(({ name, kind }) => `${name}:${kind}`))].sort()

describe.each(supportedLocales)('%s', (tag) => {
  const catalogue = catalogues[tag]
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories

  test('has every key of the English catalogue and no other', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
  })

  test('every message is valid ICU with the English placeholders, plurals and selects', () => {
    const problems: string[] = []
    for (const [id, english] of Object.entries(en)) {
      const text = catalogue[id as keyof typeof en]
      let args: Argument[]
      try {
        args = argumentsOf(compileMessage(text))
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`)
        continue
      }
      const expected = names(argumentsOf(compileMessage(english)))
      if (names(args).join() !== expected.join())
        problems.push(`${id}: ${names(args).join()} instead of ${expected.join()}`)
      for (const { name, kind, cases } of args) {
        if (kind !== 'plural') continue
        const plain = cases.filter((form) => !form.startsWith('='))
        const missing = categories.filter((form) => !plain.includes(form))
        const unknown = plain.filter((form) => !categories.includes(form as never))
        if (missing.length) problems.push(`${id}: {${name}} lacks the forms ${missing.join()}`)
        if (unknown.length)
          problems.push(`${id}: {${name}} has forms ${unknown.join()} ${tag} has not`)
      }
    }
    expect(problems).toEqual([])
  })

  test('leaves no phrase of the English catalogue in English (brands and loanwords apart)', () => {
    // Store names are brands; Italian and Dutch say "smart account" as English does.
    const kept = new Set(['walletConnect.appStore', 'walletConnect.playStore'])
    kept.add('walletConnect.chromeStore')
    if (tag === 'it' || tag === 'nl') kept.add('settings.smartAccount')
    const english = Object.entries(en).filter(
      ([id, text]) =>
        tag !== 'en' &&
        !kept.has(id) &&
        catalogue[id as keyof typeof en] === text &&
        /\p{L}{3,}\s+\p{L}{3,}/u.test(text),
    )
    expect(english).toEqual([])
  })

  test('has a glossary of the terms its translations use', () => {
    const glossary = JSON.parse(
      readFileSync(join(import.meta.dirname, 'glossary', `${tag}.json`), 'utf8'),
    )
    expect(Object.keys(glossary).sort()).toEqual(['gas', 'network', 'sign', 'swap', 'wallet'])
  })

  test('its compiled catalogue is up to date (npm run locales)', async () => {
    const { messages: compiled } = await import(`./compiled/${tag}.ts`)
    expect(compiled).toEqual(
      Object.fromEntries(
        Object.entries(catalogue).map(([id, text]) => [id, compactMessage(compileMessage(text))]),
      ),
    )
  })
})

test('the modal has a catalogue and a name for every supported locale and no other', () => {
  expect(Object.keys(catalogues).sort()).toEqual([...supportedLocales].sort())
  expect(Object.keys(locales).sort()).toEqual([...supportedLocales].sort())
})

// A number of things is counted with the language's plural forms, never pasted beside a fixed word
// ('Resend in {seconds} s'): every such argument of the English catalogue is an ICU plural.
test('every count-bearing message is an ICU plural', () => {
  const counted = /^(count|seconds|minutes|hours|days|items|wallets)$/
  // Positions, not quantities: 'Digit 2 of 6' takes no plural form.
  const positions = new Set(['email.otp.digit'])
  const plain = Object.entries(en).flatMap(([id, text]) =>
    positions.has(id)
      ? []
      : argumentsOf(compileMessage(text))
          .filter(({ name, kind }) => counted.test(name) && kind !== 'plural')
          .map(({ name }) => `${id}: {${name}}`),
  )
  expect(plain).toEqual([])
})

test('a compiled catalogue exists for every locale and no other, and the page’s English part', () => {
  expect(readdirSync(compiledFolder).sort()).toEqual(
    [...Object.keys(locales), ...Object.keys(pseudoLocales), 'en-page']
      .map((tag) => `${tag}.ts`)
      .sort(),
  )
})

test('the page’s English part holds exactly the ids of the page’s own components (npm run locales)', async () => {
  const { messages: page } = await import('./compiled/en-page.js')
  const { messages: english } = await import('./compiled/en.js')
  const ids = Object.keys(english).filter((id) =>
    pageMessagePrefixes.some((prefix) => id.startsWith(prefix)),
  )
  expect(ids).toContain('connectButton.label')
  expect(page).toEqual(Object.fromEntries(ids.map((id) => [id, english[id]])))
})

test('every code core gives its errors has a text in the catalogue', () => {
  const codes = Object.keys({
    ...userMessages,
    ...inputMessages,
    ...walletMessages,
    ...frameErrorMessages,
    ...socialErrorMessages,
    ...emailAuthMessages,
  })
  expect(codes.filter((code) => !(`error.${code}` in en))).toEqual([])
})

test('the pseudo-locales are English, accented and 40 % longer, or right to left', async () => {
  const { messages: long } = await import('./compiled/en-XA.js')
  const { messages: rtl } = await import('./compiled/ar-XB.js')
  const t = (tag: string, messages: typeof long) => createTranslate(tag, messages)
  expect(t('en-XA', long)('allWallets.results', { count: 2 })).toBe('[2 wállétš föüñd ···········]')
  expect(t('ar-XB', rtl)('swap.success', { from: '1 ETH', to: '3 DAI' })).toBe(
    '\u202eSwapped \u202c1 ETH\u202e for \u202c3 DAI',
  )
})
