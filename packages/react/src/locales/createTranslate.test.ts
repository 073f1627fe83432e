import { expect, test, vi } from 'vitest'
import { type CompiledMessages, compactMessage, createTranslate } from './createTranslate.js'

const catalogue: CompiledMessages = {
  'connectButton.label': ['Connect Wallet'],
  'accountButton.label': ['Account ', ['address']],
}

/** The catalogue behind a proxy that counts how often its keys were listed (as a copy does). */
function counted() {
  const listed = { count: 0 }
  const messages = new Proxy(catalogue, {
    ownKeys(target) {
      listed.count++
      return Reflect.ownKeys(target)
    },
  })
  return { messages, listed }
}

test('without overrides the catalogue is used as it is, not copied (a copy of ~460 entries is heap the page keeps)', () => {
  const { messages, listed } = counted()
  const t = createTranslate('en', messages)
  expect(t('connectButton.label')).toBe('Connect Wallet')
  expect(t('accountButton.label', { address: '0x7099…79C8' })).toBe('Account 0x7099…79C8')
  expect(listed.count).toBe(0)
})

test('overrides replace the catalogue’s texts, placeholders filled', () => {
  const t = createTranslate('en', catalogue, { 'connectButton.label': 'Sign in as {name}' })
  expect(t('connectButton.label', { name: 'Ada' })).toBe('Sign in as Ada')
  expect(t('accountButton.label', { address: 'x' })).toBe('Account x')
})

test('a plain-text message is kept as its text and shown as it is, without a word from Lingui', async () => {
  const { messages } = await import('./compiled/en.js')
  // `npm run locales` keeps plain text as a string, and a message with a placeholder as parts.
  expect(messages['connectButton.label']).toBe('Connect Wallet')
  expect(messages['connecting.continueIn']).toEqual(['Continue in ', ['wallet']])
  expect(compactMessage(['Connect Wallet'])).toBe('Connect Wallet')
  expect(compactMessage(['Continue in ', ['wallet']])).toEqual(['Continue in ', ['wallet']])
  // Lingui would take a string for ICU text to compile, and warn that it is not compiled.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    const t = createTranslate('en', messages)
    expect(t('connectButton.label')).toBe('Connect Wallet')
    expect(t('connecting.continueIn', { wallet: 'Rabby' })).toBe('Continue in Rabby')
    // A dapp's own text for a plain message still has its placeholders filled.
    const own = createTranslate('en', messages, { 'connectButton.label': 'Hi {name}' })
    expect(own('connectButton.label', { name: 'Ada' })).toBe('Hi Ada')
    expect(warn).not.toHaveBeenCalled()
  } finally {
    warn.mockRestore()
  }
})
