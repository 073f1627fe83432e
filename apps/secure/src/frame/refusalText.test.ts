import { supportedLocales } from '@airlock/protocol'
import { expect, test } from 'vitest'
import { frameMessages } from './frameMessages.js'
import { refusalText } from './refusalText.js'

test('shows the server’s refusal in the page’s language, never its English', () => {
  const refused = (locale: string, body: unknown) =>
    refusalText(frameMessages(locale).social.refused, body)
  const cancelled = { message: 'x', code: 'socialLoginCancelled', params: { provider: 'GitHub' } }
  expect(refused('fr', cancelled)).toBe('La connexion avec GitHub a été annulée')
  expect(refused('ja', { code: 'socialAttemptCanceled' })).toBe(
    'このソーシャルログインはキャンセルされました',
  )
  expect(refused('en', { code: 'socialAttemptCanceled' })).toBe('This social login was cancelled')
  // No code, a code the page does not know, a parameter missing: the caller says "failed".
  expect(refused('de', { message: 'This social login was cancelled' })).toBeUndefined()
  expect(refused('de', { code: 'toString' })).toBeUndefined()
  expect(refused('de', { code: 'socialLoginRefused' })).toBeUndefined()
})

test.each(supportedLocales.filter((locale) => locale !== 'en'))(
  '%s words every refusal itself',
  (locale) => {
    const { refused } = frameMessages(locale).social
    const english = frameMessages('en').social.refused
    const texts = (set: typeof refused) =>
      Object.values(set).map((text) => (typeof text === 'string' ? text : text('GitHub')))
    expect(Object.keys(refused)).toEqual(Object.keys(english))
    const same = texts(refused).filter((text, index) => text === texts(english)[index])
    expect(same).toEqual([])
  },
)
