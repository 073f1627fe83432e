import { connectWallet } from '@airlock/core'
import { installSolanaTestWallet } from '@airlock/test-kit/installSolanaTestWallet'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { testAirlock } from '../../../../test/connectedAirlock.js'
import { renderView } from '../../../../test/renderView.js'
import { serveApi } from '../../../../test/serveApi.js'
import { SolanaSend } from './SolanaSend.js'

const cluster = 'solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k'
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** Send SOL of a Solana test wallet connected to an unreachable cluster, against `apiUrl` if given. */
async function renderConnectedSend(apiUrl?: string, locale = 'en') {
  const wallet = installSolanaTestWallet({ chains: [cluster], rpcUrl: 'http://127.0.0.1:9' })
  cleanups.push(() => wallet.uninstall())
  const airlock = testAirlock({
    ...(apiUrl ? { apiUrl } : {}),
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
  return { wallet, ...renderView(airlock, <SolanaSend />, undefined, locale) }
}

test('Send checks the receiver and amount and says what is wrong in the catalogue’s words', async () => {
  const { wallet, user } = await renderConnectedSend()
  await user.click(screen.getByRole('button', { name: 'Send' }))
  // In the error line EVM's Send has (its colour, under the fields), not the grey status line.
  const alert = screen.getByRole('alert')
  expect(alert.classList.contains('error')).toBe(true)
  await waitFor(() => expect(alert.textContent).toBe('An amount and receiver address are required'))
  const receiver = screen.getByLabelText('To address')
  await user.type(receiver, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await user.type(screen.getByLabelText('Amount'), '0.5')
  // Said as typed, as EVM's Send says it; the receiver is the field at fault.
  expect(alert.textContent).toBe('Invalid address')
  expect(receiver.getAttribute('aria-invalid')).toBe('true')
  expect(receiver.getAttribute('aria-describedby')).toBe(alert.id)
  expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() => expect(alert.textContent).toBe('Invalid address'))
  expect(wallet.requests).not.toContain('signAndSendTransaction')
})

test('the amount takes digits and one separator, as EVM’s Send does; in French a dot shows as a comma (issue 16, item 9)', async () => {
  const { user } = await renderConnectedSend(undefined, 'fr')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  const amount = screen.getByLabelText('Amount') as HTMLInputElement
  await user.type(amount, '1,5,x')
  // The second separator and the letter are refused in place, nothing rewritten.
  expect(amount.value).toBe('1,5')
  await user.clear(amount)
  await user.type(amount, '2.25')
  expect(amount.value).toBe('2,25')
})

test('the fee row keeps its layout while the fee is priced: a placeholder where the value goes, no ellipsis', async () => {
  const { user } = await renderConnectedSend()
  const fee = screen.getByTestId('solana-send-fee')
  // Nothing to price yet: a dash, not an ellipsis.
  expect(fee.textContent).toBe('—')
  await user.type(
    screen.getByLabelText('To address'),
    'CuieVDEDtLo7FypA9SbLM9saXFdb1dsshEkyErMqkRQq',
  )
  await user.type(screen.getByLabelText('Amount'), '0.5')
  expect(fee.textContent).toBe('')
  expect(fee.getAttribute('aria-busy')).toBe('true')
  expect(fee.querySelector('.skeleton-text')).not.toBeNull()
  // The cluster cannot be reached here: the row says so, in the value's place.
  await waitFor(() => expect(fee.textContent).toBe('Unavailable'), { timeout: 5_000 })
  expect(fee.getAttribute('aria-busy')).toBeNull()
})

test('an SPL token is chosen by its mint; an amount finer than the mint is refused', async () => {
  const usdc = (name: string, mint: string) => ({
    name,
    symbol: 'USDC',
    chainId: cluster,
    address: `${cluster}:${mint}`,
    value: 3,
    price: 1,
    quantity: { decimals: '6', numeric: '3' },
    iconUrl: 'http://127.0.0.1:9/usdc.svg',
  })
  const api = await serveApi({
    '/v1/account/*/balance': () => ({
      body: {
        balances: [
          usdc('USD Coin', '5VVSnGb3NUhQ55rGfxizPQTK4NTp7HJBtjdkguQ5mu5g'),
          // Another token of the same symbol: told apart by its mint.
          usdc('Imitation', 'sxGkuMvqoqS3i9opq1kinWfhfAjQr2Caf1gb2XZz4Hj'),
        ],
      },
    }),
  })
  cleanups.push(() => api.close())
  const { wallet, user } = await renderConnectedSend(api.url)
  const select = screen.getByLabelText('Select token') as HTMLSelectElement
  await waitFor(() => expect(select.options).toHaveLength(2))
  await user.selectOptions(select, `${cluster}:5VVSnGb3NUhQ55rGfxizPQTK4NTp7HJBtjdkguQ5mu5g`)
  await user.type(
    screen.getByLabelText('To address'),
    'CuieVDEDtLo7FypA9SbLM9saXFdb1dsshEkyErMqkRQq',
  )
  await user.type(screen.getByLabelText('Amount'), '1.0000001')
  await user.click(screen.getByRole('button', { name: 'Send' }))
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid amount'),
  )
  expect(wallet.requests).not.toContain('signAndSendTransaction')
})
