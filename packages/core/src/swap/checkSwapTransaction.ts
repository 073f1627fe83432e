import type { ConvertBuildResponse } from '@airlock/protocol'
import { decodeFunctionData, isAddressEqual } from 'viem'
import { SwapTransactionBuildError } from '../errors/swap.js'
import { evmAddressOf } from './evmAddressOf.js'
import type { SwapTransaction } from './types.js'

// The three swaps of a Uniswap V2 router that sell an exact amount: what the server builds.
const path = { name: 'path', type: 'address[]' } as const
const recipient = { name: 'to', type: 'address' } as const
const deadline = { name: 'deadline', type: 'uint256' } as const
const amountIn = { name: 'amountIn', type: 'uint256' } as const
const amountOutMin = { name: 'amountOutMin', type: 'uint256' } as const
const routerAbi = [
  {
    type: 'function',
    name: 'swapExactETHForTokens',
    stateMutability: 'payable',
    inputs: [amountOutMin, path, recipient, deadline],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapExactTokensForETH',
    stateMutability: 'nonpayable',
    inputs: [amountIn, amountOutMin, path, recipient, deadline],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapExactTokensForTokens',
    stateMutability: 'nonpayable',
    inputs: [amountIn, amountOutMin, path, recipient, deadline],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
] as const

export type CheckSwapTransactionParameters = {
  /** The answer of `POST /v1/convert/build-transaction`. */
  response: ConvertBuildResponse
  /** The account that swaps, and receives. */
  user: `0x${string}`
  /** The contract sold; undefined for the native currency. */
  from: `0x${string}` | undefined
  /** The contract bought; undefined for the native currency. */
  to: `0x${string}` | undefined
  /** Base units sold. */
  amount: bigint
  /** The least the preview promised, in base units of the token bought. */
  minimumOut: bigint
  /** The router the approval was for, when one was needed. */
  spender?: `0x${string}` | undefined
  /** Seconds since the epoch. Defaults to now. */
  now?: number | undefined
}

/**
 * Checks a swap the server built before the wallet sees it (security bar 32): a Uniswap V2
 * router swap of exactly the amount sold, from and to the tokens chosen, paid to the account
 * itself, accepting no less than the preview promised (to 0.1 %), with a deadline still ahead,
 * and sent to the router the approval was for. Throws `SwapTransactionBuildError` ('Failed to
 * create transaction') otherwise.
 *
 * @param parameters - The built transaction and what it must be.
 * @returns The transaction to send.
 *
 * @example
 * import { checkSwapTransaction } from '@airlock/core'
 * const tx = checkSwapTransaction({ response, user, from: undefined, to: usdc, amount, minimumOut })
 */
export function checkSwapTransaction({
  response,
  user,
  from,
  to,
  amount,
  minimumOut,
  spender,
  now = Date.now() / 1000,
}: CheckSwapTransactionParameters): SwapTransaction {
  const refuse = (details: string): never => {
    throw new SwapTransactionBuildError({ details })
  }
  const { tx } = response
  const router = evmAddressOf(tx.to) ?? refuse(`It is addressed to ${tx.to}.`)
  if (spender && !isAddressEqual(router, spender))
    refuse(`It is addressed to ${router}, not the router ${spender} that was approved.`)
  const sender = evmAddressOf(tx.from)
  if (sender && !isAddressEqual(sender, user)) refuse(`It is sent from ${tx.from}.`)
  const value = BigInt(tx.amount)
  if (value !== (from ? 0n : amount)) refuse(`It sends ${value} wei along.`)

  let call: ReturnType<typeof decodeFunctionData<typeof routerAbi>>
  try {
    call = decodeFunctionData({ abi: routerAbi, data: tx.data as `0x${string}` })
  } catch {
    return refuse('Its data is not a Uniswap V2 swap of an exact amount.')
  }
  const expected = !from
    ? 'swapExactETHForTokens'
    : !to
      ? 'swapExactTokensForETH'
      : 'swapExactTokensForTokens'
  if (call.functionName !== expected) refuse(`It calls ${call.functionName}, not ${expected}.`)
  const [sold, least, route, receiver, until] =
    call.functionName === 'swapExactETHForTokens'
      ? [value, ...call.args]
      : (call.args as readonly [bigint, bigint, readonly `0x${string}`[], `0x${string}`, bigint])
  if (sold !== amount) refuse(`It sells ${sold}, not ${amount}.`)
  const first = route[0]
  const last = route.at(-1)
  // The native side of a route is the chain's wrapped token, which the client does not know.
  if (from && (!first || !isAddressEqual(first, from))) refuse(`Its path starts at ${first}.`)
  if (to && (!last || !isAddressEqual(last, to))) refuse(`Its path ends at ${last}.`)
  if (!isAddressEqual(receiver, user)) refuse(`It pays ${receiver}, not the account.`)
  if (least === 0n || least < minimumOut - minimumOut / 1000n)
    refuse(`It accepts as little as ${least}, below the ${minimumOut} shown.`)
  if (until <= BigInt(Math.floor(now))) refuse(`Its deadline ${until} has passed.`)
  return {
    to: router,
    data: tx.data as `0x${string}`,
    value,
    gas: BigInt(tx.eip155?.gas ?? refuse('It has no EVM gas limit.')),
  }
}
