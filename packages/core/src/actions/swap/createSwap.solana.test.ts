// createSwap on a Solana account: the desk's transaction (built here as the server's desk builds
// it, signed by a real desk key) is checked, co-signed by the wallet and sent.
import type { ConvertBuildResponse } from '@airlock/protocol'
import {
  AccountRole,
  address,
  generateKeyPair,
  getAddressFromPublicKey,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  getU32Encoder,
  getU64Encoder,
  signBytes,
} from '@solana/kit'
import { expect, test } from 'vitest'
import { compileWireTransaction } from '../../adapters/solana/buildSolTransfer.js'
import { associatedTokenAddress } from '../../adapters/solana/buildSplTransfer.js'
import type { ConvertApi } from '../../api/createConvertApi.js'
import { createAirlock } from '../../createAirlock.js'
import { ConvertHttpError } from '../../errors/swap.js'
import { createStorage } from '../../storage/createStorage.js'
import { createSwap } from './createSwap.js'

const cluster = 'solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k' as const
const solMint = 'So11111111111111111111111111111111111111112'
const usdcMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const lifetime = {
  blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi',
  lastValidBlockHeight: 99n,
}
const usdcPerSol = 150_000_000n

async function keyPair() {
  const keys = await generateKeyPair()
  return { keys, address: await getAddressFromPublicKey(keys.publicKey) }
}

/** The desk's SOL→USDC swap as `createSolanaDesk` builds it, signed by the desk. */
async function deskSwap(
  desk: Awaited<ReturnType<typeof keyPair>>,
  user: string,
  { pays, gets, payer = user }: { pays: bigint; gets: bigint; payer?: string },
) {
  const systemProgram = address('11111111111111111111111111111111')
  const tokenProgram = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
  const ataProgram = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
  const solTransfer = new Uint8Array(12)
  solTransfer.set(getU32Encoder().encode(2), 0)
  solTransfer.set(getU64Encoder().encode(pays), 4)
  const tokenTransfer = new Uint8Array(10)
  tokenTransfer[0] = 12
  tokenTransfer.set(getU64Encoder().encode(gets), 1)
  tokenTransfer[9] = 6
  const [deskUsdc, userUsdc] = await Promise.all([
    associatedTokenAddress(desk.address, usdcMint),
    associatedTokenAddress(user, usdcMint),
  ])
  const unsigned = compileWireTransaction(payer, lifetime, [
    {
      programAddress: systemProgram,
      accounts: [
        { address: address(user), role: AccountRole.WRITABLE_SIGNER },
        { address: desk.address, role: AccountRole.WRITABLE },
      ],
      data: solTransfer,
    },
    {
      programAddress: ataProgram,
      accounts: [
        { address: address(payer), role: AccountRole.WRITABLE_SIGNER },
        { address: userUsdc, role: AccountRole.WRITABLE },
        { address: address(user), role: AccountRole.READONLY },
        { address: address(usdcMint), role: AccountRole.READONLY },
        { address: systemProgram, role: AccountRole.READONLY },
        { address: tokenProgram, role: AccountRole.READONLY },
      ],
      data: new Uint8Array([1]),
    },
    {
      programAddress: tokenProgram,
      accounts: [
        { address: deskUsdc, role: AccountRole.WRITABLE },
        { address: address(usdcMint), role: AccountRole.READONLY },
        { address: userUsdc, role: AccountRole.WRITABLE },
        { address: desk.address, role: AccountRole.READONLY_SIGNER },
      ],
      data: tokenTransfer,
    },
  ])
  const transaction = getTransactionDecoder().decode(unsigned)
  const signature = await signBytes(desk.keys.privateKey, transaction.messageBytes)
  const signed = getTransactionEncoder().encode({
    ...transaction,
    signatures: { ...transaction.signatures, [desk.address]: signature },
  })
  return getBase64Decoder().decode(signed)
}

