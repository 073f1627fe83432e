import { createAirlock, createStorage, type StorageBackend } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { foundry } from 'viem/chains'
import { afterEach, expect, test, vi } from 'vitest'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { EmailVerifyOtpView } from './EmailVerifyOtpView.js'

afterEach(() => {
  vi.useRealTimers()
})

function render(lastEmailLoginTime?: number) {
  const map = new Map<string, string>()
  if (lastEmailLoginTime !== undefined)
    map.set('@airlock/v1/embeddedWallet/lastEmailLoginTime', String(lastEmailLoginTime))
  const backend: StorageBackend = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [foundry],
    embeddedWallet: { url: 'http://localhost:8788' },
    storage: createStorage({ backend }),
  })
  airlock.open({ view: 'Connect' })
  airlock.navigate({ type: 'push', view: 'EmailVerifyOtp', data: { email: 'alice@airlock.test' } })
  return renderToStaticMarkup(
    <AirlockProvider airlock={airlock}>
      <EmailVerifyOtpView />
    </AirlockProvider>,
  )
}

const inputs = (html: string) => [...html.matchAll(/<input [^>]*>/g)].map(([tag]) => tag)

test('six labelled one-digit boxes in a fieldset; only the first offers one-time-code autofill', () => {
  const html = render()
  expect(html).toContain('<legend class="visually-hidden">One-time code</legend>')
  const boxes = inputs(html)
  expect(boxes).toHaveLength(6)
  expect(boxes[0]).toContain('autoComplete="one-time-code"')
  for (const box of boxes.slice(1)) expect(box).toContain('autoComplete="off"')
  for (const [index, box] of boxes.entries()) {
    expect(box).toContain('inputMode="numeric"')
    expect(box).toContain(`aria-label="Digit ${index + 1} of 6"`)
    expect(box).toContain('value=""')
  }
  expect(html).toContain('We sent it to <span class="email-address">alice@airlock.test</span>')
})

test('resend waits out the cooldown, counting down, then offers a new code', () => {
  vi.useFakeTimers({ now: 1_000_000_000_000 })
  const counting = render(1_000_000_000_000 - 12_500)
  expect(counting).toMatch(
    /<button type="button" class="text-button" disabled="">Resend in 18 s<\/button>/,
  )
  const ready = render(1_000_000_000_000 - 30_000)
  expect(ready).toMatch(/<button type="button" class="text-button">Resend code<\/button>/)
  expect(render()).toContain('>Resend code</button>')
})
