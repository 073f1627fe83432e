import { installSolanaTestWallet } from '@airlock/test-kit/installSolanaTestWallet'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { renderView } from '../../../../test/renderView.js'
import { solanaCluster, solanaConfig } from '../../../../test/solanaNetwork.js'
import { testWallet } from '../../../../test/testWallet.js'
import { ConnectingMultiChainView } from './ConnectingMultiChainView.js'

const cluster = solanaCluster
const solana = solanaConfig

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function opened() {
  testWallet()
  const solanaWallet = installSolanaTestWallet({ chains: [cluster], rpcUrl: 'http://127.0.0.1:9' })
  cleanups.push(() => solanaWallet.uninstall())
  const airlock = testAirlock({ solana })
  await Promise.all([airlock.adapter('solana'), airlock.eip155()])
  await waitFor(() => expect(airlock.store.getState().eip155.connectors.length).toBeGreaterThan(0))
  const { eip155, solana: solanaState } = airlock.store.getState()
  airlock.store.setState({
    router: {
      history: ['Connect', 'ConnectingMultiChain'],
      data: { connector: eip155.connectors[0], solana: solanaState.connectors[0] },
      transition: 'none',
    },
  })
  return { airlock, ...renderView(airlock, <ConnectingMultiChainView />) }
}

test('Solana connects the wallet in the solana namespace only, and makes it active', async () => {
  const { airlock, user } = await opened()
  expect(
    screen.getByText(
      'Airlock Test Wallet supports several chains. Which one do you want to connect?',
    ),
  ).toBeTruthy()
  await user.click(screen.getByRole('button', { name: /Solana/ }))
  await waitFor(() => expect(airlock.getAccount('solana').status).toBe('connected'))
  expect(airlock.getAccount('eip155').status).toBe('disconnected')
  expect(airlock.store.getState().activeNamespace).toBe('solana')
})

test('EVM connects the wallet in the eip155 namespace only', async () => {
  const { airlock, user } = await opened()
  await user.click(screen.getByRole('button', { name: /EVM/ }))
  await waitFor(() => expect(airlock.getAccount('eip155').status).toBe('connected'))
  expect(airlock.getAccount('solana').status).toBe('disconnected')
  expect(airlock.store.getState().activeNamespace).toBe('eip155')
})
