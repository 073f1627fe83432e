import { onRampStatus, type Transaction } from '@airlock/protocol'
import {
  balanceResponse,
  historyResponse,
  onRampQuoteResponse,
  onRampUrlResponse,
} from '@airlock/protocol/schemas'
import { startSandbox } from '@airlock/sandbox'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getProgramDerivedAddress,
} from '@solana/kit'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openPglite, type TestDatabase } from '../../test/backends.js'
import { type SolanaFixture, startSolanaFixture } from '../../test/solanaFixture.js'
import { loadConfig } from '../config/loadConfig.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { ensureDevProject } from '../projects/ensureDevProject.js'

// Buying SOL and Solana USDC through the on-ramp API: quote → sandbox checkout → delivered by the
// sandbox's treasury on the devnet's Solana chain → in the account's Solana activity.

// The devnet's demo account #1, who holds SOL (its price is the balances' price).
const alice = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const usdcMint = '5VVSnGb3NUhQ55rGfxizPQTK4NTp7HJBtjdkguQ5mu5g'
const goodCard = { number: '4242 4242 4242 4242', expiry: '12/99', cvc: '123', name: 'Ada' }

let database: TestDatabase
let fixture: SolanaFixture
let sandbox: Awaited<ReturnType<typeof startSandbox>>
let app: ReturnType<typeof createApp>
let chainId: string

beforeAll(async () => {
  ;[database, fixture] = await Promise.all([openPglite(), startSolanaFixture()])
  await runMigrations(database)
  await ensureDevProject(createProjectRepository(database.db))
  sandbox = await startSandbox({
    ...{ port: 0, smtpPort: 0 },
    chains: fixture.devnet.chains,
    solana: fixture.devnet.solana,
  })
  const config = loadConfig({
    DATA_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    RPC_URL_31337: fixture.config.chains.find((c) => c.chainId === 31337)?.rpcUrl ?? '',
    RPC_URL_31338: fixture.config.chains.find((c) => c.chainId === 31338)?.rpcUrl ?? '',
    [`RPC_URL_${fixture.solana.caipNetworkId}`]: fixture.solana.rpcUrl,
    ONRAMP_SANDBOX_URL: sandbox.url,
  })
  app = createApp({ config, db: database, logger: createLogger({ logLevel: 'silent' }) })
  chainId = fixture.solana.caipNetworkId
})
afterAll(async () => {
  await sandbox?.close()
  await Promise.all([database?.dispose(), fixture?.stop()])
})

