import { encodeFunctionData, erc20Abi } from 'viem'
import { expect, test } from 'vitest'
import { SwapApprovalBuildError } from '../errors/swap.js'
import { checkApproveTransaction } from './checkApproveTransaction.js'

const owner = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const usdc = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const router = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'
const approve = (spender: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
const tx = {
  from: `eip155:31337:${owner}`,
  to: `eip155:31337:${usdc}`,
  data: approve(router, 5_000_000n),
  value: '0',
  eip155: { gas: 60_000, gasPrice: '1000000000' },
}

test('an approval of exactly the amount sold, to the token, passes and names its spender', () => {
  expect(checkApproveTransaction({ tx, owner, token: usdc, amount: 5_000_000n })).toEqual({
    transaction: { to: usdc, data: tx.data, value: 0n, gas: 60_000n },
    spender: router,
  })
  // A plain address works as well as a CAIP-10 id.
  expect(
    checkApproveTransaction({ tx: { ...tx, to: usdc }, owner, token: usdc, amount: 5_000_000n })
      .spender,
  ).toBe(router)
})

test('anything else is refused before the wallet sees it', () => {
  const refusal = (changes: Partial<typeof tx>, amount = 5_000_000n) => {
    try {
      checkApproveTransaction({ tx: { ...tx, ...changes }, owner, token: usdc, amount })
    } catch (error) {
      expect(error).toBeInstanceOf(SwapApprovalBuildError)
      expect((error as SwapApprovalBuildError).shortMessage).toBe(
        'Failed to create approval transaction',
      )
      return (error as SwapApprovalBuildError).details
    }
    return 'accepted'
  }
  expect(refusal({ to: `eip155:31337:${router}` })).toMatch(/^It is addressed to/)
  expect(refusal({ from: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toMatch(
    /^It is sent from/,
  )
  expect(refusal({ value: '1' })).toBe('It sends value along.')
  expect(refusal({ data: approve(router, 2n ** 256n - 1n) })).toMatch(/^It approves 1157/)
  expect(refusal({}, 4_000_000n)).toBe('It approves 5000000, not the 4000000 sold.')
  expect(
    refusal({
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [router, 5_000_000n],
      }),
    }),
  ).toBe('It calls transfer, not approve.')
  expect(refusal({ data: '0xdeadbeef' })).toBe('Its data is not an ERC-20 call.')
})
