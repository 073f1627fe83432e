import { connectWallet } from '@airlock/core'
import { installSolanaTestWallet } from '@airlock/test-kit/installSolanaTestWallet'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { renderView } from '../../../../test/renderView.js'
import { SolanaSend } from './SolanaSend.js'

const cluster = 'solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k'
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

test('Send checks the receiver and amount and says what is wrong in the catalogue’s words', async () => {
  const wallet = installSolanaTestWallet({ chains: [cluster], rpcUrl: 'http://127.0.0.1:9' })
  cleanups.push(() => wallet.uninstall())
  const airlock = testAirlock({
    solana: {
      networks: [
        {
          caipNetworkId: cluster,
          name: 'Airlock Solana Devnet',
          rpcUrl: 'http://127.0.0.1:9',
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        },
      ],
    },
  })
  await airlock.adapter('solana')
  const connectorUid = airlock.store.getState().solana.connectors[0]?.uid ?? ''
  await connectWallet(airlock, { namespace: 'solana', connectorUid })
  const { user } = renderView(airlock, <SolanaSend />)
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe(
      'An amount and receiver address are required',
    ),
  )
  await user.type(screen.getByLabelText('To address'), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await user.type(screen.getByLabelText('Amount'), '0.5')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Invalid address'))
  expect(wallet.requests).not.toContain('signAndSendTransaction')
})