async function setup(
  options: {
    build?: (user: string, desk: Awaited<ReturnType<typeof keyPair>>) => Promise<string>
    deadline?: () => number
    quote?: ConvertApi['quotes']
  } = {},
) {
  const [desk, user] = await Promise.all([keyPair(), keyPair()])
  const builds: unknown[] = []
  const api = {
    tokens: async () => [
      { name: 'Solana', symbol: 'SOL', address: `${cluster}:${solMint}`, decimals: 9, logoUri: '' },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        address: `${cluster}:${usdcMint}`,
        decimals: 6,
        logoUri: '',
      },
    ],
    gasPrice: async () => {
      throw new Error('a desk swap asks for no gas price')
    },
    prices: async () => {
      throw new Error('a desk swap asks for no prices')
    },
    quotes:
      options.quote ??
      (async ({ amount, from, to }) => [
        {
          id: null,
          fromAmount: `${amount}`,
          fromAccount: from,
          toAmount: `${(amount * usdcPerSol) / 10n ** 9n}`,
          toAccount: to,
          priceImpact: 0,
        },
      ]),
    allowance: async () => {
      throw new Error('a desk swap needs no allowance')
    },
    buildApprove: async () => {
      throw new Error('a desk swap needs no approval')
    },
    buildTransaction: async (body): Promise<ConvertBuildResponse> => {
      builds.push(body)
      const data = await (options.build
        ? options.build(user.address, desk)
        : deskSwap(desk, user.address, { pays: BigInt(body.amount), gets: 150_000_000n }))
      return {
        tx: {
          from: `${cluster}:${user.address}`,
          to: `${cluster}:${desk.address}`,
          data,
          amount: body.amount,
          solana: { encoding: 'base64', blockhash: lifetime.blockhash, lastValidBlockHeight: '99' },
        },
        toAmount: '150000000',
        toAmountMin: '150000000',
        deadline: options.deadline?.() ?? Math.floor(Date.now() / 1000) + 60,
      }
    },
  } satisfies ConvertApi
  const sent: Uint8Array[] = []
  const airlock = createAirlock({
    projectId: 'dev',
    apiUrl: 'http://127.0.0.1:9',
    storage: createStorage({
      backend: { getItem: () => null, setItem: () => {}, removeItem: () => {} },
    }),
  })
  const swap = createSwap({
    airlock,
    api,
    quoteDelayMs: 0,
    balances: async () => [
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: cluster,
        value: 300,
        price: 150,
        quantity: { decimals: '9', numeric: '2' },
        iconUrl: '',
      },
    ],
    solanaWallet: async () => ({
      sendTransaction: async (transaction) => {
        sent.push(transaction)
        return '5j7s1QjmRKFuDbCWMRVRNibSV2VAAEcNKP6HWU7GwPdXkBZvhz8n4vQl1bFMznEvcBRRjUQKrLwHYUZXBKgzyQ1'
      },
      waitForTransaction: async () => true,
    }),
  })
  const state = () => airlock.store.getState().swap
  const quoted = async (amount: string) => {
    await swap.init({
      address: user.address,
      chainId: cluster,
      preset: { fromToken: 'SOL', toToken: 'USDC' },
    })
    swap.setAmount(amount)
    await expect.poll(() => state().status).toBe('idle')
    await expect.poll(() => state().toTokenAmount).not.toBe('')
  }
  return { airlock, swap, state, sent, builds, user, desk, quoted }
}

test('SOL for USDC on a Solana account: the desk-signed transaction is checked, co-signed and sent; the state resets', async () => {
  const { airlock, swap, state, sent, builds, user, desk, quoted } = await setup()
  await quoted('1')
  expect(state()).toMatchObject({
    sourceToken: { symbol: 'SOL', balance: '2', price: 150 },
    toToken: { symbol: 'USDC' },
    toTokenAmount: '150',
    gasFee: 10_000n,
    networkPrice: 150,
  })
  await swap.prepare()
  expect(builds).toEqual([
    {
      amount: '1000000000',
      projectId: 'dev',
      from: `${cluster}:${solMint}`,
      to: `${cluster}:${usdcMint}`,
      userAddress: `${cluster}:${user.address}`,
    },
  ])
  const version = airlock.store.getState().portfolioVersion
  const signature = await swap.execute()
  expect(signature).toMatch(/^5j7s/)
  // The wallet got the desk's transaction with the desk's signature, its own slot empty.
  expect(sent).toHaveLength(1)
  const signatures = getTransactionDecoder().decode(sent[0] as Uint8Array).signatures
  expect(signatures[desk.address]).toBeTruthy()
  expect(signatures[user.address]).toBeNull()
  expect(state()).toMatchObject({ sourceToken: undefined, sourceTokenAmount: '', tokens: [] })
  expect(airlock.store.getState().portfolioVersion).toBe(version + 1)
})

