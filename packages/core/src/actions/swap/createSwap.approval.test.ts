// createSwap: the ERC-20 approval before a swap (split by concern; fixtures in test/swapFixtures.ts).
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  caip,
  chainId,
  contract,
  dai,
  fakeApi,
  fakeWallet,
  router,
  settle,
  setup,
  usdc,
  user,
} from '../../../test/swapFixtures.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('an ERC-20 with a short allowance is approved for the exact amount first, then swapped', async () => {
  const { api, calls } = fakeApi({}, 1_000_000n)
  const { wallet, sent } = fakeWallet()
  const { swap, state, statuses } = setup({ api, wallet })
  await swap.init({
    address: user,
    chainId,
    preset: { fromToken: 'USDC', toToken: 'DAI', amount: '5' },
  })
  await settle()
  statuses.length = 0
  await swap.prepare()
  expect(statuses).toEqual(['loadingApproval', 'idle'])
  expect(calls.find((call) => call.method === 'allowance')?.parameters).toEqual({
    tokenAddress: usdc.address,
    userAddress: caip(user),
  })
  expect(calls.find((call) => call.method === 'buildApprove')?.parameters).toEqual({
    userAddress: caip(user),
    from: usdc.address,
    to: dai.address,
    amount: 5_000_000n,
  })
  expect(state().approvalTransaction).toMatchObject({ to: contract(usdc), value: 0n, gas: 55_000n })
  // The fee covers both transactions: 55,000 + 150,000 gas at 2 gwei.
  expect(state().gasFee).toBe(205_000n * 2_000_000_000n)

  statuses.length = 0
  await swap.execute()
  expect(statuses).toEqual(['loadingApproval', 'loadingTransaction', 'idle'])
  expect(sent.map((transaction) => transaction.to)).toEqual([contract(usdc), router])
  // Rebuilt after the approval, with the gas estimated this time.
  expect(
    calls
      .filter((call) => call.method === 'buildTransaction')
      .map((call) => (call.parameters as { disableEstimate: boolean }).disableEstimate),
  ).toEqual([true, false])
  expect(sent[1]?.gas).toBe(123_456n)
})

test('an allowance that covers the amount skips the approval', async () => {
  const { api, calls } = fakeApi({}, 10_000_000n)
  const { swap, state } = setup({ api })
  await swap.init({
    address: user,
    chainId,
    preset: { fromToken: 'USDC', toToken: 'DAI', amount: '5' },
  })
  await settle()
  await swap.prepare()
  expect(calls.map((call) => call.method)).not.toContain('buildApprove')
  expect(state().approvalTransaction).toBeUndefined()
  expect(state().swapTransaction?.to).toBe(router)
})

test('declining the approval in the wallet stops there; a reverted swap is a transaction error', async () => {
  const declined = fakeWallet(['rejected'])
  const first = setup({ api: fakeApi({}, 0n).api, wallet: declined.wallet })
  await first.swap.init({
    address: user,
    chainId,
    preset: { fromToken: 'USDC', toToken: 'DAI', amount: '5' },
  })
  await settle()
  await first.swap.prepare()
  await expect(first.swap.execute()).rejects.toMatchObject({
    name: 'SwapRejectedError',
    step: 'approval',
    shortMessage: 'Signature declined',
  })
  expect(declined.sent).toHaveLength(0)
  // Nothing was lost: the form is as it was, ready to review again.
  expect(first.state()).toMatchObject({ status: 'idle', sourceTokenAmount: '5' })
  expect(first.state().approvalTransaction).toBeDefined()

  const reverted = fakeWallet(['reverted'])
  const second = setup({ wallet: reverted.wallet })
  await second.swap.init({ address: user, chainId, preset: { toToken: 'USDC', amount: '0.1' } })
  await settle()
  await second.swap.prepare()
  await expect(second.swap.execute()).rejects.toMatchObject({
    name: 'SwapTransactionError',
    step: 'swap',
    shortMessage: 'Transaction error',
  })
  expect(second.state().status).toBe('idle')
})

test('a wallet with atomic batches gets the approval and the swap as one batch; others two transactions', async () => {
  const { api } = fakeApi({}, 1_000_000n)
  const { wallet, sent } = fakeWallet()
  const batches: { chainId: number; calls: readonly { to: string; data: string }[] }[] = []
  const asked: number[] = []
  const batching = {
    ...wallet,
    supportsAtomicBatch: async (id: number) => {
      asked.push(id)
      return true
    },
    sendAtomicBatch: async (parameters: (typeof batches)[number]) => {
      batches.push(parameters)
      return { hash: `0x${'ab'.repeat(32)}` as `0x${string}`, succeeded: true }
    },
  }
  const { swap, state, statuses } = setup({ api, wallet: batching })
  await swap.init({
    address: user,
    chainId,
    preset: { fromToken: 'USDC', toToken: 'DAI', amount: '5' },
  })
  await settle()
  await swap.prepare()
  const approval = state().approvalTransaction
  statuses.length = 0
  expect(await swap.execute()).toBe(`0x${'ab'.repeat(32)}`)
  expect(asked).toEqual([chainId])
  expect(sent).toHaveLength(0)
  expect(batches).toHaveLength(1)
  expect(batches[0]?.calls.map((call) => call.to)).toEqual([contract(usdc), router])
  expect(batches[0]?.calls[0]?.data).toBe(approval?.data)
  expect(statuses).toEqual(['loadingTransaction', 'idle'])

  // A batch that reverted on chain is a transaction error.
  const reverted = setup({
    api: fakeApi({}, 1_000_000n).api,
    wallet: {
      ...batching,
      sendAtomicBatch: async () => ({ hash: `0x${'cd'.repeat(32)}`, succeeded: false }),
    },
  })
  await reverted.swap.init({
    address: user,
    chainId,
    preset: { fromToken: 'USDC', toToken: 'DAI', amount: '5' },
  })
  await settle()
  await reverted.swap.prepare()
  await expect(reverted.swap.execute()).rejects.toMatchObject({ name: 'SwapTransactionError' })
})
