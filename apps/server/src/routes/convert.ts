import {
  type ConvertAllowanceResponse,
  type ConvertApproveResponse,
  type ConvertBuildResponse,
  type ConvertGasPriceResponse,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  convertBuildRequest,
  type ErrorBody,
  nativeTokenAddress,
  parseCaipNetworkId,
  swapSettings,
  userMessages,
} from '@airlock/protocol'
import { type Context, Hono } from 'hono'
import { type Address, encodeFunctionData, erc20Abi, maxUint256, type PublicClient } from 'viem'
import { z } from 'zod'
import type { ChainContext } from '../blockchain/createChainContexts.js'
import { createTtlCache } from '../blockchain/createTtlCache.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { InvalidChainIdParameterError } from '../errors/blockchain.js'
import { isClientError } from '../errors/http.js'
import {
  GasPriceNetworkUnsupportedError,
  InvalidGasPriceParameterError,
  NativeTokenApprovalError,
  SameSwapTokensError,
  SwapChainMismatchError,
  SwapNetworkUnsupportedError,
  UnknownSwapTokenError,
} from '../errors/swap.js'
import { publicCors } from '../middleware/cors.js'
import { readPostedJson } from '../middleware/readPostedJson.js'
import { requireProject } from '../middleware/requireProject.js'
import { checkProjectId } from '../projects/checkProjectId.js'
import { applySlippage } from '../swap/applySlippage.js'
import { createSwapQuoter, type SwapQuoter, type SwapToken } from '../swap/createSwapQuoter.js'
import { encodeSwapCall } from '../swap/encodeSwapCall.js'
import {
  type GasPrices,
  gasPricePercentiles,
  gasPricesFromFeeHistory,
} from '../swap/gasPricesFromFeeHistory.js'
import { parseSwapAmount } from '../swap/parseSwapAmount.js'
import { parseSwapToken, type SwapTokenId } from '../swap/parseSwapToken.js'
import { parseSwapUserAddress } from '../swap/parseSwapUserAddress.js'

export type ConvertRoutesParameters = {
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  /** The chains served, shared with the Blockchain API; those with `chain.swap` serve swaps. */
  contexts: ReadonlyMap<string, ChainContext>
}

/** The state one swap-capable chain is read with. */
type SwapChain = { context: ChainContext; quoter: SwapQuoter }

const maxBodyBytes = 64 * 1024
/** How long a built swap stays valid on chain. */
const deadlineSeconds = 20 * 60
/**
 * Gas a node estimates is raised by a quarter: on the devnet a block's forced timestamp makes the
 * pair's `_update` write more than `eth_estimateGas` simulated (devnet-facts, gotcha 1).
 */
const gasBufferPercent = 125n
/** An ERC-20 `approve` when estimation fails; OpenZeppelin's takes about 46,000. */
const approveGasFallback = 100_000
// The chain's fee history changes once a block: a second of reuse costs nothing.
const gasPriceCacheMs = 1_000

const buildBody = convertBuildRequest.extend({
  // Checked by `parseSwapAmount` and the token and address parsers, so that the GET routes and
  // this one name a bad or missing value the same way.
  amount: z.string({ error: 'expected a whole number of base units as a string' }).optional(),
  from: z.string({ error: 'expected a CAIP-10 token id' }).optional(),
  to: z.string({ error: 'expected a CAIP-10 token id' }).optional(),
  userAddress: z.string({ error: 'expected an address' }).optional(),
})

