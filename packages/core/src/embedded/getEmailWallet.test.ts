import { foundry } from 'viem/chains'
import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { createAirlock } from '../createAirlock.js'
import { getEmailWallet } from './getEmailWallet.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('one e-mail connector per client, in the adapter’s wagmi config, hidden from the wallet list', async () => {
  const { airlock } = emailAirlock()
  const [a, b] = await Promise.all([getEmailWallet(airlock), getEmailWallet(airlock)])
  expect(a).toBe(b)
  expect(a).toMatchObject({ id: 'airlock-email', type: 'airlock-email', name: 'Email' })
  const adapter = await airlock.eip155()
  expect(adapter.wagmiConfig.connectors.filter((item) => item.type === 'airlock-email')).toEqual([
    a,
  ])
  expect(airlock.store.getState().eip155.connectors.map((item) => item.type)).not.toContain(
    'airlock-email',
  )
})

test('refused when the dapp does not offer e-mail, or has no networks', async () => {
  for (const airlock of [
    createAirlock({ projectId: 'dev', networks: [foundry] }),
    createAirlock({ projectId: 'dev', embeddedWallet: { url: 'http://localhost:8788' } }),
  ])
    await expect(getEmailWallet(airlock)).rejects.toMatchObject({
      name: 'EmbeddedWalletDisabledError',
    })
})
