import { screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { balances, portfolioRoutes } from '../../../../test/portfolioFixtures.js'
import { renderView, showView, topView, trackEvents } from '../../../../test/renderView.js'
import { type ApiServer, serveApi } from '../../../../test/serveApi.js'
import {
  WalletSendPreviewView,
  WalletSendSelectTokenView,
  WalletSendView,
} from './WalletSendView.js'

let api: ApiServer
beforeAll(async () => {
  api = await serveApi(portfolioRoutes)
})
afterAll(() => api.close())

const receiver = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const usdc = balances.balances[1]

/** The error line a field is described by, `null` when none. */
const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')

async function sending() {
  const connected = await connectedAirlock({ apiUrl: api.url })
  showView(connected.airlock, 'Account', 'WalletSend')
  return connected
}

test('the token picker lists the portfolio; a token is chosen and the picker goes back', async () => {
  const { airlock } = await sending()
  const { user } = renderView(airlock, <WalletSendView />)
  await user.click(screen.getByRole('button', { name: 'Select token' }))
  expect(topView(airlock)).toBe('WalletSendSelectToken')
  const picker = renderView(airlock, <WalletSendSelectTokenView />)
  const list = await picker.findByRole('list', { name: 'Select token' })
  await user.click(within(list).getByRole('button', { name: /USD Coin/ }))
  expect(airlock.store.getState().send.token).toEqual(usdc)
  expect(topView(airlock)).toBe('WalletSend')
})

test('amount (digits only, or Max) and receiver are checked as typed; Preview once they are good', async () => {
  const { airlock } = await sending()
  airlock.store.setState({ send: { token: usdc, amount: '', receiver: '' } })
  const { user } = renderView(airlock, <WalletSendView />)
  expect(screen.getByRole('button', { name: /USDC/ }).textContent).toContain('120.50 available')
  const amount = screen.getByRole('textbox', { name: 'Amount' })
  await user.type(amount, 'x1y.5')
  expect((amount as HTMLInputElement).value).toBe('1.5')
  expect(screen.getByText('$1.50')).toBeTruthy()
  // A second separator is refused where it is typed: value and caret stay (issue 16, item 9).
  ;(amount as HTMLInputElement).setSelectionRange(1, 1)
  await user.keyboard(',')
  expect((amount as HTMLInputElement).value).toBe('1.5')
  expect((amount as HTMLInputElement).selectionStart).toBe(1)
  const to = screen.getByRole('textbox', { name: 'To address' })
  await user.type(to, '0x1234')
  expect(errorOf(to)?.textContent).toBe('Invalid address')
  expect(to.getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByRole('button', { name: 'Preview send' })).toHaveProperty('disabled', true)
  expect(topView(airlock)).toBe('WalletSend')
  await user.clear(to)
  await user.type(to, receiver)
  await user.click(screen.getByRole('button', { name: 'Max' }))
  expect((amount as HTMLInputElement).value).toBe('120.5')
  expect(screen.getAllByRole('alert').map((line) => line.textContent)).toEqual(['', ''])
  await user.click(screen.getByRole('button', { name: 'Preview send' }))
  expect(topView(airlock)).toBe('WalletSendPreview')
  expect(airlock.store.getState().send).toEqual({ token: usdc, amount: '120.5', receiver })
})

test('the preview shows what leaves and to whom; Send asks the wallet, and a refusal is said', async () => {
  const { airlock, wallet } = await sending()
  airlock.store.setState({ send: { token: usdc, amount: '5', receiver } })
  showView(airlock, 'Account', 'WalletSend', 'WalletSendPreview')
  const events = trackEvents(airlock)
  const { user } = renderView(airlock, <WalletSendPreviewView />)
  expect(screen.getByTestId('send-amount').textContent).toBe('5 USDC')
  expect(
    screen.getByText((_, element) => element?.tagName === 'DD' && element.textContent === receiver),
  ).toBeTruthy()
  // No chain answers here: the fee cannot be estimated.
  await waitFor(() => expect(screen.getByTestId('send-fee').textContent).toBe('Unavailable'))
  wallet.rejectNext()
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Signature declined'))
  expect(events).toContain('SEND_INITIATED')
  expect(wallet.requests).toContain('eth_sendTransaction')
  expect(airlock.store.getState().notification?.message).toBe('Signature declined')
  // The form is kept, to try again.
  expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false)
  expect(topView(airlock)).toBe('WalletSendPreview')
})

