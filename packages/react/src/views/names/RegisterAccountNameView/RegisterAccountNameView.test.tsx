import { screen, waitFor } from '@testing-library/react'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, showView, topView } from '../../../../test/renderView.js'
import { type ApiServer, serveApi } from '../../../../test/serveApi.js'
import {
  RegisterAccountNameSuccessView,
  RegisterAccountNameView,
} from './RegisterAccountNameView.js'

const zone = 'airlock.test'
const taken = new Set([`alice.${zone}`])
let registrations: { coin_type: number; address: string; message: string; signature: Hex }[] = []
let refuse = false
let api: ApiServer
beforeAll(async () => {
  // The server's /v1/profile wire (model product §3.5), kept in memory.
  api = await serveApi({
    '/v1/profile/suggestions/*': ({ url }) => {
      const label = decodeURIComponent(url.pathname.split('/').at(-1) ?? '')
      const names = [`${label}.${zone}`, `${label}-eth.${zone}`, `${label}1.${zone}`]
      return {
        body: { suggestions: names.map((name) => ({ name, registered: taken.has(name) })) },
      }
    },
    '/v1/profile/account': ({ body }) => {
      const request = body as (typeof registrations)[number]
      registrations.push(request)
      if (refuse)
        return {
          status: 409,
          body: { status: 409, reasons: [{ name: 'NameTakenError', description: 'taken' }] },
        }
      const { name } = JSON.parse(request.message) as { name: string }
      taken.add(name)
      return {
        body: { name, registered: 1, updated: 1, addresses: {}, attributes: [] },
      }
    },
  })
})
afterAll(() => api.close())

async function choosing() {
  const connected = await connectedAirlock({ apiUrl: api.url })
  showView(connected.airlock, 'Account', 'AccountSettings', 'RegisterAccountName')
  registrations = []
  refuse = false
  return connected
}

const suggestionRequests = () => api.requests.filter((line) => line.includes('/suggestions/'))

test('availability is asked once typing pauses, suggestions replace a taken name, and Register signs and succeeds', async () => {
  const { airlock, wallet } = await choosing()
  const { user } = renderView(airlock, <RegisterAccountNameView />)
  const input = screen.getByTestId('name-input')
  await user.type(input, 'bob')
  expect(screen.getByTestId('name-status').textContent).toBe(
    'At least 4 characters: letters, digits or hyphens.',
  )
  const before = suggestionRequests().length
  await user.clear(input)
  await user.type(input, 'alice')
  await waitFor(() =>
    expect(screen.getByTestId('name-status').textContent).toBe('alice.airlock.test is taken'),
  )
  // Typed one letter at a time, but asked for once: each change cancelled the one before.
  expect(suggestionRequests().slice(before)).toEqual([
    expect.stringContaining('/v1/profile/suggestions/alice?'),
  ])
  expect(screen.getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(true)
  await user.click(screen.getByRole('button', { name: 'alice-eth.airlock.test' }))
  await waitFor(() =>
    expect(screen.getByTestId('name-status').textContent).toBe(
      'alice-eth.airlock.test is available',
    ),
  )
  await user.click(screen.getByRole('button', { name: 'Register' }))
  await waitFor(() => expect(topView(airlock)).toBe('RegisterAccountNameSuccess'))
  const [registration] = registrations
  expect(registration?.coin_type).toBe(0x80000000 + 31337)
  expect(JSON.parse(registration?.message ?? '{}')).toMatchObject({
    name: 'alice-eth.airlock.test',
    attributes: {},
  })
  expect(
    await verifyMessage({
      address: wallet.address,
      message: registration?.message ?? '',
      signature: registration?.signature ?? '0x',
    }),
  ).toBe(true)
  renderView(airlock, <RegisterAccountNameSuccessView />)
  expect(screen.getByTestId('name-success').textContent).toBe(
    'alice-eth.airlock.test is now your account name.',
  )
})

test("a refusal keeps the form and says 'Error registering name {name}'", async () => {
  const { airlock } = await choosing()
  refuse = true
  const { user } = renderView(airlock, <RegisterAccountNameView />)
  await user.type(screen.getByTestId('name-input'), 'carol')
  await waitFor(() =>
    expect(screen.getByTestId('name-status').textContent).toBe('carol.airlock.test is available'),
  )
  await user.click(screen.getByRole('button', { name: 'Register' }))
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Error registering name carol.airlock.test'),
  )
  expect(topView(airlock)).toBe('RegisterAccountName')
  expect(screen.getByRole('button', { name: 'Register' }).hasAttribute('disabled')).toBe(false)
})

test('a refusal after the wallet screen covered the form brings the form back with the name typed and the error under it', async () => {
  const { airlock } = await choosing()
  refuse = true
  const first = renderView(airlock, <RegisterAccountNameView />)
  await first.user.type(screen.getByTestId('name-input'), 'dave')
  await waitFor(() =>
    expect(screen.getByTestId('name-status').textContent).toBe('dave.airlock.test is available'),
  )
  await first.user.click(screen.getByRole('button', { name: 'Register' }))
  // The e-mail wallet's approval screen takes the modal's place while it signs: the form is gone,
  // and comes back (a new one) when the wallet has answered.
  first.unmount()
  renderView(airlock, <RegisterAccountNameView />)
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Error registering name dave.airlock.test'),
  )
  expect((screen.getByTestId('name-input') as HTMLInputElement).value).toBe('dave')
  expect(topView(airlock)).toBe('RegisterAccountName')
})
