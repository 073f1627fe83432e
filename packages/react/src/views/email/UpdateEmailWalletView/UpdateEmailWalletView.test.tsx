import { createAirlock } from '@airlock/core'
import { screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { lastFrameRequest } from '../../../../test/emailFrame.js'
import { emailWalletAirlock } from '../../../../test/emailWalletSetup.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { AirlockProvider } from '../../../context/AirlockProvider.js'
import { UpdateEmailWalletView } from './UpdateEmailWalletView.js'

test('the current address, and a labelled field for the new one', () => {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, connected: true, email: 'alice@airlock.test' },
  }))
  const html = renderToStaticMarkup(
    <AirlockProvider airlock={airlock}>
      <UpdateEmailWalletView />
    </AirlockProvider>,
  )
  expect(html).toContain('Current email: <span class="email-address">alice@airlock.test</span>')
  const id = html.match(/<label class="field" for="([^"]+)">New email<\/label>/)?.[1]
  expect(id).toBeDefined()
  expect(html).toContain(`<input id="${id}" class="input" type="email" autoComplete="email"`)
  expect(html).toContain('<button type="submit" class="primary">Save</button>')
})

test('a new address is checked, then sent: the code for the current one is asked next', async () => {
  const { airlock, frame } = await emailWalletAirlock({
    UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
  })
  airlock.navigate({ type: 'push', view: 'UpdateEmailWallet' })
  const { user } = renderView(airlock, <UpdateEmailWalletView />)
  const field = screen.getByRole('textbox', { name: 'New email' })
  await user.type(field, 'alice@{Enter}')
  expect(screen.getByRole('alert').textContent).toBe('Invalid email')
  await user.type(field, 'new.test')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(topView(airlock)).toBe('UpdateEmailPrimaryOtp'))
  expect(airlock.store.getState().router.data).toEqual({
    email: 'alice@airlock.test',
    newEmail: 'alice@new.test',
  })
  expect(lastFrameRequest(frame, 'UPDATE_EMAIL')).toMatchObject({
    payload: { email: 'alice@new.test' },
  })
})
