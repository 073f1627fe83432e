import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import {
  buttons,
  onRampAirlock,
  render,
  solanaBuyer,
  text,
  usdc,
} from '../../../test/onRampFixtures.js'
import { renderView, showView } from '../../../test/renderView.js'
import { solanaCluster } from '../../../test/solanaNetwork.js'
import { OnRampProvidersView } from './OnRampProvidersView/OnRampProvidersView.js'
import { OnRampTokenSelectView } from './OnRampTokenSelectView/OnRampTokenSelectView.js'

// Buy for the Solana account (issue 21): the on-ramp views follow the active namespace's account.

const rows = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) => text(inner ?? ''))

test('Buy for a Solana account alone: USDC on its cluster, and only providers that deliver to Solana', () => {
  const html = render(
    onRampAirlock({}, { connected: false, solana: true }),
    <OnRampProvidersView />,
  )
  expect(html).not.toContain('Connect a wallet')
  expect(buttons(html)).toEqual([
    'Pay in USD. Change currency',
    'Buy USDC on Airlock Solana Devnet. Change token',
    // The sandbox of these fixtures delivers to EVM accounts only.
    'Meld.io Fees 1-2%',
  ])
})

test("the token picker of a Solana account lists what can be bought on Solana only, its cluster's", () => {
  const html = render(onRampAirlock({}, { solana: true }), <OnRampTokenSelectView />)
  const choices = rows(html)
  expect(choices).toHaveLength(2)
  expect(choices[0]).toMatch(/USD Coin USDC on Airlock Solana Devnet$/)
  expect(choices[1]).toMatch(/Solana SOL on Airlock Solana Devnet$/)
  expect(html.match(/aria-current="true"/g)).toHaveLength(1)
})

test('a choice made for the EVM account moves to the Solana cluster once the Solana account is active', async () => {
  const airlock = onRampAirlock(
    { purchaseCurrency: usdc, network: usdc.networks[1] },
    { solana: true },
  )
  showView(airlock, 'Account', 'OnRampProviders')
  renderView(airlock, <OnRampProvidersView />)
  await waitFor(() => expect(airlock.store.getState().onRamp.network?.chain_id).toBe(solanaCluster))
  expect(
    await screen.findByRole('button', { name: 'Buy USDC on Airlock Solana Devnet. Change token' }),
  ).toBeTruthy()
  expect(airlock.getAccount('solana').address).toBe(solanaBuyer)
  expect(within(document.body).queryByText('Connect a wallet to buy crypto.')).toBeNull()
})