async function get(path: string) {
  const separator = path.includes('?') ? '&' : '?'
  const response = await app.request(`${path}${separator}projectId=dev`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
async function post(path: string, body: unknown) {
  const response = await app.request(`${path}?projectId=dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const quoteBody = (purchaseCurrency: string) => ({
  purchaseCurrency,
  paymentCurrency: 'USD',
  amount: '50',
  network: 'solana-devnet',
})
const urlBody = (wallet: string, asset: string, quoteId: string, network = 'solana-devnet') => ({
  destinationWallets: [{ address: wallet, blockchains: [network], assets: [asset] }],
  partnerUserId: wallet,
  defaultExperience: 'buy',
  quoteId,
})
const rpc = () => createSolanaRpc(fixture.solana.rpcUrl)

/** SOL's USD price as the Solana balances report it. */
async function solPrice(): Promise<number> {
  const { body } = await get(`/v1/account/${alice}/balance?chainId=${chainId}`)
  const sol = balanceResponse.parse(body).balances.find((balance) => balance.symbol === 'SOL')
  return sol?.price ?? expect.fail('no SOL price')
}
/** Base units of a subtotal in cents at a USD price, rounded down as the quote rounds. */
function unitsAt(subtotalCents: bigint, usd: number, decimals: number): bigint {
  const [whole = '0', fraction = ''] = String(usd).split('.')
  const numerator = BigInt(`${whole}${fraction}`)
  const denominator = 10n ** BigInt(fraction.length)
  return (subtotalCents * denominator * 10n ** BigInt(decimals)) / (100n * numerator)
}
const cents = (amount: string) => BigInt(amount.replace('.', ''))

/** Opens the checkout for a quote, pays with the test card and waits for the delivery. */
async function buy(wallet: string, asset: string, quoteId: string): Promise<Transaction> {
  const answer = await post('/v1/generators/onrampurl', urlBody(wallet, asset, quoteId))
  expect(answer.status).toBe(200)
  const { url } = onRampUrlResponse.parse(answer.body)
  expect(url).toMatch(new RegExp(`^${sandbox.url}/onramp/checkout/[\\w-]{22}$`))
  const page = await (await fetch(url)).text()
  expect(page).toContain(`${wallet.slice(0, 6)}…${wallet.slice(-4)}`)
  const id = url.split('/').at(-1)
  const paid = await fetch(`${sandbox.url}/onramp/v1/sessions/${id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(goodCard),
  })
  expect(paid.status).toBe(202)
  // Waits for the treasury's transaction, as the modal does: through the provider's purchases.
  for (;;) {
    const { body } = await get(`/v1/account/${wallet}/history?onramp=sandbox&chainId=${chainId}`)
    const purchase = historyResponse.parse(body).data.find((item) => item.id === id)
    if (purchase && purchase.metadata.status !== onRampStatus.inProgress) return purchase
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

it('offers SOL and USDC on the Solana devnet through the sandbox, and quotes them', async () => {
  const providers = await get('/v1/onramp/providers')
  expect(providers.body.providers).toEqual([
    expect.objectContaining({ id: 'sandbox', namespaces: ['eip155', 'solana'] }),
  ])
  const options = await get('/v1/onramp/options')
  const onSolana = (options.body.purchaseCurrencies as { id: string; networks: unknown[] }[])
    .flatMap((currency) => currency.networks.map((network) => ({ id: currency.id, network })))
    .filter(({ network }) => (network as { chain_id: string }).chain_id === chainId)
    .sort((a, b) => a.id.localeCompare(b.id))
  expect(onSolana).toEqual([
    {
      id: 'SOL',
      network: expect.objectContaining({ name: 'solana-devnet', contract_address: '' }),
    },
    {
      id: 'USDC',
      network: expect.objectContaining({ name: 'solana-devnet', contract_address: usdcMint }),
    },
  ])

  const price = await solPrice()
  const sol = onRampQuoteResponse.parse((await post('/v1/onramp/quote', quoteBody('SOL'))).body)
  // 1.5 % to the provider; the network fee is the delivery's 5,000 lamports at SOL's price,
  // rounded up to the cent.
  const networkFee = Math.ceil((5_000 / 1e9) * price * 100) / 100
  expect([sol.coinbaseFee.amount, Number(sol.networkFee.amount)]).toEqual(['0.75', networkFee])
  expect(sol.purchaseAmount).toEqual({
    amount: formatUnits(unitsAt(cents(sol.paymentSubtotal.amount), price, 9), 9),
    currency: 'SOL',
  })
  const usdc = onRampQuoteResponse.parse((await post('/v1/onramp/quote', quoteBody('USDC'))).body)
  // USDC's fee adds the rent of the token account the delivery may create for the buyer.
  const rent = Number(await rpc().getMinimumBalanceForRentExemption(165n).send())
  expect(Number(usdc.networkFee.amount)).toBe(Math.ceil(((5_000 + rent) / 1e9) * price * 100) / 100)
  expect(usdc.purchaseAmount).toEqual({
    amount: formatUnits(cents(usdc.paymentSubtotal.amount) * 10n ** 4n, 6),
    currency: 'USDC',
  })
})

it('delivers bought SOL and USDC to a Solana address, exactly, and shows them in its activity', async () => {
  const buyer = (await generateKeyPairSigner()).address
  const sol = onRampQuoteResponse.parse((await post('/v1/onramp/quote', quoteBody('SOL'))).body)
  const usdc = onRampQuoteResponse.parse((await post('/v1/onramp/quote', quoteBody('USDC'))).body)
  const boughtSol = await buy(buyer, 'SOL', sol.quoteId)
  const boughtUsdc = await buy(buyer, 'USDC', usdc.quoteId)
  for (const [purchase, quote] of [
    [boughtSol, sol],
    [boughtUsdc, usdc],
  ] as const) {
    expect(purchase.metadata).toMatchObject({
      status: onRampStatus.success,
      chain: chainId,
      sentTo: buyer,
      operationType: 'receive',
    })
    expect(purchase.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: quote.purchaseAmount.amount },
        fungible_info: expect.objectContaining({ symbol: quote.purchaseAmount.currency }),
      }),
    ])
  }

  // Exactly what was quoted arrived on the chain.
  const { body } = await get(`/v1/account/${buyer}/balance?chainId=${chainId}`)
  const held = balanceResponse
    .parse(body)
    .balances.map((balance) => [balance.symbol, balance.quantity.numeric])
  expect(held.sort()).toEqual([
    ['SOL', sol.purchaseAmount.amount],
    ['USDC', usdc.purchaseAmount.amount],
  ])

  // The account's Solana activity (the server's own index) has both deliveries, newest first,
  // in the transactions the purchases name.
  const history = historyResponse.parse(
    (await get(`/v1/account/${buyer}/history?chainId=${chainId}`)).body,
  )
  expect(
    history.data.map((item) => [
      item.metadata.hash,
      item.metadata.operationType,
      item.metadata.status,
      item.transfers.map((transfer) => [
        transfer.direction,
        transfer.fungible_info?.symbol,
        transfer.quantity.numeric,
      ]),
    ]),
  ).toEqual([
    [
      boughtUsdc.metadata.hash,
      'receive',
      'confirmed',
      [['in', 'USDC', usdc.purchaseAmount.amount]],
    ],
    [boughtSol.metadata.hash, 'receive', 'confirmed', [['in', 'SOL', sol.purchaseAmount.amount]]],
  ])
})

