import { type AirlockConfig, createAirlock } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { foundry } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { lastFrameRequest } from '../../../../test/emailFrame.js'
import { emailAirlock } from '../../../../test/emailWalletSetup.js'
import { memoryStorage } from '../../../../test/memoryStorage.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { de } from '../../../locales/messages/de.js'
import { ConnectView } from '../ConnectView/ConnectView.js'
import { EmailLoginView } from './EmailLoginView.js'

const render = (config: Partial<AirlockConfig>, view = <EmailLoginView />, messages = {}) =>
  renderToStaticMarkup(
    <AirlockProvider
      airlock={createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9', ...config })}
      messages={messages}
    >
      {view}
    </AirlockProvider>,
  )

const withEmail = { networks: [foundry], embeddedWallet: { url: 'http://localhost:8788' } } as const

test('nothing without the e-mail wallet, or without networks to use it on', () => {
  expect(render({ networks: [foundry] })).toBe('')
  expect(render({ embeddedWallet: { url: 'http://localhost:8788' } })).toBe('')
})

test('a labelled e-mail field with Continue, an error line the screen reader hears, then "or"', () => {
  const html = render(withEmail)
  expect(html).toMatch(/<label class="visually-hidden" for="([^"]+)">Email<\/label>/)
  const id = html.match(/<label class="visually-hidden" for="([^"]+)">/)?.[1]
  expect(html).toContain(
    `<input id="${id}" class="input" type="email" autoComplete="email" inputMode="email"`,
  )
  expect(html).toContain('<button type="submit" class="primary">Continue</button>')
  expect(html).toMatch(/<p class="error" id="[^"]+" role="alert"><\/p>/)
  expect(html).toContain('<p class="note email-divider">or</p>')
  expect(render(withEmail, <EmailLoginView />, de)).toContain('>Weiter</button>')
})

test('in Connect, the e-mail field comes first and the wallets follow', () => {
  const html = render(withEmail, <ConnectView />)
  const field = html.indexOf('type="email"')
  const divider = html.indexOf('email-divider')
  const wallets = html.indexOf('All wallets')
  expect(field).toBeGreaterThan(-1)
  expect(field).toBeLessThan(divider)
  expect(divider).toBeLessThan(wallets)
  expect(render({ networks: [foundry] }, <ConnectView />)).not.toContain('type="email"')
})

describe('interactions', () => {
  const airlockOf = (lastEmailLoginTime?: number) => {
    const storage = memoryStorage(
      lastEmailLoginTime === undefined
        ? {}
        : { '@airlock/v1/embeddedWallet/lastEmailLoginTime': lastEmailLoginTime },
    )
    return createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9', storage, ...withEmail })
  }

  test('an address that is not one is refused under the field until it is edited', async () => {
    const { user } = renderView(airlockOf(), <EmailLoginView />)
    const field = screen.getByRole('textbox', { name: 'Email' })
    await user.type(field, 'alice@{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Invalid email')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    await user.type(field, 'airlock.test')
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(field.getAttribute('aria-invalid')).toBeNull()
  })

  test('within 30 s of the last code nothing is sent: the wait is said, counting down', async () => {
    const { user } = renderView(airlockOf(Date.now() - 10_500), <EmailLoginView />)
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'alice@airlock.test')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Please try again after (19|20) seconds$/,
    )
    expect(document.querySelector('iframe')).toBeNull()
  })

  test('a good address is sent through the wallet’s frame, and the code is asked for next', async () => {
    const { airlock, frame } = emailAirlock({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    airlock.open({ view: 'Connect' })
    const { user } = renderView(airlock, <EmailLoginView />)
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' alice@airlock.test ')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(topView(airlock)).toBe('EmailVerifyOtp'))
    expect(airlock.store.getState().router.data).toEqual({ email: 'alice@airlock.test' })
    expect(lastFrameRequest(frame, 'CONNECT_EMAIL')).toMatchObject({
      payload: { email: 'alice@airlock.test' },
    })
  })
})
