import { rm } from 'node:fs/promises'
import { type Devnet, readManifest, startDevnet } from '@airlock/devnet'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { RELAYER_SDK_VERSION as dappCoreVersion } from '@walletconnect/core'
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  toHex,
  verifyMessage,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { loadConfig } from '../../src/config/loadConfig.js'
import { createLogger } from '../../src/createLogger.js'
import { type StartServerReturnType, startServer } from '../../src/startServer.js'
import { createDataDir } from '../backends.js'
import {
  createTestDapp,
  createTestWallet,
  guardFetch,
  walletCoreVersion,
} from './walletConnectClients.js'

// The official clients pair, sign and send through the relay of `startServer`, fully offline.
let server: StartServerReturnType
let devnet: Devnet
let dataDir: string
const fetchGuard = guardFetch()
const account = mnemonicToAccount(readManifest().mnemonic, { addressIndex: 1 })
const chainId = 'eip155:31337'
const methods = ['personal_sign', 'eth_sendTransaction']
const events = ['chainChanged', 'accountsChanged']

beforeAll(async () => {
  // A copy of the run's seeded devnet (test/globalSetup of this project seeds it once).
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
    fund: [],
  })
  dataDir = await createDataDir({ migrated: true })
  const rpc = Object.fromEntries(
    devnet.chains.map((chain) => [`RPC_URL_${chain.chainId}`, chain.rpcUrl]),
  )
  server = await startServer({
    config: { ...loadConfig({ DATA_DIR: dataDir, ...rpc }), port: 0 },
    logger: createLogger({ logLevel: 'silent' }),
  })
})

afterAll(async () => {
  fetchGuard.restore()
  await server?.close()
  await devnet?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

it('pairs sign-client 2.21.8 with walletkit 1.2.10, signs, sends and disconnects', {
  timeout: 60_000,
}, async () => {
  expect({ dappCoreVersion, walletCoreVersion }).toEqual({
    dappCoreVersion: '2.21.8',
    walletCoreVersion: '2.21.7',
  })
  const rpcUrl = devnet.chains.find((chain) => chain.chainId === 31337)?.rpcUrl as string
  const chainClient = createWalletClient({ account, transport: http(rpcUrl) })
  const publicClient = createPublicClient({ transport: http(rpcUrl) })

  const dapp = await createTestDapp(server.relayUrl)
  const { core: walletCore, wallet } = await createTestWallet(server.relayUrl)
  try {
    let validation: string | undefined
    wallet.on('session_proposal', async ({ id, verifyContext }) => {
      validation = verifyContext.verified.validation
      await wallet.approveSession({
        id,
        namespaces: {
          eip155: {
            chains: [chainId],
            accounts: [`${chainId}:${account.address}`],
            methods,
            events,
          },
        },
      })
    })
    wallet.on('session_request', async ({ id, topic, params: { request } }) => {
      const [first] = request.params as [unknown]
      const result =
        request.method === 'personal_sign'
          ? await account.signMessage({ message: { raw: first as `0x${string}` } })
          : await chainClient.sendTransaction({
              chain: null,
              to: (first as { to: `0x${string}` }).to,
              value: BigInt((first as { value: string }).value),
            })
      await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    })

    // Pairing: the dapp shows a URI, the wallet scans it.
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [chainId], methods, events } },
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: uri as string })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`${chainId}:${account.address}`])
    // Our relay's `attestation: ""` kept the wallet from asking the vendor's Verify API.
    expect(validation).toBe('UNKNOWN')

    const message = 'Sign in to Airlock through our own relay'
    const signature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId,
      request: { method: 'personal_sign', params: [toHex(message), account.address] },
    })
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)

    const to = '0x000000000000000000000000000000000000dEaD'
    const before = await publicClient.getBalance({ address: to })
    const hash = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to, value: toHex(parseEther('0.01')) }],
      },
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await publicClient.getBalance({ address: to })).toBe(before + parseEther('0.01'))

    const deleted = new Promise((resolve) => wallet.on('session_delete', resolve))
    await dapp.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await deleted
    expect(Object.keys(wallet.getActiveSessions())).toEqual([])
    expect(fetchGuard.external).toEqual([])
  } finally {
    await Promise.allSettled([
      dapp.core.relayer.transportClose(),
      walletCore.relayer.transportClose(),
    ])
  }
})