it('refuses a wallet whose address is not of its network, not base58 of 32 bytes, or no wallet', async () => {
  const quote = onRampQuoteResponse.parse((await post('/v1/onramp/quote', quoteBody('SOL'))).body)
  const evm = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const [pda] = await getProgramDerivedAddress({
    programAddress: address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    seeds: ['airlock'],
  })
  const rows: [unknown, string, string][] = [
    [
      urlBody(evm, 'SOL', quote.quoteId),
      'InvalidDestinationAddressError',
      `Invalid Solana address "${evm}" in destinationWallets[0].address`,
    ],
    [
      urlBody(alice, 'ETH', quote.quoteId, 'devnet'),
      'InvalidDestinationAddressError',
      `Invalid EVM address "${alice}" in destinationWallets[0].address`,
    ],
    [
      urlBody('z'.repeat(44), 'SOL', quote.quoteId),
      'InvalidDestinationAddressError',
      `Invalid Solana address "${'z'.repeat(44)}" in destinationWallets[0].address`,
    ],
    [
      urlBody(pda, 'SOL', quote.quoteId),
      'SolanaAddressOffCurveError',
      `Solana address "${pda}" is not a wallet`,
    ],
    [
      urlBody(alice, 'USDC', quote.quoteId),
      'QuoteMismatchError',
      'destinationWallets assets does not match the quote',
    ],
  ]
  for (const [request, name, message] of rows) {
    const answer = await post('/v1/generators/onrampurl', request)
    expect({ status: answer.status, name: answer.body.name, message: answer.body.message }).toEqual(
      { status: 400, name, message },
    )
  }
  expect(
    await post('/v1/onramp/quote', { ...quoteBody('DAI'), network: 'solana-devnet' }),
  ).toMatchObject({ status: 400, body: { name: 'UnknownOnRampNetworkError' } })
})
