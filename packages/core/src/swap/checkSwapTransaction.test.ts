import type { ConvertBuildResponse } from '@airlock/protocol'
import { encodeFunctionData } from 'viem'
import { expect, test } from 'vitest'
import { routerAbi } from '../../test/routerAbi.js'
import { SwapTransactionBuildError } from '../errors/swap.js'
import { checkSwapTransaction } from './checkSwapTransaction.js'

const user = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const router = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
const weth = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const usdc = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const dai = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const now = 1_800_000_000
const deadline = BigInt(now + 1200)

const response = (data: `0x${string}`, amount: bigint, to = router): ConvertBuildResponse => ({
  tx: {
    from: `eip155:31337:${user}`,
    to: `eip155:31337:${to}`,
    data,
    amount: amount.toString(),
    eip155: { gas: '160000', gasPrice: '1000000000' },
  },
})
const ethIn = (least: bigint, receiver: `0x${string}` = user, until = deadline) =>
  encodeFunctionData({
    abi: routerAbi,
    functionName: 'swapExactETHForTokens',
    args: [least, [weth, usdc], receiver, until],
  })
const tokensIn = (sold: bigint, least: bigint, path: `0x${string}`[] = [usdc, dai]) =>
  encodeFunctionData({
    abi: routerAbi,
    functionName: 'swapExactTokensForTokens',
    args: [sold, least, path, user, deadline],
  })
const tenth = 10n ** 17n

test('a router swap of the amount chosen, paying the account at least the minimum, passes', () => {
  expect(
    checkSwapTransaction({
      response: response(ethIn(290_000_000n), tenth),
      user,
      from: undefined,
      to: usdc,
      amount: tenth,
      minimumOut: 290_000_000n,
      now,
    }),
  ).toEqual({ to: router, data: ethIn(290_000_000n), value: tenth, gas: 160_000n })
  expect(
    checkSwapTransaction({
      response: response(tokensIn(5_000_000n, 4_900_000_000_000_000_000n), 0n),
      user,
      from: usdc,
      to: dai,
      amount: 5_000_000n,
      minimumOut: 4_900_000_000_000_000_000n,
      spender: router,
      now,
    }).to,
  ).toBe(router)
})

test('anything else is refused before the wallet sees it', () => {
  const base = {
    user,
    from: undefined,
    to: usdc,
    amount: tenth,
    minimumOut: 290_000_000n,
    now,
  } as const
  const refusal = (parameters: Partial<Parameters<typeof checkSwapTransaction>[0]>) => {
    try {
      checkSwapTransaction({
        response: response(ethIn(290_000_000n), tenth),
        ...base,
        ...parameters,
      })
    } catch (error) {
      expect(error).toBeInstanceOf(SwapTransactionBuildError)
      expect((error as SwapTransactionBuildError).shortMessage).toBe('Failed to create transaction')
      return (error as SwapTransactionBuildError).details
    }
    return 'accepted'
  }
  const attacker = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  expect(refusal({ response: response(ethIn(290_000_000n, attacker), tenth) })).toBe(
    `It pays ${attacker}, not the account.`,
  )
  expect(refusal({ response: response(ethIn(0n), tenth) })).toBe(
    'It accepts as little as 0, below the 290000000 shown.',
  )
  expect(refusal({ response: response(ethIn(280_000_000n), tenth) })).toMatch(/below the/)
  // Within 0.1 % of the minimum shown: rounding on the server's side is allowed.
  expect(refusal({ response: response(ethIn(289_800_000n), tenth) })).toBe('accepted')
  expect(refusal({ response: response(ethIn(290_000_000n), 2n * tenth) })).toBe(
    'It sends 200000000000000000 wei along.',
  )
  expect(refusal({ amount: 2n * tenth })).toMatch(/^It sends 100000000000000000 wei/)
  expect(refusal({ spender: dai })).toMatch(/not the router/)
  expect(
    refusal({ response: response(ethIn(290_000_000n, user, BigInt(now - 1)), tenth) }),
  ).toMatch(/deadline/)
  expect(refusal({ response: response('0xdeadbeef', tenth) })).toBe(
    'Its data is not a Uniswap V2 swap of an exact amount.',
  )
  // ETH in must be swapExactETHForTokens; tokens in, tokens out the other.
  expect(
    refusal({ from: usdc, to: dai, response: response(ethIn(290_000_000n), 0n), amount: tenth }),
  ).toBe('It calls swapExactETHForTokens, not swapExactTokensForTokens.')
  const tokens = { from: usdc, to: dai, amount: 5_000_000n, minimumOut: 1n } as const
  expect(refusal({ ...tokens, response: response(tokensIn(6_000_000n, 1n), 0n) })).toBe(
    'It sells 6000000, not 5000000.',
  )
  expect(
    refusal({ ...tokens, response: response(tokensIn(5_000_000n, 1n, [dai, usdc]), 0n) }),
  ).toBe(`Its path starts at ${dai}.`)
  expect(
    refusal({ ...tokens, response: response(tokensIn(5_000_000n, 1n, [usdc, weth]), 0n) }),
  ).toBe(`Its path ends at ${weth}.`)
})
