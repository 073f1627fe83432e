import { expect, it } from 'vitest'
import { normalizeSearchText } from './normalizeSearchText.js'

it('folds case, accents, compatibility forms and punctuation', () => {
  expect(normalizeSearchText('  Crypto.com  Ônchain ')).toBe('crypto com onchain')
  expect(normalizeSearchText('MÉTAMÂSK')).toBe('metamask')
  expect(normalizeSearchText('Ｍｅｔａ')).toBe('meta') // full-width letters
  expect(normalizeSearchText("D'CENT Wallet")).toBe('d cent wallet')
  expect(normalizeSearchText('ﬁnance')).toBe('finance') // the fi ligature
})

it('keeps letters and digits of any script', () => {
  expect(normalizeSearchText('1inch')).toBe('1inch')
  expect(normalizeSearchText('Кошелёк')).toBe('кошелек')
  expect(normalizeSearchText('錢包')).toBe('錢包')
})

it('leaves nothing of a query with nothing searchable', () => {
  expect(normalizeSearchText('!!! ... ')).toBe('')
  expect(normalizeSearchText('\u0301\u0301')).toBe('')
})
