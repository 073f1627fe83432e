import { swapSettings, userMessages } from '@airlock/protocol'
import { type Context, Hono } from 'hono'
import type { ChainContext } from '../blockchain/createChainContexts.js'
import type { ProjectRepository } from '../db/createProjectRepository.js'
import { GasPriceNetworkUnsupportedError, InvalidGasPriceParameterError } from '../errors/swap.js'
import { allowPostPreflight } from '../middleware/allowPostPreflight.js'
import { publicCors } from '../middleware/cors.js'
import { jsonMediaTypes, readJsonBody } from '../middleware/readJsonBody.js'
import { requireProject } from '../middleware/requireProject.js'
import { checkProjectId } from '../projects/checkProjectId.js'
import { buildApproveTransaction } from '../services/convert/buildApproveTransaction.js'
import { buildBody } from '../services/convert/buildBody.js'
import { buildSwapTransaction } from '../services/convert/buildSwapTransaction.js'
import { createConvertContext } from '../services/convert/createConvertContext.js'
import { listSwapTokens } from '../services/convert/listSwapTokens.js'
import { parseApproveQuery } from '../services/convert/parseApproveQuery.js'
import { parseSwapPair } from '../services/convert/parseSwapPair.js'
import { quoteSwap } from '../services/convert/quoteSwap.js'
import { readGasPrices } from '../services/convert/readGasPrices.js'
import { readSwapAllowance } from '../services/convert/readSwapAllowance.js'
import { createSolanaConvert } from '../services/convert/solanaConvert.js'
import { swapChainOf } from '../services/convert/swapChainOf.js'
import { swapUserOf } from '../services/convert/swapUserOf.js'
import type { SolanaContext } from '../solana/createSolanaContexts.js'
import { isSolanaSwapId } from '../solana/desk/solanaDeskTokens.js'
import { parseChainIdParameter } from '../swap/parseChainIdParameter.js'
import { parseSwapAmount } from '../swap/parseSwapAmount.js'
import { parseSwapToken } from '../swap/parseSwapToken.js'
import { answerFromChain } from './answerFromChain.js'

export type ConvertRoutesParameters = {
  /** Where projects are looked up: `cacheProjectRepository(createProjectRepository(db))`. */
  projects: Pick<ProjectRepository, 'get'>
  /** The chains served, shared with the Blockchain API; those with `chain.swap` serve swaps. */
  contexts: ReadonlyMap<string, ChainContext>
  /** The Solana clusters; those with a desk serve desk swaps. Defaults to none. */
  solana?: ReadonlyMap<string, SolanaContext>
}

const maxBodyBytes = 64 * 1024
/**
 * The swap API (`/v1/convert/*`, SPEC §7, the model product's paths), answered from Uniswap V2
 * Router02s (the devnet's, Ethereum's, `SWAP_ROUTER_<chainId>`'s), on Solana by the RFQ desk
 * (`solanaConvert.ts`: tokens, quotes, build-transaction). Every route needs a known
 * `projectId` (the POST may carry it in its body) and answers any origin. Tokens are CAIP-10 ids,
 * the native currency `eip155:<chain>:0xeeee…eeee`; amounts are base units. `GET tokens?chainId`,
 * `GET quotes?amount&from&to&userAddress&gasPrice`, `GET allowance?tokenAddress&userAddress`,
 * `GET gas-price?chainId`, `GET build-approve?userAddress&from&to&amount`, `POST
 * build-transaction` `{ amount, from, to, userAddress, eip155: { slippage }, disableEstimate,
 * projectId }`: the logic is in `services/convert/`. Bad input answers 4xx naming it, never 500;
 * a node that does not answer gives 502 with the spec's message for the step.
 *
 * @example
 * import { convertRoutes } from './routes/convert.js'
 * app.route('/', convertRoutes({ projects, contexts }))
 */
