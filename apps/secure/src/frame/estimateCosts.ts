import { nativeTokenAddress } from '@airlock/protocol'
import { fungiblePriceResponse } from '@airlock/protocol/schemas'
import type { Address, Chain, Hex, PublicClient, Transport } from 'viem'

/** What a transaction costs, as far as the node and the server's price source could tell. */
export type TransactionCosts = {
  /** Gas × gas price, in the native token's smallest unit; `undefined` when not estimated. */
  fee: bigint | undefined
  /** The native token's symbol, as the server names it (`ETH` when it did not answer). */
  symbol: string
  /** One native token in US dollars; `undefined` when the server has no price. */
  usdPrice: number | undefined
  /**
   * The project's paymaster sponsors the operation (a smart account's send): the user pays no
   * network fee, and the screen says so instead of `fee`. Absent for a plain account's send.
   */
  sponsored?: boolean | undefined
}

export type EstimateCostsParameters = {
  client: PublicClient<Transport, Chain>
  chainId: string
  account: Address
  to: Address | undefined
  value: bigint
  data: Hex | undefined
  /** The gas limit the dapp named, if it did: then nothing is estimated. */
  gas: bigint | undefined
  serverUrl: string
  projectId: string
  fetch: typeof fetch
}

/** A ceiling: the approval screen shows "not available" rather than waiting for ever. */
const costsTimeoutMs = 5_000

/**
 * Estimates a transaction's network fee (the node's gas estimate × its gas price) and reads the
 * native token's US dollar price from the Airlock server's `POST /v1/fungible/price` (the price
 * source the modal uses). Each part fails on its own: a node that cannot estimate still lets the
 * price show, and the reverse.
 *
 * @param parameters - The chain's client, the transaction and the server.
 * @returns The costs; never rejects.
 *
 * @example
 * import { estimateCosts } from './frame/estimateCosts.js'
 * const { fee, symbol, usdPrice } = await estimateCosts({ client, chainId: '31337', account, to, value: 1n, data: undefined, gas: undefined, serverUrl, projectId: 'dev', fetch })
 */
export async function estimateCosts(
  parameters: EstimateCostsParameters,
): Promise<TransactionCosts> {
  const { client, account, to, value, data, gas } = parameters
  const fee = async () => {
    const [limit, price] = await Promise.all([
      gas ?? client.estimateGas({ account, to, value, ...(data ? { data } : {}) }),
      client.getGasPrice(),
    ])
    return limit * price
  }
  const [estimated, native] = await Promise.all([
    withCeiling(fee()),
    withCeiling(nativePrice(parameters)),
  ])
  return {
    fee: estimated,
    symbol: native?.symbol || 'ETH',
    usdPrice: native && native.price > 0 ? native.price : undefined,
  }
}

async function nativePrice({
  serverUrl,
  projectId,
  chainId,
  fetch: send,
}: EstimateCostsParameters) {
  const response = await send(
    `${serverUrl}/v1/fungible/price?projectId=${encodeURIComponent(projectId)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        addresses: [`eip155:${chainId}:${nativeTokenAddress}`],
        projectId,
      }),
      signal: AbortSignal.timeout(costsTimeoutMs),
    },
  )
  if (!response.ok) return undefined
  return fungiblePriceResponse.parse(await response.json()).fungibles[0]
}

function withCeiling<value>(work: Promise<value>): Promise<value | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), costsTimeoutMs)
    work.then(
      (result) => {
        clearTimeout(timer)
        resolve(result)
      },
      () => {
        clearTimeout(timer)
        resolve(undefined)
      },
    )
  })
}
