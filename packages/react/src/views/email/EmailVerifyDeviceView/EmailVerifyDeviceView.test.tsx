import { createAirlock } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { foundry } from 'viem/chains'
import { expect, test } from 'vitest'
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
