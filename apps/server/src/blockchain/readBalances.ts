import type { Balance } from '@airlock/protocol'
import {
  type Address,
  type ContractFunctionParameters,
  erc20Abi,
  formatUnits,
  multicall3Abi,
  type PublicClient,
} from 'viem'
import type { CallResult, PriceOracle } from './createPriceOracle.js'
import type { BlockchainChain } from './resolveBlockchainChains.js'

export type ReadBalancesParameters = {
  chain: BlockchainChain
  client: PublicClient
  oracle: PriceOracle
  address: Address
}

/**
 * Reads an account's native and ERC-20 balances on one chain together with the pool reserves that
 * price them, in a single Multicall3 `aggregate3` call (one block, one round trip). Tokens with 0
 * decimals (points, tickets) are left out, as are zero balances; the rest is sorted by USD value.
 *
 * @param parameters - The chain, its client and price oracle, and the account.
 * @returns The account's balances in the wire shape of `GET /v1/account/{address}/balance`.
 *
 * @example
 * import { readBalances } from './blockchain/readBalances.js'
 * const balances = await readBalances({ chain, client, oracle, address: '0x7099…79C8' })
 */
export async function readBalances({
  chain,
  client,
  oracle,
  address,
}: ReadBalancesParameters): Promise<Balance[]> {
  const tokens = chain.tokens.filter((token) => token.decimals > 0)
  const plan = await oracle.plan(tokens.map((token) => token.address))
  const contracts: ContractFunctionParameters[] = [
    {
      address: chain.multicall3,
      abi: multicall3Abi,
      functionName: 'getEthBalance',
      args: [address],
    },
    ...tokens.map((token) => ({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })),
    ...oracle.reserveCalls(plan),
  ]
  const results = (await client.multicall({
    contracts,
    allowFailure: true,
    multicallAddress: chain.multicall3,
    // One aggregate3 call, however long the list: the reserves must be of the balances' block.
    batchSize: 0,
  })) as CallResult[]
  const prices = oracle.prices(plan, results.slice(1 + tokens.length), tokens)
  const nativePrice = chain.pricing ? (prices.get(chain.pricing.wrappedNative) ?? 0) : 0

  const balances: Balance[] = []
  const add = (
    raw: CallResult | undefined,
    decimals: number,
    price: number,
    fields: Pick<Balance, 'name' | 'symbol' | 'iconUrl'> & { address?: string },
  ) => {
    if (raw?.status !== 'success' || typeof raw.result !== 'bigint' || raw.result === 0n) return
    const numeric = formatUnits(raw.result, decimals)
    balances.push({
      ...fields,
      chainId: chain.caipNetworkId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
    })
  }
  const { nativeCurrency } = chain
  add(results[0], nativeCurrency.decimals, nativePrice, {
    name: nativeCurrency.name,
    symbol: nativeCurrency.symbol,
    iconUrl: nativeCurrency.iconUrl,
  })
  tokens.forEach((token, i) => {
    add(results[1 + i], token.decimals, prices.get(token.address) ?? 0, {
      name: token.name,
      symbol: token.symbol,
      iconUrl: token.iconUrl,
      address: `${chain.caipNetworkId}:${token.address}`,
    })
  })
  return balances.sort(
    (a, b) => (b.value ?? 0) - (a.value ?? 0) || a.symbol.localeCompare(b.symbol),
  )
}
