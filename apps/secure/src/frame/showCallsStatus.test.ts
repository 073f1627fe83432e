// @vitest-environment happy-dom
import type { Hex } from 'viem'
import { expect, test, vi } from 'vitest'
import { type CallsStatusReading, showCallsStatus } from './showCallsStatus.js'

const usdc = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const router = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const hash: Hex = `0x${'12'.repeat(32)}`
const calls = [
  { to: usdc, value: 0n, data: '0x' as Hex, functionName: 'approve' },
  { to: router, value: 0n, data: '0x' as Hex, functionName: 'swapExactTokensForTokens' },
] as const

test('pending, then confirmed for every call of the batch, with its transaction linked; Close resolves', async () => {
  // The second reading waits until the test has seen the pending state.
  let mined: (reading: CallsStatusReading) => void = () => {}
  const readings: Promise<CallsStatusReading>[] = [
    Promise.resolve({ status: 100 }),
    new Promise((resolve) => {
      mined = resolve
    }),
  ]
  const read = vi.fn(
    () => readings.shift() ?? Promise.resolve({ status: 200, transactionHash: hash }),
  )
  const closed = showCallsStatus({
    document,
    chainId: '31337',
    calls,
    read,
    requester: 'http://localhost:3000',
    networkName: 'Airlock Devnet',
    explorerUrl: 'http://explorer.test/',
    pollingIntervalMs: 10,
  })
  const state = () => document.querySelector('.calls-status-state')
  await vi.waitFor(() => expect(state()?.getAttribute('data-status')).toBe('pending'))
  expect(document.activeElement?.textContent).toBe('Status of these calls')
  expect(state()?.getAttribute('role')).toBe('status')
  expect(
    [...document.querySelectorAll('.approval-call-title')].map((node) => node.textContent),
  ).toEqual(['Call 1 of 2: approve', 'Call 2 of 2: swapExactTokensForTokens'])
  await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2))
  expect(state()?.textContent).toBe('Pending')
  mined({ status: 200, transactionHash: hash })
  await vi.waitFor(() => expect(state()?.textContent).toBe('Confirmed'))
  expect(
    [...document.querySelectorAll('.calls-status-call')].map((node) => node.textContent),
  ).toEqual(['Confirmed', 'Confirmed'])
  expect(document.querySelector<HTMLAnchorElement>('.calls-status a')?.href).toBe(
    `http://explorer.test/tx/${hash}`,
  )
  expect(read).toHaveBeenCalledTimes(2)
  document.querySelector<HTMLButtonElement>('.approval-approve')?.click()
  await closed
  expect(document.body.children).toHaveLength(0)
})

test('a reverted batch reads "Fehlgeschlagen" in German; Escape closes', async () => {
  const closed = showCallsStatus({
    document,
    chainId: '31337',
    calls: [],
    read: async () => ({ status: 500, transactionHash: hash }),
    requester: 'http://localhost:3000',
    locale: 'de',
  })
  await vi.waitFor(() =>
    expect(document.querySelector('.calls-status-state')?.textContent).toBe('Fehlgeschlagen'),
  )
  expect(document.querySelector('.calls-status dd')?.textContent).toBe(hash)
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
  await closed
})
