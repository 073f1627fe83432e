import { expect, test } from 'vitest'
import { frameMessages } from './frameMessages.js'

test('the approval screen speaks the modal’s language, English when it has none', () => {
  expect(frameMessages('de').title.message).toBe('Diese Nachricht signieren?')
  expect(frameMessages('de-AT').approve).toBe('Bestätigen')
  expect(frameMessages('en').approve).toBe('Approve')
  expect(frameMessages('fr').reject).toBe('Reject')
  expect(frameMessages(undefined).reject).toBe('Reject')
})

test('every language has every text', () => {
  const keys = (value: object) => Object.keys(value).sort()
  expect(keys(frameMessages('de'))).toEqual(keys(frameMessages('en')))
  expect(keys(frameMessages('de').title)).toEqual(keys(frameMessages('en').title))
})
