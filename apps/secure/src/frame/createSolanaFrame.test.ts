import type { FrameSuccessPayload } from '@airlock/protocol'
import { frameSuccessPayloads } from '@airlock/protocol/payloads'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, test } from 'vitest'
import { memoryStorage } from '../../test/memoryStorage.js'
import { deriveSolanaKey } from '../keys/deriveSolanaKey.js'
import { createSolanaFrame } from './createSolanaFrame.js'

const cluster = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

function setUp() {
  const key = generatePrivateKey()
  const evm = privateKeyToAddress(key)
  let rebuilds = 0
  const storage = memoryStorage()
  const solana = createSolanaFrame({
    serverUrl: 'http://server.test',
    projectId: 'dev',
    storage,
    approve: async () => true,
    session: () => ({
      currentAddress: async () => evm,
      withKey: async <result>(use: (key: Hex) => Promise<result>) => {
        rebuilds += 1
        return use(key)
      },
      getUser: async (chainId: string): Promise<FrameSuccessPayload<'GET_USER'>> => ({
        email: 'alice@airlock.test',
        address: evm,
        chainId,
        accounts: [{ address: evm, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      }),
    }),
  })
  return { solana, key, evm, rebuilds: () => rebuilds }
}

test('GET_USER for a Solana cluster names the Solana account, as a CAIP-10 id too', async () => {
  const { solana, key } = setUp()
  const { address } = await deriveSolanaKey(key)
  expect(solana.isCluster(cluster)).toBe(true)
  expect(solana.isCluster('31337')).toBe(false)
  const user = await solana.getUser(cluster)
  expect(user).toMatchObject({
    email: 'alice@airlock.test',
    address,
    chainId: cluster,
    solana: { address, caipAddress: `${cluster}:${address}` },
  })
  expect(frameSuccessPayloads.GET_USER.safeParse(user).success).toBe(true)
})

test('an EVM GET_USER carries the Solana address; the key is rebuilt once per device for it', async () => {
  const { solana, key, evm, rebuilds } = setUp()
  const { address } = await deriveSolanaKey(key)
  const evmUser = (chainId: string) =>
    Promise.resolve({ address: evm, chainId, email: null } as FrameSuccessPayload<'GET_USER'>)
  expect(await solana.withAccount(evmUser('31337'))).toMatchObject({
    address: evm,
    solana: { address },
  })
  await solana.withAccount(evmUser('31337'))
  await solana.getUser(cluster)
  expect(rebuilds()).toBe(1)
  expect(solana.handles({ method: 'solana_signMessage' })).toBe(true)
  expect(solana.handles({ method: 'personal_sign' })).toBe(false)
})
