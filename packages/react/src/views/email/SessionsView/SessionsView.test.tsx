import { completeEmailLogin, type SessionRecord } from '@airlock/core'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { emailFrame, lastFrameRequest } from '../../../../test/emailFrame.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { type ApiServer, serveApi } from '../../../../test/serveApi.js'
import { de } from '../../../locales/messages/de.js'
import { AccountSettingsView } from '../AccountSettingsView/AccountSettingsView.js'
import { SessionsView } from './SessionsView.js'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdc = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const pci = `0x${'ab'.repeat(32)}` as const
const session: SessionRecord = {
  pci,
  caipAddress: `eip155:31337:${account}`,
  chainId: 31337,
  signer: '0x1234567890abcdef1234567890abcdef1234abcd',
  validAfter: 1_800_000_000,
  validUntil: 1_800_604_800,
  period: 86_400,
  permissions: [{ target: usdc, selector: '0xa9059cbb' }],
  limits: [
    { token: usdc, amount: '10000000', spentThisPeriod: '5000000', symbol: 'USDC', decimals: 6 },
  ],
  status: 'active',
  grantedIn: `0x${'cd'.repeat(32)}`,
}

let api: ApiServer | undefined
afterEach(() => api?.close())

const icon = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'

async function setup(
  answers: (() => { status?: number; body: unknown })[],
  apps: unknown[] = [{ pci, origin: 'https://dex.example', name: 'Dex', icon }],
) {
  api = await serveApi({ '/v1/sessions/*': () => answers.shift()?.() ?? { body: [] } })
  const frame = emailFrame({
    GET_SESSION_APPS: () => ({ apps }),
    GET_USER: () => ({
      email: 'alice@airlock.test',
      address: account,
      chainId: 31337,
      preferredAccountType: 'smartAccount',
    }),
    RPC_REQUEST: () => null,
  })
  const airlock = testAirlock({
    embeddedWallet: { url: 'http://localhost:8788' },
    apiUrl: api.url,
  })
  airlock.open({ view: 'Connect' })
  await completeEmailLogin(airlock, { view: 'Connect' })
  airlock.open({ view: 'Account' })
  airlock.navigate({ type: 'push', view: 'AccountSettings' })
  return { airlock, frame, api }
}

test('from AccountSettings of a smart account: each session in words; Revoke asks the wallet and the list is read again', async () => {
  const { airlock, frame, api } = await setup([
    () => ({ body: [session] }),
    () => ({ body: [{ ...session, status: 'revoked' }] }),
  ])
  const settings = renderView(airlock, <AccountSettingsView />)
  await settings.user.click(await screen.findByRole('button', { name: 'Manage sessions' }))
  expect(topView(airlock)).toBe('Sessions')
  settings.unmount()

  const { user } = renderView(airlock, <SessionsView />)
  expect(screen.getByRole('list', { busy: true })).toBeTruthy()
  const list = await screen.findByRole('list', { name: 'Sessions' })
  const [row] = within(list).getAllByRole('listitem')
  expect(row?.getAttribute('aria-labelledby')).toBeTruthy()
  expect(
    [...(row?.querySelectorAll('.row-title, .row-sub') ?? [])].map((node) => node.textContent),
  ).toEqual([
    // The app it was granted to first, its limits in words; the key last, as a detail.
    'Dex',
    'https://dex.example',
    'Up to 10 USDC a day',
    expect.stringMatching(/^Expires .*2027/),
    'Active',
    'App key 0x1234…abcd',
  ])
  expect(row?.querySelector('img')?.getAttribute('src')).toBe(icon)
  expect(api.requests).toContain(`GET /v1/sessions/eip155:31337:${account}?projectId=dev`)

  await user.click(screen.getByRole('button', { name: 'Revoke the session of Dex' }))
  await waitFor(() => expect(screen.getByText('Revoked')).toBeTruthy())
  expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull()
  expect(lastFrameRequest(frame, 'RPC_REQUEST')).toMatchObject({
    payload: {
      method: 'wallet_revokePermissions',
      params: [{ permissionContext: pci, chainId: '0x7a69' }],
    },
  })
})

test('a session the frame has no app for (granted in another browser): unknown app, no icon; an app without a name: its origin', async () => {
  const other = { ...session, pci: `0x${'ef'.repeat(32)}` as const }
  const { airlock } = await setup(
    [() => ({ body: [session, other] })],
    [{ pci: other.pci, origin: 'https://pay.example' }],
  )
  renderView(airlock, <SessionsView />)
  const list = await screen.findByRole('list', { name: 'Sessions' })
  const rows = within(list).getAllByRole('listitem')
  // Newest grant first.
  expect(rows.map((row) => row.querySelector('.row-title')?.textContent)).toEqual([
    'https://pay.example',
    'Unknown app',
  ])
  expect(list.querySelectorAll('img')).toHaveLength(0)
  expect(
    within(list).getByRole('button', { name: 'Revoke the session of App key 0x1234…abcd' }),
  ).toBeTruthy()
})

test('a spend limit in the locale’s number format, to the token’s last decimal (issue 16, item 19)', async () => {
  const limit = { ...session.limits[0], amount: '1234500001', symbol: 'USDC', decimals: 6 }
  const big = { ...session, limits: [{ ...limit, token: usdc, spentThisPeriod: '0' }] }
  const { airlock } = await setup([() => ({ body: [big] }), () => ({ body: [big] })])
  const english = renderView(airlock, <SessionsView />)
  expect(await screen.findByText('Up to 1,234.500001 USDC a day')).toBeTruthy()
  english.unmount()
  renderView(airlock, <SessionsView />, de, 'de')
  expect(await screen.findByText('Darf bis zu 1.234,500001 USDC pro Tag ausgeben')).toBeTruthy()
})

test('no sessions: says so', async () => {
  const { airlock } = await setup([() => ({ body: [] })])
  renderView(airlock, <SessionsView />)
  expect(await screen.findByText('No app has a session with this account.')).toBeTruthy()
})

test('the server fails: says so, and Try again reads again', async () => {
  const { airlock } = await setup([
    () => ({ status: 500, body: { name: 'Error', message: 'boom' } }),
    () => ({ body: [session] }),
  ])
  const { user } = renderView(airlock, <SessionsView />)
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Sessions unavailable')
  await user.click(within(alert).getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('App key 0x1234…abcd')).toBeTruthy()
})
