// createSwap: building, checking and sending the swap (split by concern; fixtures in test/swapFixtures.ts).
import { encodeFunctionData, erc20Abi } from 'viem'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  chainId,
  fakeApi,
  fakeWallet,
  router,
  settle,
  setup,
  user,
} from '../../../test/swapFixtures.js'
import type { ConvertApi } from '../../api/createConvertApi.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('ETH in needs no approval: the swap is built, checked and sent; then the state resets', async () => {
  const { api, calls } = fakeApi()
  const { wallet, sent } = fakeWallet()
  const { airlock, swap, state } = setup({ api, wallet })
  await swap.init({
    address: user,
    chainId,
    preset: { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' },
  })
  await settle()
  await swap.prepare()
  expect(calls.map((call) => call.method)).not.toContain('allowance')
  expect(state()).toMatchObject({
    status: 'idle',
    approvalTransaction: undefined,
    swapTransaction: { to: router, value: 10n ** 17n, gas: 123_456n },
  })
  expect(calls.find((call) => call.method === 'buildTransaction')?.parameters).toMatchObject({
    amount: '100000000000000000',
    eip155: { slippage: 1 },
    disableEstimate: false,
  })
  const version = airlock.store.getState().portfolioVersion
  const values: [string, unknown][] = []
  airlock.analytics.subscribe(({ event, properties }) => values.push([event, properties?.valueUsd]))
  const hash = await swap.execute()
  expect(hash).toMatch(/^0x0+1$/)
  // The quoted value in US dollars goes with the swap, for the console's swap volume.
  expect(values).toMatchInlineSnapshot(`
    [
      [
        "INITIATE_SWAP",
        300,
      ],
      [
        "SWAP_SUCCESS",
        300,
      ],
    ]
  `)
  expect(sent).toHaveLength(1)
  expect(sent[0]).toMatchObject({ chainId, to: router, value: 10n ** 17n, gas: 123_456n })
  expect(state()).toMatchObject({ sourceToken: undefined, sourceTokenAmount: '', tokens: [] })
  expect(airlock.store.getState().portfolioVersion).toBe(version + 1)
  await vi.advanceTimersByTimeAsync(3_500)
  expect(airlock.store.getState().portfolioVersion).toBe(version + 3)
})

test('each failed step says so with the spec text, and the state is idle again', async () => {
  const failing = async (overrides: Partial<ConvertApi>) => {
    const { swap, state } = setup({ api: fakeApi(overrides, 0n).api })
    await swap.init({
      address: user,
      chainId,
      preset: { fromToken: 'USDC', toToken: 'DAI', amount: '5' },
    })
    await settle()
    const error = await swap.prepare().catch((e: unknown) => e)
    expect(state().status).toBe('idle')
    return (error as { shortMessage: string }).shortMessage
  }
  const down = () => Promise.reject(new Error('HTTP status code: 502'))
  expect(await failing({ allowance: down })).toBe('Failed to check allowance')
  expect(await failing({ buildApprove: down })).toBe('Failed to create approval transaction')
  expect(await failing({ buildTransaction: down })).toBe('Failed to create transaction')
  // An approval of more than the amount is refused before the wallet sees it.
  const base = fakeApi().api
  expect(
    await failing({
      buildApprove: async (parameters) => ({
        ...(await base.buildApprove(parameters)),
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, 2n ** 256n - 1n],
        }),
      }),
    }),
  ).toBe('Failed to create approval transaction')

  const { swap } = setup()
  await swap.init({ address: user, chainId, preset: { toToken: 'DAI' } })
  await expect(swap.prepare()).rejects.toMatchObject({
    shortMessage: 'Please enter a valid amount',
  })
})