/**
 * The swap API (`/v1/convert/*`, SPEC §7, the model product's paths), answered from Uniswap V2
 * Router02s: the devnet's, Ethereum's, or one configured with `SWAP_ROUTER_<chainId>`. Every route
 * needs a known `projectId` (the POST may carry it in its body) and answers any origin. Tokens are
 * CAIP-10 ids, the native currency `eip155:<chain>:0xeeee…eeee`; amounts are base units.
 *
 * - `GET /v1/convert/tokens?chainId=` → `{ tokens }`: the native currency, then the chain's listed
 *   ERC-20s that have a pool, with icons served by this server.
 * - `GET /v1/convert/quotes?amount&from&to&userAddress&gasPrice` → `{ quotes: [quote] }`: the
 *   router's `getAmountsOut` for the direct pool and for one hop through WETH (the native currency
 *   is WETH in the path), whichever gives more; the price impact against the pools' mid price
 *   (pool fees included); the provider fee `swapSettings.providerFeeRate` of the amount, reported
 *   only (the router charges its pools' fee, nothing else). Reserves are reused for up to a second
 *   (`reserveCacheMs`), so a quote may lag a block; the build reads anew. `userAddress` and
 *   `gasPrice` are optional and only checked: a quote does not depend on them.
 * - `GET /v1/convert/allowance?tokenAddress&userAddress` → `{ allowance }` of the router; the
 *   native currency needs none and reports 2²⁵⁶ − 1.
 * - `GET /v1/convert/gas-price?chainId` → `{ standard, fast, instant }` in wei: the next block's
 *   base fee plus the median 25th, 50th and 90th percentile tip of the last 5 blocks
 *   (`eth_gasPrice` on a chain without base fee).
 * - `GET /v1/convert/build-approve?userAddress&from&to&amount` → `{ tx }`: `approve(router,
 *   amount)` for exactly `amount`, sent from the user (`tx.from`) to the token (`tx.to`). The token
 *   approved is `from`, the token sold, as the model product's client sends it (`from:
 *   sourceTokenAddress, to: toTokenAddress`); `to`, the token bought, is optional and only checked.
 *   Without `from`, `to` is taken as the token to approve.
 * - `POST /v1/convert/build-transaction` `{ amount, from, to, userAddress, eip155: { slippage },
 *   disableEstimate, projectId }` → `{ tx, toAmount, toAmountMin, deadline }`: the router's
 *   `swapExactETHForTokens`, `swapExactTokensForETH` or `swapExactTokensForTokens` paying the user,
 *   with `amountOutMin` the quote less `slippage` percent (default
 *   `swapSettings.slippageTolerancePercent`), a deadline 20 minutes ahead, and gas estimated plus
 *   25 % (`swapSettings.defaultGasEstimate` when `disableEstimate` or the estimate fails, as it does
 *   before an approval). `tx.amount` is the wei to send: the amount when selling the native
 *   currency, else 0. Gas prices in built transactions are the `standard` one.
 *
 * Bad input answers 4xx naming it, never 500: a chain without a router (400 "Network not
 * supported for Swaps", or "… for Gas Price"), an amount that is not a whole number above 0 or
 * exceeds a uint256, tokens that are not CAIP-10, on two chains, not listed or the same (also the
 * native currency against its WETH), slippage outside (0, 50], a malformed user address; 422 when
 * the pools cannot quote the amount ("Insufficient liquidity for this amount"), give nothing for
 * it, or do not connect the tokens. A node that does not answer gives 502 with the spec's message
 * for the step ('Failed to initialize swap', 'Failed to check allowance', …).
 *
 * @param parameters - Projects and chain contexts.
 * @returns Routes to mount with `app.route('/', …)`.
 *
 * @example
 * import { convertRoutes } from './routes/convert.js'
 * app.route('/', convertRoutes({ projects, contexts }))
 */
