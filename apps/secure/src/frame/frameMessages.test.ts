import { supportedLocales } from '@airlock/protocol'
import { expect, test } from 'vitest'
import { frameCatalogues, frameMessages } from './frameMessages.js'

test('the approval screen speaks the modal’s language, English when it has none', () => {
  expect(frameMessages('de').title.message).toBe('Diese Nachricht signieren?')
  expect(frameMessages('de-AT').approve).toBe('Bestätigen')
  expect(frameMessages('en').approve).toBe('Approve')
  expect(frameMessages('ar').approve).toBe('موافقة')
  expect(frameMessages('ja').dataBytes(1200)).toBe('コントラクトデータ 1,200 バイト')
  expect(frameMessages('xx').reject).toBe('Reject')
  expect(frameMessages(undefined).reject).toBe('Reject')
})

test('every language has every text', () => {
  const keys = (value: object) => Object.keys(value).sort()
  for (const tag of ['de', 'ar', 'ja']) {
    expect(keys(frameMessages(tag))).toEqual(keys(frameMessages('en')))
    expect(keys(frameMessages(tag).title)).toEqual(keys(frameMessages('en').title))
    expect(keys(frameMessages(tag).social)).toEqual(keys(frameMessages('en').social))
  }
})

test('fr, es, pt-BR, it, nl, pl, tr, ru, uk and sv have every text, and count bytes in their plural forms', () => {
  const keys = (value: object) => Object.keys(value).sort()
  for (const tag of ['fr', 'es', 'pt-BR', 'it', 'nl', 'pl', 'tr', 'ru', 'uk', 'sv']) {
    expect(frameMessages(tag).approve).not.toBe(frameMessages('en').approve)
    expect(keys(frameMessages(tag))).toEqual(keys(frameMessages('en')))
    expect(keys(frameMessages(tag).title)).toEqual(keys(frameMessages('en').title))
    expect(keys(frameMessages(tag).social)).toEqual(keys(frameMessages('en').social))
  }
  expect(frameMessages('pt-BR').reject).toBe('Recusar')
  expect(frameMessages('fr-CA').title.message).toBe('Signer ce message\u202f?')
  const ru = frameMessages('ru')
  expect([1, 3, 5, 21, 1200].map((n) => ru.dataBytes(n))).toEqual([
    '1 байт данных контракта',
    '3 байта данных контракта',
    '5 байт данных контракта',
    '21 байт данных контракта',
    '1\u00a0200 байт данных контракта',
  ])
  expect(frameMessages('pl').dataBytes(2)).toBe('2 bajty danych kontraktu')
  expect(frameMessages('fr').dataBytes(1)).toBe('1 octet de données de contrat')
  expect(frameMessages('uk').social.failed(502)).toBe('Не вдалося ввійти (502).')
})

test('the frame has texts for every supported locale and no other', () => {
  expect(Object.keys(frameCatalogues).sort()).toEqual([...supportedLocales].sort())
  for (const tag of supportedLocales) expect(frameMessages(tag)).toBe(frameCatalogues[tag])
})

test('English, German, Arabic and Hebrew count bytes in their plural forms', () => {
  const count = (tag: string, numbers: number[]) =>
    numbers.map((n) => frameMessages(tag).dataBytes(n))
  expect(count('en', [1, 2])).toEqual(['1 byte of contract data', '2 bytes of contract data'])
  expect(count('de', [1, 1200])).toEqual(['1 Byte Vertragsdaten', '1.200 Bytes Vertragsdaten'])
  expect(count('ar', [1, 3, 11, 100])).toEqual([
    '1 بايت من بيانات العقد',
    '3 بايتات من بيانات العقد',
    '11 بايتًا من بيانات العقد',
    '100 بايت من بيانات العقد',
  ])
  expect(count('he', [1, 5])).toEqual(['1 בייט של נתוני חוזה', '5 בייטים של נתוני חוזה'])
})

test("a locale naming an object's own member gets English, not Object.prototype", () => {
  for (const locale of ['constructor', '__proto__', 'toString', 'valueOf-x'])
    expect(frameMessages(locale)).toBe(frameMessages('en'))
})