test('a desk transaction that takes more, pays less, or that another account pays for is refused before the wallet sees it', async () => {
  const cases = [
    (user: string, desk: Awaited<ReturnType<typeof keyPair>>) =>
      deskSwap(desk, user, { pays: 2_000_000_000n, gets: 150_000_000n }),
    (user: string, desk: Awaited<ReturnType<typeof keyPair>>) =>
      deskSwap(desk, user, { pays: 1_000_000_000n, gets: 100_000_000n }),
    (user: string, desk: Awaited<ReturnType<typeof keyPair>>) =>
      deskSwap(desk, user, { pays: 1_000_000_000n, gets: 150_000_000n, payer: desk.address }),
  ]
  const details: string[] = []
  for (const build of cases) {
    const { swap, sent, quoted } = await setup({ build })
    await quoted('1')
    const error = (await swap.prepare().catch((e: unknown) => e)) as {
      shortMessage: string
      details: string
    }
    expect(error.shortMessage).toBe('Failed to create transaction')
    details.push(error.details.replace(/[1-9A-HJ-NP-Za-km-z]{32,44}/g, '<address>'))
    await expect(swap.execute()).rejects.toMatchObject({
      shortMessage: 'Failed to create transaction',
    })
    expect(sent).toHaveLength(0)
  }
  expect(details).toMatchInlineSnapshot(`
    [
      "The wallet pays 2000000000 base units, not the 1000000000 quoted.",
      "The wallet receives 100000000 base units, less than the 148500000 quoted.",
      "Its fee payer is <address>, not the wallet <address>.",
    ]
  `)
})

test('an expired quote is built again before the wallet sees it', async () => {
  let deadline = Math.floor(Date.now() / 1000) - 1
  const { swap, sent, builds, quoted } = await setup({ deadline: () => deadline })
  await quoted('1')
  await swap.prepare()
  deadline = Math.floor(Date.now() / 1000) + 60
  await swap.execute()
  expect(builds).toHaveLength(2)
  expect(sent).toHaveLength(1)
})

/** The desk's answer to a quote over what it holds: a 422 naming the inventory. */
async function deskOverInventory(): Promise<never> {
  throw new ConvertHttpError({
    status: 422,
    url: 'http://127.0.0.1:9/v1/convert/quotes',
    message: 'The swap desk holds only 12 USDC',
    serverName: 'DeskInventoryExceededError',
  })
}

test('an amount over the desk inventory says so with the spec message', async () => {
  const { swap, state } = await setup({
    quote: deskOverInventory,
  })
  await swap.init({ address: '11111111111111111111111111111111', chainId: cluster })
  swap.selectToken('toToken', state().tokens[1] as never)
  swap.setAmount('1')
  await expect.poll(() => state().inputError).toBe('Insufficient liquidity for this amount')
})

test('an amount over the balance stays "Insufficient balance" when the desk also refuses it', async () => {
  let asked = 0
  const { swap, state } = await setup({
    quote: () => {
      asked += 1
      return deskOverInventory()
    },
  })
  await swap.init({ address: '11111111111111111111111111111111', chainId: cluster })
  swap.selectToken('toToken', state().tokens[1] as never)
  // The balance is 2 SOL: what the person holds is the first thing wrong, and stays so.
  swap.setAmount('100000')
  expect(state().inputError).toBe('Insufficient balance')
  await expect.poll(() => asked).toBe(1)
  await expect.poll(() => state().status).toBe('idle')
  expect(state().inputError).toBe('Insufficient balance')
})