export function convertRoutes({ projects, contexts, solana = new Map() }: ConvertRoutesParameters) {
  const context = createConvertContext(contexts)
  const desks = createSolanaConvert(solana)
  // A Solana id goes to its desk, with the same messages for a node that does not answer.
  const desk = (c: Context, id: string, message: string, step: () => Promise<object>) =>
    answerFromChain(c, { chain: { caipNetworkId: id.split(':', 2).join(':') } }, message, step)
  const app = new Hono()
  // A browser posts JSON after a preflight, which must allow POST (publicCors allows GET only).
  app.options('/v1/convert/build-transaction', allowPostPreflight)
  app.use('/v1/convert/*', publicCors())
  for (const path of ['tokens', 'quotes', 'allowance', 'gas-price', 'build-approve'])
    app.use(`/v1/convert/${path}`, requireProject({ projects }))

  app.get('/v1/convert/tokens', async (c) => {
    const chainId = parseChainIdParameter(c.req.query('chainId'))
    if (isSolanaSwapId(chainId)) return c.json(desks.tokens(chainId))
    const chain = swapChainOf(context, chainId)
    return answerFromChain(c, chain.context, userMessages.initializeSwapFailed, () =>
      listSwapTokens(chain),
    )
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = c.req.query()
    if (isSolanaSwapId(query.from))
      return desk(c, query.from ?? '', userMessages.initializeSwapFailed, () => desks.quote(query))
    const amount = parseSwapAmount(query.amount)
    const pair = parseSwapPair(context, query.from, query.to)
    const { caipNetworkId } = pair.chain.context.chain
    if (query.userAddress !== undefined) swapUserOf(query.userAddress, caipNetworkId)
    if (query.gasPrice !== undefined && query.gasPrice !== '' && !/^\d{1,78}$/.test(query.gasPrice))
      throw new InvalidGasPriceParameterError({ value: query.gasPrice })
    return answerFromChain(c, pair.chain.context, userMessages.initializeSwapFailed, () =>
      quoteSwap(pair, amount),
    )
  })

  app.get('/v1/convert/allowance', async (c) => {
    const value = c.req.query('tokenAddress')
    const id = parseSwapToken(value, 'tokenAddress')
    const chain = swapChainOf(context, id.caipNetworkId)
    const user = swapUserOf(c.req.query('userAddress'), id.caipNetworkId)
    return answerFromChain(c, chain.context, userMessages.checkAllowanceFailed, () =>
      readSwapAllowance(chain, { id, value: value ?? '', user }),
    )
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const caipNetworkId = parseChainIdParameter(c.req.query('chainId'))
    const chain = contexts.get(caipNetworkId)
    if (!chain?.chain.swap)
      throw new GasPriceNetworkUnsupportedError({ chainId: caipNetworkId, served: context.served })
    return answerFromChain(c, chain, userMessages.initializeSwapFailed, async () => {
      const { standard, fast, instant } = await readGasPrices(context, chain)
      return { standard: `${standard}`, fast: `${fast}`, instant: `${instant}` }
    })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const { chain, request } = parseApproveQuery(context, c.req.query())
    return answerFromChain(c, chain.context, userMessages.createApprovalTransactionFailed, () =>
      buildApproveTransaction(context, chain, request),
    )
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const body = await readJsonBody(c, buildBody, {
      limit: maxBodyBytes,
      mediaType: jsonMediaTypes.jsonOrText,
      allowMissingType: true,
    })
    await checkProjectId(
      projects,
      c.req.query('projectId') || c.req.header('x-project-id') || body.projectId || '',
    )
    if (isSolanaSwapId(body.from))
      return desk(c, body.from ?? '', userMessages.createTransactionFailed, () => desks.build(body))
    const amount = parseSwapAmount(body.amount)
    const pair = parseSwapPair(context, body.from, body.to)
    const user = swapUserOf(body.userAddress, pair.chain.context.chain.caipNetworkId)
    const slippage = body.eip155?.slippage ?? swapSettings.slippageTolerancePercent
    return answerFromChain(c, pair.chain.context, userMessages.createTransactionFailed, () =>
      buildSwapTransaction(context, {
        pair,
        amount,
        user,
        slippage,
        disableEstimate: body.disableEstimate,
      }),
    )
  })

  return app
}
