import { type Devnet, readManifest, startDevnet } from '@airlock/devnet'
import { onRampOptionsResponse } from '@airlock/protocol/schemas'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import type { Hono } from 'hono'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hash,
  http,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxApp } from '../createSandboxApp.js'
import { treasuryAccountIndex } from './createTreasury.js'

const manifest = readManifest()
const chainOf = (chainId: number) =>
  manifest.chains.find((chain) => chain.chainId === chainId) ?? expect.fail(`no ${chainId}`)
const usdc = chainOf(31337).contracts.usdc as Address
const goodCard = {
  number: '4242 4242 4242 4242',
  expiry: '12/99',
  cvc: '123',
  name: 'Ada Lovelace',
}
const declinedCard = { ...goodCard, number: '4000 0000 0000 0002' }

let devnet: Devnet
let app: Hono

beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
    fund: [],
  })
  app = createSandboxApp({ onRamp: { chains: devnet.chains } })
})
afterAll(async () => {
  await devnet?.stop()
})

const rpc = (chainId: number) =>
  createPublicClient({
    transport: http(devnet.chains.find((chain) => chain.chainId === chainId)?.rpcUrl),
  })
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address
const usdcBalance = (address: Address) =>
  rpc(31337).readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

async function post(path: string, body: unknown, contentType = 'application/json') {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function sessionBody(overrides: Record<string, unknown> = {}) {
  return {
    destinationAddress: freshAddress(),
    chainId: 31337,
    asset: 'USDC',
    purchaseAmount: '49230000',
    paymentTotal: '50.00',
    paymentSubtotal: '49.23',
    providerFee: '0.75',
    networkFee: '0.02',
    fiatCurrency: 'USD',
    quoteId: 'quote-1',
    partnerUserId: 'user-1',
    ...overrides,
  }
}

async function createSession(overrides: Record<string, unknown> = {}) {
  const body = sessionBody(overrides)
  const created = await post('/onramp/v1/sessions', body)
  expect(created.status).toBe(201)
  return { ...body, id: String(created.body.id), url: String(created.body.url) }
}

/** Polls the session until it leaves IN_PROGRESS (the treasury's transfer is confirmed or failed). */
async function settled(id: string) {
  for (let i = 0; i < 200; i++) {
    const response = await app.request(`/onramp/v1/sessions/${id}`)
    const body = (await response.json()) as {
      status: string
      txHash?: Hash
      failureReason?: string
    }
    if (body.status !== 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS') return body
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return expect.fail(`session ${id} still in progress`)
}

async function transactionsOf(address: string) {
  const response = await app.request(`/onramp/v1/transactions?address=${address}`)
  expect(response.status).toBe(200)
  return (await response.json()) as {
    transactions: Record<string, unknown>[]
    total_count: string
  }
}

describe('sandbox on-ramp', () => {
  it('offers ETH and the mintable dev tokens on both devnet chains, by card within the limits', async () => {
    const response = await app.request('/onramp/v1/options')
    const options = onRampOptionsResponse.parse(await response.json())
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    ])
    expect(options.purchaseCurrencies.map((currency) => currency.id)).toEqual([
      'ETH',
      'USDC',
      'DAI',
      'WBTC',
    ])
    expect(options.purchaseCurrencies.find((currency) => currency.id === 'USDC')?.networks).toEqual(
      [
        {
          name: 'devnet',
          display_name: 'Airlock Devnet',
          chain_id: '31337',
          contract_address: usdc,
        },
        {
          name: 'devnet-l2',
          display_name: 'Airlock Devnet L2',
          chain_id: '31338',
          contract_address: chainOf(31338).contracts.usdc,
        },
      ],
    )
  })

  it('delivers exactly the session amount of USDC with the good test card, and reports SUCCESS with the hash', async () => {
    const session = await createSession()
    expect(session.url).toMatch(/^http:\/\/localhost\/onramp\/checkout\/[\w-]{22}$/)
    const buyer = session.destinationAddress
    expect(await usdcBalance(buyer)).toBe(0n)

    const paid = await post(`/onramp/v1/sessions/${session.id}/pay`, goodCard)
    expect(paid).toEqual({
      status: 202,
      body: { id: session.id, status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS' },
    })
    const outcome = await settled(session.id)
    expect(outcome.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
    expect(outcome.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await usdcBalance(buyer)).toBe(49_230_000n)

    // One ordinary transfer from the treasury, in the transaction the sandbox reports.
    const receipt = await rpc(31337).getTransactionReceipt({ hash: outcome.txHash as Hash })
    const transfers = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' })
    // The treasury is account #10 of the devnet mnemonic, which nothing else uses.
    const treasury = mnemonicToAccount(manifest.mnemonic, {
      addressIndex: treasuryAccountIndex,
    }).address
    expect(transfers.map((log) => log.args)).toEqual([
      { from: treasury, to: buyer, value: 49_230_000n },
    ])

    const { transactions, total_count } = await transactionsOf(buyer.toLowerCase())
    expect(total_count).toBe('1')
    expect(transactions[0]).toMatchObject({
      transaction_id: session.id,
      status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      purchase_currency: 'USDC',
      purchase_network: 'devnet',
      purchase_amount: { value: '49.23', currency: 'USDC' },
      payment_total: { value: '50.00', currency: 'USD' },
      coinbase_fee: { value: '0.75', currency: 'USD' },
      network_fee: { value: '0.02', currency: 'USD' },
      wallet_address: buyer,
      partner_user_ref: 'user-1',
      tx_hash: outcome.txHash,
      chain_id: '31337',
      contract_address: usdc,
      failure_reason: null,
    })
  })

  it('delivers native ETH on the second chain', async () => {
    const session = await createSession({
      chainId: 31338,
      asset: 'ETH',
      purchaseAmount: parseUnits('0.0123', 18).toString(),
    })
    expect((await post(`/onramp/v1/sessions/${session.id}/pay`, goodCard)).status).toBe(202)
    const outcome = await settled(session.id)
    expect(outcome.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
    expect(await rpc(31338).getBalance({ address: session.destinationAddress })).toBe(
      parseUnits('0.0123', 18),
    )
    const transaction = await rpc(31338).getTransaction({ hash: outcome.txHash as Hash })
    expect(transaction.to?.toLowerCase()).toBe(session.destinationAddress.toLowerCase())
    expect(transaction.value).toBe(parseUnits('0.0123', 18))
  })

  it('declines the declined test card: FAILED with the reason, nothing delivered, no second payment', async () => {
    const session = await createSession()
    const paid = await post(`/onramp/v1/sessions/${session.id}/pay`, declinedCard)
    expect(paid).toEqual({
      status: 200,
      body: {
        id: session.id,
        status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
        failureReason: 'The card was declined (test card 4000 0000 0000 0002)',
      },
    })
    expect(await settled(session.id)).toEqual({
      id: session.id,
      status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
      failureReason: 'The card was declined (test card 4000 0000 0000 0002)',
    })
    expect(await usdcBalance(session.destinationAddress)).toBe(0n)
    const { transactions } = await transactionsOf(session.destinationAddress)
    expect(transactions).toHaveLength(1)
    expect(transactions[0]).toMatchObject({
      status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
      tx_hash: '',
      failure_reason: 'The card was declined (test card 4000 0000 0000 0002)',
    })

    const again = await post(`/onramp/v1/sessions/${session.id}/pay`, goodCard)
    expect(again.status).toBe(409)
    expect(again.body.name).toBe('SessionAlreadyPaidError')
    expect(await usdcBalance(session.destinationAddress)).toBe(0n)
  })

  it('rejects invalid card input field by field and leaves the session unpaid', async () => {
    const session = await createSession()
    const cases: [Record<string, string>, unknown][] = [
      [
        { number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', name: ' ' },
        [
          { field: 'number', message: 'This card number is not valid' },
          { field: 'expiry', message: 'Enter the expiry date as MM/YY' },
          { field: 'cvc', message: 'Enter the 3- or 4-digit security code' },
          { field: 'name', message: 'Enter the name on the card' },
        ],
      ],
      [{ ...goodCard, expiry: '01/20' }, [{ field: 'expiry', message: 'This card has expired' }]],
      [
        { ...goodCard, number: '5555 5555 5555 4444' },
        [{ field: 'number', message: 'Use one of the test cards listed on this page' }],
      ],
      [{}, [{ field: 'number', message: 'Enter the card number' }, {}, {}, {}]],
    ]
    for (const [card, issues] of cases) {
      const paid = await post(`/onramp/v1/sessions/${session.id}/pay`, card)
      expect(paid.status).toBe(400)
      expect(paid.body).toMatchObject({
        name: 'InvalidCardError',
        message: 'Check the card details',
      })
      expect(paid.body.issues).toMatchObject(issues as object)
    }
    expect((await settled(session.id)).status).toBe('CREATED')
    expect((await transactionsOf(session.destinationAddress)).transactions).toEqual([])
  })

  it('answers 404 for a session id that does not exist', async () => {
    const page = await app.request('/onramp/checkout/nope')
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Checkout not found')
    const status = await app.request('/onramp/v1/sessions/nope')
    expect(status.status).toBe(404)
    expect(await status.json()).toMatchObject({
      name: 'SessionNotFoundError',
      message: 'No checkout session "nope"',
    })
    expect((await post('/onramp/v1/sessions/nope/pay', goodCard)).status).toBe(404)
  })

  it('serves the checkout page with its script and style as files under a strict CSP', async () => {
    const session = await createSession({
      destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    const response = await app.request(`/onramp/checkout/${session.id}`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await response.text()
    for (const text of [
      '<bdi dir="ltr">$50.00</bdi>',
      '<bdi dir="ltr">49.23 USDC</bdi>',
      'Airlock Devnet',
      '0x7099…79C8',
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '<label for="card-number">Card number</label>',
      'aria-describedby="card-number-error"',
    ])
      expect(html).toContain(text)
    // No inline script or style anywhere: the CSP would block them.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/)

    const script = await app.request('/onramp/checkout.js')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await script.text()).toContain('/onramp/v1/sessions/')
    const style = await app.request('/onramp/checkout.css')
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8')
  })

  it('refuses session requests it cannot deliver, naming the field', async () => {
    const rows: [unknown, number, string][] = [
      [
        sessionBody({ destinationAddress: '0x1234' }),
        400,
        'Invalid session request field "destinationAddress": expected 0x followed by 40 hexadecimal digits',
      ],
      [
        sessionBody({ chainId: 1 }),
        400,
        'Invalid session request field "chainId": expected one of the sandbox\'s chains (31337, 31338)',
      ],
      [
        sessionBody({ asset: 'DOGE' }),
        400,
        'Invalid session request field "asset": expected one of ETH, USDC, DAI, WBTC on devnet',
      ],
      [
        sessionBody({ purchaseAmount: '0' }),
        400,
        'Invalid session request field "purchaseAmount": expected more than 0',
      ],
      [
        sessionBody({ purchaseAmount: '-5' }),
        400,
        'Invalid session request field "purchaseAmount": expected an integer of base units',
      ],
      [
        sessionBody({ purchaseAmount: `1${'0'.repeat(40)}` }),
        400,
        'Invalid session request field "purchaseAmount": expected at most 1000000000 USDC',
      ],
      [
        sessionBody({ paymentTotal: '5.00', paymentSubtotal: undefined }),
        400,
        'Invalid session request field "paymentTotal": expected from 10.00 to 7500.00',
      ],
      [
        sessionBody({ paymentSubtotal: '49.24' }),
        400,
        'Invalid session request field "paymentSubtotal": expected paymentSubtotal + providerFee + networkFee = paymentTotal',
      ],
      [
        sessionBody({ fiatCurrency: 'GBP' }),
        400,
        'Invalid session request field "fiatCurrency": expected one of USD, EUR',
      ],
      [[1, 2], 400, 'Invalid session request field "(body)": expected a JSON object'],
      ['{"destinationAddress":', 400, 'Malformed JSON in request body'],
    ]
    for (const [body, status, message] of rows) {
      const response = await post('/onramp/v1/sessions', body)
      expect({ status: response.status, message: response.body.message }).toEqual({
        status,
        message,
      })
    }
    const form = await post('/onramp/v1/sessions', 'a=b', 'application/x-www-form-urlencoded')
    expect(form.status).toBe(415)
  })

  it('lists an address’s purchases newest first, and refuses a malformed address', async () => {
    const buyer = freshAddress()
    const first = await createSession({ destinationAddress: buyer })
    const second = await createSession({ destinationAddress: buyer, purchaseAmount: '10000000' })
    const unpaid = await createSession({ destinationAddress: buyer })
    await post(`/onramp/v1/sessions/${first.id}/pay`, declinedCard)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await post(`/onramp/v1/sessions/${second.id}/pay`, declinedCard)
    const { transactions } = await transactionsOf(buyer)
    expect(transactions.map((transaction) => transaction.transaction_id)).toEqual([
      second.id,
      first.id,
    ])
    expect(transactions.map((transaction) => transaction.transaction_id)).not.toContain(unpaid.id)

    for (const query of ['', '?address=', '?address=0x12', '?address=nothex'])
      expect((await app.request(`/onramp/v1/transactions${query}`)).status).toBe(400)
  })
})
