import { expect, test } from 'vitest'
import { frameMessages } from './frameMessages.js'

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
