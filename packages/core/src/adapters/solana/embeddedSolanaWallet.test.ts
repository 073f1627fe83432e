import type { FrameRpcRequest } from '@airlock/protocol'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { UserRejectedRequestError } from 'viem'
import { expect, test } from 'vitest'
import {
  createFakeRegistry,
  createFakeSolanaWallet,
  fakeCluster,
} from '../../../test/fakeSolanaWallet.js'
import { codeOf } from '../../utils/codeOf.js'
import { createSolanaAdapter } from './adapter.js'
import { embeddedSolanaWallet, embeddedSolanaWalletName } from './embeddedSolanaWallet.js'

const networks = [
  {
    caipNetworkId: fakeCluster,
    name: 'Airlock Solana Devnet',
    rpcUrl: 'http://127.0.0.1:1',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  },
] as const
const address = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const signature = new Uint8Array(64).fill(7)

/** The e-mail wallet's connector as the embedded wallet sees it: the frame's answers, recorded. */
function setup({ reject = false } = {}) {
  const requests: FrameRpcRequest[] = []
  const access = async () => ({
    solanaUser: async (chainId: string) => ({ address, caipAddress: `${chainId}:${address}` }),
    solanaRequest: async (request: FrameRpcRequest) => {
      requests.push(request)
      if (reject) throw new UserRejectedRequestError(new Error('User rejected the request.'))
      return { signature: getBase58Decoder().decode(signature) }
    },
  })
  const registry = createFakeRegistry()
  const adapter = createSolanaAdapter({
    networks,
    wallets: registry,
    onChange: () => {},
    embedded: embeddedSolanaWallet({ chains: [fakeCluster], access }),
  })
  return { adapter, registry, requests }
}

test('connects the e-mail wallet’s Solana account, which is never listed as a page wallet', async () => {
  const { adapter } = setup()
  expect(adapter.getConnection().connectors).toEqual([])
  await adapter.connectEmbedded()
  expect(adapter.getConnection()).toMatchObject({
    status: 'connected',
    account: `${fakeCluster}:${address}`,
  })
  await adapter.disconnectEmbedded()
  expect(adapter.getConnection().status).toBe('disconnected')
})

test('signs through the frame: the message in base58, for the account, on the cluster', async () => {
  const { adapter, requests } = setup()
  await adapter.connectEmbedded()
  const signed = await adapter.signMessage('Hello from the Airlock web app')
  expect(getBase58Encoder().encode(signed)).toEqual(signature)
  expect(requests).toEqual([
    {
      method: 'solana_signMessage',
      chainId: fakeCluster,
      params: {
        message: getBase58Decoder().decode(
          new TextEncoder().encode('Hello from the Airlock web app'),
        ),
        pubkey: address,
      },
    },
  ])
  const sent = await adapter.sendTransaction(Uint8Array.from([1, 2, 3]))
  expect(getBase58Encoder().encode(sent)).toEqual(signature)
  expect(requests[1]).toMatchObject({
    method: 'solana_signAndSendTransaction',
    chainId: fakeCluster,
    params: { transaction: getBase58Decoder().decode(Uint8Array.from([1, 2, 3])) },
  })
})

test('a refusal in the frame rejects with 4001', async () => {
  const { adapter } = setup({ reject: true })
  await adapter.connectEmbedded()
  const error = await adapter.signMessage('hi').catch((caught: unknown) => caught)
  expect(codeOf(error)).toBe(4001)
})

test('a Solana wallet the person connected stays: the e-mail login does not replace it', async () => {
  const { adapter, registry } = setup()
  const fake = await createFakeSolanaWallet()
  registry.register(fake.wallet)
  const [connector] = adapter.getConnection().connectors
  await adapter.connect(connector?.uid ?? '')
  await adapter.connectEmbedded()
  expect(adapter.getConnection().account).toBe(`${fakeCluster}:${fake.address}`)
  await adapter.disconnectEmbedded()
  expect(adapter.getConnection().status).toBe('connected')
  expect(embeddedSolanaWalletName).toBe('Airlock Email Wallet')
})

test('several transactions signed at once go to the frame as one solana_signAllTransactions', async () => {
  const requests: FrameRpcRequest[] = []
  const wallet = embeddedSolanaWallet({
    chains: [fakeCluster],
    access: async () => ({
      solanaUser: async (chainId: string) => ({ address, caipAddress: `${chainId}:${address}` }),
      solanaRequest: async (request: FrameRpcRequest) => {
        requests.push(request)
        const { transactions } = request.params as { transactions: string[] }
        return { transactions: transactions.map((item) => `${item}2`) }
      },
    }),
  })
  const { accounts } = await (
    wallet.features['standard:connect'] as {
      connect(): Promise<{ accounts: readonly WalletAccount[] }>
    }
  ).connect()
  const account = accounts[0] as WalletAccount
  const feature = wallet.features['solana:signTransaction'] as {
    signTransaction(
      ...inputs: { account: typeof account; transaction: Uint8Array; chain?: string }[]
    ): Promise<{ signedTransaction: Uint8Array }[]>
  }
  const outputs = await feature.signTransaction(
    { account, transaction: Uint8Array.from([1]), chain: fakeCluster },
    { account, transaction: Uint8Array.from([2]), chain: fakeCluster },
  )
  expect(requests).toEqual([
    {
      method: 'solana_signAllTransactions',
      chainId: fakeCluster,
      params: { transactions: ['2', '3'] },
    },
  ])
  expect(outputs.map((output) => getBase58Decoder().decode(output.signedTransaction))).toEqual([
    '22',
    '32',
  ])
  await expect(
    feature.signTransaction(
      { account, transaction: Uint8Array.from([1]), chain: fakeCluster },
      { account, transaction: Uint8Array.from([2]), chain: 'solana:another' },
    ),
  ).rejects.toThrow('one cluster')
})
