import {
  type Address,
  type Chain,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  type PublicClient,
  parseAbi,
  type Transport,
} from 'viem'
import type { SmartAccountCall } from './createSmartAccounts.js'

/** A call as the approval screen lists it. */
export type DecodedCall = SmartAccountCall & {
  /** The function called, when the screen knows it (`approve`, `swapExactTokensForTokens`). */
  functionName: string | undefined
  /** An ERC-20 approve or transfer: the token, the amount in its units, and who may spend it. */
  token?:
    | {
        address: Address
        symbol: string
        amount: string
        spender?: Address | undefined
        recipient?: Address | undefined
      }
    | undefined
}

// The functions the screen names: ERC-20's, and the swap router's the modal's Swap calls.
const knownAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function deposit()',
  'function withdraw(uint256 wad)',
])

/**
 * Decodes each call of a batch for the approval screen: ERC-20 `approve`, `transfer` and
 * `transferFrom` with the token's symbol and the amount in its decimals (read from the token),
 * and the function name of the other calls the screen knows. A call it cannot read is listed by
 * its address, value and data size.
 *
 * @param parameters - The chain's client and the calls.
 * @returns The calls with what could be decoded.
 *
 * @example
 * import { decodeCalls } from './frame/decodeCalls.js'
 * const [approve] = await decodeCalls({ client, calls })
 * approve.token?.spender
 */
export async function decodeCalls({
  client,
  calls,
}: {
  client: PublicClient<Transport, Chain>
  calls: readonly SmartAccountCall[]
}): Promise<DecodedCall[]> {
  return Promise.all(calls.map((call) => decodeCall(client, call)))
}

async function decodeCall(
  client: PublicClient<Transport, Chain>,
  call: SmartAccountCall,
): Promise<DecodedCall> {
  if (!call.data || call.data.length < 10) return { ...call, functionName: undefined }
  const token = tryDecode(erc20Abi, call.data)
  if (
    token &&
    (token.functionName === 'approve' ||
      token.functionName === 'transfer' ||
      token.functionName === 'transferFrom')
  ) {
    const [symbol, decimals] = await Promise.all([
      client
        .readContract({ address: call.to, abi: erc20Abi, functionName: 'symbol' })
        .catch(() => '?'),
      client
        .readContract({ address: call.to, abi: erc20Abi, functionName: 'decimals' })
        .catch(() => 18),
    ])
    const args = token.args as readonly unknown[]
    const amount = args[args.length - 1] as bigint
    return {
      ...call,
      functionName: token.functionName,
      token: {
        address: call.to,
        symbol,
        amount: formatUnits(amount, decimals),
        ...(token.functionName === 'approve' ? { spender: args[0] as Address } : {}),
        ...(token.functionName === 'transfer' ? { recipient: args[0] as Address } : {}),
        ...(token.functionName === 'transferFrom' ? { recipient: args[1] as Address } : {}),
      },
    }
  }
  const known = tryDecode(knownAbi, call.data)
  return { ...call, functionName: known?.functionName }
}

function tryDecode<abi extends typeof erc20Abi | typeof knownAbi>(abi: abi, data: Hex) {
  try {
    return decodeFunctionData({ abi, data } as Parameters<typeof decodeFunctionData>[0])
  } catch {
    return undefined
  }
}
