import { installSolanaTestWallet } from '@airlock/test-kit/installSolanaTestWallet'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { renderView, topView } from '../../../../test/renderView.js'
import { solanaCluster, solanaConfig } from '../../../../test/solanaNetwork.js'
import { testWallet } from '../../../../test/testWallet.js'
import { ConnectView } from './ConnectView.js'

const cluster = solanaCluster
const solana = solanaConfig

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

test('a Solana-only wallet has a row of its own and connects in the solana namespace only', async () => {
  const wallet = installSolanaTestWallet({ chains: [cluster], rpcUrl: 'http://127.0.0.1:9' })
  cleanups.push(() => wallet.uninstall())
  const airlock = testAirlock({ solana })
  await airlock.adapter('solana')
  const { user } = renderView(airlock, <ConnectView />)
  await user.click(await screen.findByRole('button', { name: /Airlock Test Wallet\s*Solana/ }))
  await waitFor(() => expect(airlock.getAccount('solana').status).toBe('connected'))
  expect(airlock.getAccount('solana').address).toBe(wallet.address)
  expect(airlock.getAccount('eip155').status).toBe('disconnected')
})

test('a wallet in both namespaces is one row, which asks which namespace to connect', async () => {
  testWallet()
  const solanaWallet = installSolanaTestWallet({ chains: [cluster], rpcUrl: 'http://127.0.0.1:9' })
  cleanups.push(() => solanaWallet.uninstall())
  const airlock = testAirlock({ solana })
  await Promise.all([airlock.adapter('solana'), airlock.eip155()])
  const { user } = renderView(airlock, <ConnectView />)
  await waitFor(() => expect(airlock.store.getState().eip155.connectors.length).toBeGreaterThan(0))
  const rows = await screen.findAllByRole('button', { name: /Airlock Test Wallet/ })
  expect(rows).toHaveLength(1)
  await user.click(rows[0] as HTMLElement)
  expect(topView(airlock)).toBe('ConnectingMultiChain')
  const data = airlock.store.getState().router.data
  expect(data?.connector).toMatchObject({ name: 'Airlock Test Wallet', type: 'injected' })
  expect(data?.solana).toMatchObject({ name: 'Airlock Test Wallet', type: 'walletStandard' })
  // Nothing is asked of the wallet before the choice.
  expect(solanaWallet.requests).toEqual([])
  expect(airlock.getAccount('eip155').status).toBe('disconnected')
})