export function convertRoutes({ projects, contexts }: ConvertRoutesParameters) {
  const quoters = new Map<string, SwapQuoter>()
  const served = [...contexts.values()]
    .filter((context) => context.chain.swap !== undefined)
    .map((context) => context.chain.caipNetworkId)
  const gasPrices = createTtlCache<GasPrices>({ ttlMs: gasPriceCacheMs })

  /** The chain's swap state, or 400 "Network not supported for Swaps". */
  const swapChain = (caipNetworkId: string): SwapChain => {
    const context = contexts.get(caipNetworkId)
    const swap = context?.chain.swap
    if (!context || !swap) throw new SwapNetworkUnsupportedError({ chainId: caipNetworkId, served })
    let quoter = quoters.get(caipNetworkId)
    if (!quoter) {
      quoter = createSwapQuoter({ ...context.chain, swap }, context.client)
      quoters.set(caipNetworkId, quoter)
    }
    return { context, quoter }
  }

  /** A listed token of the chain, or 400 naming the parameter. */
  const listedToken = async (chain: SwapChain, id: SwapTokenId, field: string, value: string) => {
    const token = (await chain.quoter.tokens()).find((candidate) =>
      sameAddress(candidate.address, id.address),
    )
    if (!token) throw new UnknownSwapTokenError({ field, value })
    return token
  }

  /** `from` and `to` of a quote or build, as sent: two tokens of one swap chain, not the same. */
  const parsePair = (fromValue: string | undefined, toValue: string | undefined) => {
    const from = parseSwapToken(fromValue, 'from')
    const to = parseSwapToken(toValue, 'to')
    if (to.caipNetworkId !== from.caipNetworkId)
      throw new SwapChainMismatchError({
        field: 'to',
        chainId: to.caipNetworkId,
        expected: from.caipNetworkId,
      })
    const chain = swapChain(from.caipNetworkId)
    if (sameAddress(from.address, to.address))
      throw new SameSwapTokensError({ value: toValue ?? '' })
    return { chain, from, to, fromValue: fromValue ?? '', toValue: toValue ?? '' }
  }

  /** The pair's listed tokens (read from the chain), or 400 for a token that is not listed. */
  const resolvePair = async ({
    chain,
    from,
    to,
    fromValue,
    toValue,
  }: ReturnType<typeof parsePair>) => {
    const [fromToken, toToken, { weth }] = await Promise.all([
      listedToken(chain, from, 'from', fromValue),
      listedToken(chain, to, 'to', toValue),
      chain.quoter.contracts(),
    ])
    // The router cannot swap ETH for WETH: the path would be [WETH, WETH].
    if (
      (fromToken.native && sameAddress(toToken.address, weth)) ||
      (toToken.native && sameAddress(fromToken.address, weth))
    )
      throw new SameSwapTokensError({ value: `${from.caipNetworkId}:${weth}`, wrapping: true })
    return { from: fromToken, to: toToken }
  }

  /** `userAddress`, on the chain of the request when it came as CAIP-10. */
  const userOf = (value: string | undefined, caipNetworkId: string) => {
    const user = parseSwapUserAddress(value)
    if (user.caipNetworkId && user.caipNetworkId !== caipNetworkId)
      throw new SwapChainMismatchError({
        field: 'userAddress',
        chainId: user.caipNetworkId,
        expected: caipNetworkId,
      })
    return user.address
  }

  const readGasPrices = (context: ChainContext) =>
    gasPrices.get(context.chain.caipNetworkId, async () => {
      const history = await context.client
        .getFeeHistory({ blockCount: 5, rewardPercentiles: [...gasPricePercentiles] })
        .catch(() => undefined)
      const prices = history && gasPricesFromFeeHistory(history)
      if (prices) return prices
      const price = await context.client.getGasPrice()
      return { standard: price, fast: price, instant: price }
    })

  const app = new Hono()
  // A browser posts JSON after a preflight, which must allow POST (publicCors allows GET only).
  app.options('/v1/convert/build-transaction', (c) => {
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Access-Control-Allow-Methods', 'POST')
    c.header('Access-Control-Max-Age', '86400')
    const requested = c.req.header('Access-Control-Request-Headers')
    if (requested) {
      c.header('Access-Control-Allow-Headers', requested)
      c.header('Vary', 'Access-Control-Request-Headers')
    }
    return c.body(null, 204)
  })
  app.use('/v1/convert/*', publicCors())
  for (const path of ['tokens', 'quotes', 'allowance', 'gas-price', 'build-approve'])
    app.use(`/v1/convert/${path}`, requireProject({ projects }))

  app.get('/v1/convert/tokens', async (c) => {
    const chain = swapChain(caipNetworkIdOf(c.req.query('chainId')))
    return answerFromChain(c, chain.context, userMessages.initializeSwapFailed, async () => {
      const tokens = await chain.quoter.tokens()
      const answer: ConvertTokensResponse = {
        tokens: tokens.map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: caipAddressOf(chain.context, token),
          decimals: token.decimals,
          logoUri: token.iconUrl,
        })),
      }
      return c.json(answer)
    })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = c.req.query()
    const amount = parseSwapAmount(query.amount)
    const pair = parsePair(query.from, query.to)
    const { chain } = pair
    if (query.userAddress !== undefined)
      userOf(query.userAddress, chain.context.chain.caipNetworkId)
    if (query.gasPrice !== undefined && query.gasPrice !== '' && !/^\d{1,78}$/.test(query.gasPrice))
      throw new InvalidGasPriceParameterError({ value: query.gasPrice })
    return answerFromChain(c, chain.context, userMessages.initializeSwapFailed, async () => {
      const { from, to } = await resolvePair(pair)
      const quote = await chain.quoter.quote({ from, to, amount })
      const answer: ConvertQuotesResponse = {
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: caipAddressOf(chain.context, from),
            toAmount: quote.amountOut.toString(),
            toAccount: caipAddressOf(chain.context, to),
            path: quote.path,
            priceImpact: quote.priceImpact,
            providerFee: {
              rate: swapSettings.providerFeeRate,
              amount: providerFeeOf(amount).toString(),
            },
          },
        ],
      }
      return c.json(answer)
    })
  })

  app.get('/v1/convert/allowance', async (c) => {
    const tokenValue = c.req.query('tokenAddress')
    const id = parseSwapToken(tokenValue, 'tokenAddress')
    const chain = swapChain(id.caipNetworkId)
    const user = userOf(c.req.query('userAddress'), id.caipNetworkId)
    return answerFromChain(c, chain.context, userMessages.checkAllowanceFailed, async () => {
      const token = await listedToken(chain, id, 'tokenAddress', tokenValue ?? '')
      if (token.native) return c.json({ allowance: maxUint256.toString() })
      const { router } = await chain.quoter.contracts()
      const allowance = await chain.context.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, router],
      })
      return c.json({ allowance: allowance.toString() } satisfies ConvertAllowanceResponse)
    })
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const caipNetworkId = caipNetworkIdOf(c.req.query('chainId'))
    const context = contexts.get(caipNetworkId)
    if (!context?.chain.swap)
      throw new GasPriceNetworkUnsupportedError({ chainId: caipNetworkId, served })
    return answerFromChain(c, context, userMessages.initializeSwapFailed, async () => {
      const prices = await readGasPrices(context)
      const answer: ConvertGasPriceResponse = {
        standard: prices.standard.toString(),
        fast: prices.fast.toString(),
        instant: prices.instant.toString(),
      }
      return c.json(answer)
    })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = c.req.query()
    // The model's client names the token sold `from`; a client that sends only `to` means it.
    const field = query.from ? 'from' : 'to'
    const tokenValue = query[field]
    const id = parseSwapToken(tokenValue, field)
    const chain = swapChain(id.caipNetworkId)
    const other = field === 'from' && query.to ? parseSwapToken(query.to, 'to') : undefined
    if (other && other.caipNetworkId !== id.caipNetworkId)
      throw new SwapChainMismatchError({
        field: 'to',
        chainId: other.caipNetworkId,
        expected: id.caipNetworkId,
      })
    const user = userOf(query.userAddress, id.caipNetworkId)
    const amount = parseSwapAmount(query.amount)
    return answerFromChain(
      c,
      chain.context,
      userMessages.createApprovalTransactionFailed,
      async () => {
        if (other) await listedToken(chain, other, 'to', query.to ?? '')
        const token = await listedToken(chain, id, field, tokenValue ?? '')
        if (token.native) throw new NativeTokenApprovalError({ symbol: token.symbol })
        const { router } = await chain.quoter.contracts()
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, amount],
        })
        const [gas, prices] = await Promise.all([
          estimateGas(chain.context.client, { account: user, to: token.address, data }),
          readGasPrices(chain.context),
        ])
        const answer: ConvertApproveResponse = {
          tx: {
            from: `${chain.context.chain.caipNetworkId}:${user}`,
            to: caipAddressOf(chain.context, token),
            data,
            value: '0',
            eip155: {
              gas: gas === undefined ? approveGasFallback : Number(gas),
              gasPrice: prices.standard.toString(),
            },
          },
        }
        return c.json(answer)
      },
    )
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const body = await readPostedJson(c, buildBody, maxBodyBytes)
    await checkProjectId(
      projects,
      c.req.query('projectId') || c.req.header('x-project-id') || body.projectId || '',
    )
    const amount = parseSwapAmount(body.amount)
    const pair = parsePair(body.from, body.to)
    const { chain } = pair
    const user = userOf(body.userAddress, chain.context.chain.caipNetworkId)
    const slippage = body.eip155?.slippage ?? swapSettings.slippageTolerancePercent
    return answerFromChain(c, chain.context, userMessages.createTransactionFailed, async () => {
      const { from, to } = await resolvePair(pair)
      const { client } = chain.context
      const [quote, { router }, block, prices] = await Promise.all([
        // Read anew, not from the reserves a quote may reuse: this is what the user signs.
        chain.quoter.quote({ from, to, amount, fresh: true }),
        chain.quoter.contracts(),
        client.getBlock(),
        readGasPrices(chain.context),
      ])
      const amountOutMin = applySlippage(quote.amountOut, slippage)
      // The later of the chain's clock and ours: a devnet's clock may run behind or ahead.
      const now = BigInt(Math.max(Math.floor(Date.now() / 1000), Number(block.timestamp)))
      const deadline = now + BigInt(deadlineSeconds)
      const call = encodeSwapCall({
        nativeIn: from.native,
        nativeOut: to.native,
        path: quote.path,
        amountIn: amount,
        amountOutMin,
        recipient: user,
        deadline,
      })
      const gas = body.disableEstimate
        ? undefined
        : await estimateGas(client, { account: user, to: router, ...call })
      const answer: ConvertBuildResponse = {
        tx: {
          from: `${chain.context.chain.caipNetworkId}:${user}`,
          to: `${chain.context.chain.caipNetworkId}:${router}`,
          data: call.data,
          amount: call.value.toString(),
          eip155: {
            gas: (gas ?? BigInt(swapSettings.defaultGasEstimate)).toString(),
            gasPrice: prices.standard.toString(),
          },
        },
        toAmount: quote.amountOut.toString(),
        toAmountMin: amountOutMin.toString(),
        deadline: Number(deadline),
      }
      return c.json(answer)
    })
  })

  return app
}

