import { connectEmail, createAirlock, createStorage, type StorageBackend } from '@airlock/core'
import { BaseError } from '@airlock/protocol'
import { act, screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { foundry } from 'viem/chains'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { frameRequests } from '../../../../test/emailFrame.js'
import { emailAirlock } from '../../../../test/emailWalletSetup.js'
import { renderView } from '../../../../test/renderView.js'
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
    /<button type="button" class="text-button" disabled="">Resend in 18 seconds<\/button>/,
  )
  const ready = render(1_000_000_000_000 - 30_000)
  expect(ready).toMatch(/<button type="button" class="text-button">Resend code<\/button>/)
  expect(render()).toContain('>Resend code</button>')
})

describe('interactions', () => {
  async function codeSent() {
    const made = emailAirlock({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      CONNECT_OTP: (payload) => {
        if ((payload as { otp: string }).otp !== '123456') throw new Error('Invalid code')
      },
    })
    made.airlock.open({ view: 'Connect' })
    await connectEmail(made.airlock, { email: 'alice@airlock.test' })
    return { ...made, ...renderView(made.airlock, <EmailVerifyOtpView />) }
  }

  test('a wrong code is refused and the boxes empty; the right one, pasted, logs the wallet in', async () => {
    const { airlock, frame, user } = await codeSent()
    const boxes = screen.getAllByRole('textbox')
    expect(document.activeElement).toBe(boxes[0])
    await user.keyboard('111111')
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Invalid code')
    await waitFor(() => expect(document.activeElement).toBe(boxes[0]))
    expect(boxes.map((box) => (box as HTMLInputElement).value)).toEqual(['', '', '', '', '', ''])
    await user.paste('123456')
    await waitFor(() => expect(airlock.store.getState().embeddedWallet.connected).toBe(true))
    expect(frameRequests(frame).filter((name) => name === 'CONNECT_OTP')).toHaveLength(2)
    expect(airlock.store.getState().eip155).toMatchObject({
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
  })

  test('arrow keys and Backspace move between the boxes', async () => {
    const { user } = await codeSent()
    const boxes = screen.getAllByRole('textbox') as HTMLInputElement[]
    await user.keyboard('12')
    expect(document.activeElement).toBe(boxes[2])
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(boxes[1])
    await user.keyboard('{Backspace}')
    expect(boxes.map((box) => box.value)).toEqual(['1', '', '', '', '', ''])
  })

  test('a resend the server refuses for a while counts its seconds down live, said once, then is offered again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: 1_000_000_000_000 })
    let sent = 0
    const made = emailAirlock({
      CONNECT_EMAIL: () => {
        sent += 1
        if (sent === 1) return { action: 'VERIFY_OTP' }
        // What the server answers a code asked for too soon (from another tab, say), as the
        // frame passes it on: a code and its number, not English.
        throw new BaseError('Please try again after 20 seconds', {
          messageCode: 'emailCooldown',
          messageParams: { seconds: 20 },
        })
      },
    })
    made.airlock.open({ view: 'Connect' })
    await connectEmail(made.airlock, { email: 'alice@airlock.test' })
    const { user } = renderView(made.airlock, <EmailVerifyOtpView />)
    const resend = () => screen.getByRole('button', { name: /Resend/ }) as HTMLButtonElement
    act(() => vi.advanceTimersByTime(30_000))
    expect(resend().textContent).toBe('Resend code')
    await user.click(resend())
    const alert = screen.getByRole('alert')
    await waitFor(() => expect(alert.textContent).toBe('Please try again after 20 seconds'))
    const seen = () => document.querySelector('.error[aria-hidden="true"]')?.textContent
    expect(seen()).toBe('Please try again after 20 seconds')
    expect(resend()).toMatchObject({ disabled: true, textContent: 'Resend in 20 seconds' })
    act(() => vi.advanceTimersByTime(5_000))
    expect(seen()).toBe('Please try again after 15 seconds')
    expect(resend().textContent).toBe('Resend in 15 seconds')
    // The live region still holds the text it was said with: no announcement every second.
    expect(alert.textContent).toBe('Please try again after 20 seconds')
    act(() => vi.advanceTimersByTime(15_000))
    expect(seen()).toBeUndefined()
    expect(alert.textContent).toBe('')
    expect(screen.getByRole('status').textContent).toBe('You can ask for a new code now.')
    expect(resend()).toMatchObject({ disabled: false, textContent: 'Resend code' })
  })
})
