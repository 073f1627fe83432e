import { connectEmail, createAirlock } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { foundry } from 'viem/chains'
import { expect, test } from 'vitest'
import { emailAirlock } from '../../../../test/emailWalletSetup.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { EmailVerifyDeviceView } from './EmailVerifyDeviceView.js'

test('asks to approve the device from the e-mailed link, and waits with a status line', () => {
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [foundry],
    embeddedWallet: { url: 'http://localhost:8788' },
  })
  airlock.open({ view: 'Connect' })
  airlock.navigate({ type: 'push', view: 'EmailVerifyDevice', data: { email: 'bob@airlock.test' } })
  const html = renderToStaticMarkup(
    <AirlockProvider airlock={airlock}>
      <EmailVerifyDeviceView />
    </AirlockProvider>,
  )
  expect(html).toContain('<p class="heading">Approve this device</p>')
  expect(html).toContain(
    'Open the link we sent to <span class="email-address">bob@airlock.test</span>',
  )
  expect(html).toContain('<p class="note" role="status">Waiting for your approval…</p>')
  expect(html).toContain('>Resend link</button>')
})

test('waits for the device to be approved; a failure offers Try again, and approval connects', async () => {
  let approved = false
  const { airlock } = emailAirlock({
    CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }),
    CONNECT_DEVICE: () => {
      if (!approved) throw new Error('The approval link expired')
    },
  })
  airlock.open({ view: 'Connect' })
  await connectEmail(airlock, { email: 'alice@airlock.test' })
  expect(topView(airlock)).toBe('EmailVerifyDevice')
  const { user } = renderView(airlock, <EmailVerifyDeviceView />)
  expect(screen.getByText('alice@airlock.test')).toBeTruthy()
  const retry = await screen.findByRole('button', { name: 'Try again' })
  expect(screen.getByRole('alert').textContent).not.toBe('')
  approved = true
  await user.click(retry)
  await waitFor(() => expect(airlock.store.getState().eip155.status).toBe('connected'))
  expect(airlock.store.getState().open).toBe(false)
})

test('counts down to the link’s expiry; once it has passed, says to start again, without Resend', async () => {
  const { airlock } = emailAirlock({ CONNECT_DEVICE: () => new Promise(() => {}) })
  airlock.open({ view: 'Connect' })
  const expiresAt = new Date(Date.now() + 125_000).toISOString()
  airlock.navigate({
    type: 'push',
    view: 'EmailVerifyDevice',
    data: { email: 'bob@airlock.test', expiresAt },
  })
  const first = renderView(airlock, <EmailVerifyDeviceView />)
  expect(first.getByTestId('device-link-countdown').textContent).toMatch(
    /^The link is valid for 2:0[45]$/,
  )
  expect(first.getByRole('status').textContent).toBe('Waiting for your approval…')
  first.unmount()

  const late = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    networks: [foundry],
    embeddedWallet: { url: 'http://localhost:8788' },
  })
  late.open({ view: 'Connect' })
  late.navigate({
    type: 'push',
    view: 'EmailVerifyDevice',
    data: { email: 'bob@airlock.test', expiresAt: new Date(Date.now() - 1_000).toISOString() },
  })
  const later = renderView(late, <EmailVerifyDeviceView />)
  // The link and its login expired together: the way on is to start again, not to resend.
  expect(later.getByRole('alert').textContent).toBe(
    'This link has expired. Go back and enter your email again to get a new one.',
  )
  expect(later.getByRole('status').textContent).toBe('')
  expect(later.queryByTestId('device-link-countdown')).toBeNull()
  expect(later.queryByRole('button', { name: 'Try again' })).toBeNull()
  expect(later.queryByRole('button', { name: /Resend link|Resend in/ })).toBeNull()
})

test('Resend e-mails a new link for the same login: the view stays, says so, counts down anew and waits 30 s', async () => {
  const expiresAt = () => new Date(Date.now() + 600_000).toISOString()
  const { airlock, frame } = emailAirlock({
    CONNECT_DEVICE: () => new Promise(() => {}),
    RESEND_DEVICE_LINK: () => ({ expiresAt: expiresAt() }),
  })
  airlock.open({ view: 'Connect' })
  airlock.navigate({
    type: 'push',
    view: 'EmailVerifyDevice',
    data: { email: 'bob@airlock.test', expiresAt: new Date(Date.now() + 65_000).toISOString() },
  })
  const { user, getByRole, getByTestId } = renderView(airlock, <EmailVerifyDeviceView />)
  expect(getByTestId('device-link-countdown').textContent).toMatch(/^The link is valid for 1:0/)
  await user.click(getByRole('button', { name: 'Resend link' }))
  await waitFor(() => expect(getByRole('status').textContent).toBe('A new link is on its way.'))
  expect(getByTestId('device-link-countdown').textContent).toMatch(
    /^The link is valid for (9:5\d|10:00)$/,
  )
  expect(topView(airlock)).toBe('EmailVerifyDevice')
  const sent = frame.requests.map((request) => request.type)
  expect(sent).toContain('@w3m-app/RESEND_DEVICE_LINK')
  // The login goes on: no new code, no trip back to the code view.
  expect(sent).not.toContain('@w3m-app/CONNECT_EMAIL')
  const cooling = getByRole('button', { name: /^Resend in \d+ seconds$/ }) as HTMLButtonElement
  expect(cooling.disabled).toBe(true)
  expect(getByRole('alert').textContent).toBe('')
})

test('Resend once the login has expired says so, in the catalogue’s words', async () => {
  const { airlock } = emailAirlock({
    CONNECT_DEVICE: () => new Promise(() => {}),
    RESEND_DEVICE_LINK: () => {
      throw Object.assign(new Error('This login has expired: enter your e-mail address again'), {
        messageCode: 'emailLoginExpired',
      })
    },
  })
  airlock.open({ view: 'Connect' })
  airlock.navigate({
    type: 'push',
    view: 'EmailVerifyDevice',
    // This device's clock says the link is still good; the server's says the login is over.
    data: { email: 'bob@airlock.test', expiresAt: new Date(Date.now() + 60_000).toISOString() },
  })
  const { user, getByRole } = renderView(airlock, <EmailVerifyDeviceView />)
  await user.click(getByRole('button', { name: 'Resend link' }))
  await waitFor(() =>
    expect(getByRole('alert').textContent).toBe(
      'This login has expired: enter your email address again',
    ),
  )
  expect(getByRole('status').textContent).toBe('')
  expect(topView(airlock)).toBe('EmailVerifyDevice')
})