/** The `chainId` parameter as a CAIP-2 id, or 400. */
function caipNetworkIdOf(value: string | undefined): string {
  if (value === undefined || value === '')
    throw new InvalidChainIdParameterError({ value: undefined })
  try {
    parseCaipNetworkId(value)
  } catch {
    throw new InvalidChainIdParameterError({ value })
  }
  return value
}

/** The token's CAIP-10 id on the context's chain, the native currency as `0xeeee…`. */
function caipAddressOf(context: ChainContext, token: SwapToken): string {
  return `${context.chain.caipNetworkId}:${token.native ? nativeTokenAddress : token.address}`
}

/** `swapSettings.providerFeeRate` of `amount`, rounded down, without a float in between. */
function providerFeeOf(amount: bigint): bigint {
  const perMillion = BigInt(Math.round(swapSettings.providerFeeRate * 1_000_000))
  return (amount * perMillion) / 1_000_000n
}

/** The node's estimate plus the buffer, or `undefined` when it cannot estimate (it reverts). */
async function estimateGas(
  client: PublicClient,
  parameters: { account: Address; to: Address; data: `0x${string}`; value?: bigint },
): Promise<bigint | undefined> {
  try {
    return ((await client.estimateGas(parameters)) * gasBufferPercent) / 100n
  } catch {
    return undefined
  }
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/**
 * Runs a step that reads the chain. A client error passes on (4xx); anything else means the node
 * did not answer as a node should: 502 with the spec's message for the step, not a 500.
 */
async function answerFromChain(
  c: Context,
  context: ChainContext,
  message: string,
  step: () => Promise<Response>,
): Promise<Response> {
  try {
    return await step()
  } catch (error) {
    if (isClientError(error)) throw error
    const body: ErrorBody = {
      name: 'ChainUnavailableError',
      message,
      details: `No answer from the node of ${context.chain.caipNetworkId}.`,
    }
    return c.json(body, 502)
  }
}