test('in French the preview shows the amount with a comma, as the field did, whichever was stored', async () => {
  const { airlock } = await sending()
  // Max stores a dot; a typed amount keeps the comma.
  for (const amount of ['120.5', '120,5']) {
    airlock.store.setState({ send: { token: usdc, amount, receiver } })
    showView(airlock, 'Account', 'WalletSend', 'WalletSendPreview')
    const view = renderView(airlock, <WalletSendPreviewView />, undefined, 'fr')
    expect(screen.getByTestId('send-amount').textContent).toBe('120,5 USDC')
    view.unmount()
  }
})

test('Cancel on the preview goes back to Send with the form as it was', async () => {
  const { airlock } = await sending()
  airlock.store.setState({ send: { token: usdc, amount: '5', receiver } })
  showView(airlock, 'Account', 'WalletSend', 'WalletSendPreview')
  const { user } = renderView(airlock, <WalletSendPreviewView />)
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(topView(airlock)).toBe('WalletSend')
  expect(airlock.store.getState().send).toEqual({ token: usdc, amount: '5', receiver })
})

test('only the field at fault is marked invalid, its error under it: the address for a bad address, the amount for too much; Preview off meanwhile', async () => {
  const { airlock } = await sending()
  airlock.store.setState({ send: { token: usdc, amount: '', receiver: '' } })
  const { user } = renderView(airlock, <WalletSendView />)
  const amount = screen.getByRole('textbox', { name: 'Amount' })
  const to = screen.getByRole('textbox', { name: 'To address' })
  await user.type(amount, '1')
  await user.type(to, '0x1234')
  expect(to.getAttribute('aria-invalid')).toBe('true')
  expect(amount.getAttribute('aria-invalid')).toBeNull()
  await user.clear(to)
  await user.type(to, receiver)
  await user.clear(amount)
  await user.type(amount, '99999')
  const error = errorOf(amount)
  expect(error?.textContent).toBe('Insufficient balance')
  expect(error?.getAttribute('role')).toBe('alert')
  expect(amount.getAttribute('aria-invalid')).toBe('true')
  // Under the amount field, above the receiver's: not at the foot of the form.
  expect(
    amount.compareDocumentPosition(error as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy()
  expect((error?.compareDocumentPosition(to) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(errorOf(to)).toBeNull()
  expect(screen.getByRole('button', { name: 'Preview send' })).toHaveProperty('disabled', true)
  expect(to.getAttribute('aria-invalid')).toBeNull()
  expect(to.getAttribute('aria-describedby')).toBeNull()
})

test('in French the amount takes and shows a comma; a second separator is refused', async () => {
  const { airlock } = await sending()
  airlock.store.setState({ send: { token: usdc, amount: '', receiver: '' } })
  const { user } = renderView(airlock, <WalletSendView />, undefined, 'fr')
  const amount = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
  await user.type(amount, '1,5,')
  expect(amount.value).toBe('1,5')
  expect(airlock.store.getState().send.amount).toBe('1,5')
  // The worth of 1.5 USDC, in French.
  expect(screen.getByText(/^1,50\s\$/)).toBeTruthy()
  await user.clear(amount)
  // A dot (a numeric keypad's) shows as the language's comma.
  await user.type(amount, '2.25')
  expect(amount.value).toBe('2,25')
  await user.click(screen.getByRole('button', { name: 'Max' }))
  expect(amount.value).toBe('120,5')
})

test("a receiver typed as a name that resolves to nothing says 'Error resolving name' and is no receiver", async () => {
  const { airlock } = await sending()
  airlock.store.setState({ send: { token: usdc, amount: '1', receiver: '' } })
  const { user } = renderView(airlock, <WalletSendView />)
  const to = screen.getByRole('textbox', { name: 'To address' })
  await user.type(to, 'nobody.airlock.test')
  // The test chain has no ENS resolver: the lookup fails, and the name is not sent to.
  expect((await screen.findByTestId('send-resolve-failed')).textContent).toBe(
    'Error resolving name',
  )
  expect(airlock.store.getState().send).toMatchObject({ receiver: '', receiverName: undefined })
  await user.click(screen.getByRole('button', { name: 'Preview send' }))
  expect(topView(airlock)).toBe('WalletSend')
})
