import { expect, test } from 'vitest'
import { type CompiledMessages, createTranslate } from './createTranslate.js'

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
