import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Devnet, startDevnet, trustPaymasterSigner } from '@airlock/devnet'
import {
  createDatabase,
  createLogger,
  createProjectRepository,
  loadBundlerKey,
  loadConfig,
  runMigrations,
  type StartServerReturnType,
  startServer,
} from '@airlock/server'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { type Address, parseEther, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll } from 'vitest'
import type { ApprovalRequest } from '../src/frame/approvalRequest.js'
import { createChainClients } from '../src/frame/createChainClients.js'
import { createEmbeddedAccounts } from '../src/frame/createEmbeddedAccounts.js'
import { createRpcHandler } from '../src/frame/createRpcHandler.js'
import { createSmartAccounts } from '../src/frame/createSmartAccounts.js'
import { createWalletStore } from '../src/frame/createWalletStore.js'
import { createFramePermissions } from '../src/frame/permissions/createFramePermissions.js'
import { memoryStorage } from './memoryStorage.js'

// The embedded wallet's smart account end to end below the browser, for smartAccount.test.ts: the
// frame's RPC handler, its accounts and the Airlock server's bundler and paymaster on a devnet of
// its own.

export const chainId = '31337'
export const sponsoredProject = 'aa-sponsored'
export const plainProject = 'aa-plain'

/** Sends one JSON-RPC request to `url` and returns its result. */
export async function rpc(url: string, method: string, params: unknown[]) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

/**
 * Starts a devnet and a server (one project sponsoring gas, one not) before the calling file's
 * tests and stops them after; returns what the tests reach them by.
 */
export function useSmartAccountStack() {
  let devnet: Devnet
  let server: StartServerReturnType
  let dataDir: string

  beforeAll(async () => {
    devnet = await startDevnet({
      dataDir: await copyDevnetSnapshot(),
      ports: await freeDevnetPorts(),
      fund: [],
    })
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-aa-'))
    const env: Record<string, string> = { DATA_DIR: dataDir }
    for (const chain of devnet.chains) env[`RPC_URL_${chain.chainId}`] = chain.rpcUrl
    const config = loadConfig(env)
    // One project sponsors gas, one does not.
    const database = await createDatabase({ config })
    await runMigrations(database)
    const projects = createProjectRepository(database.db)
    for (const [id, sponsorship] of [
      [sponsoredProject, true],
      [plainProject, false],
    ] as const)
      await projects.create({ id, name: id, allowedOrigins: [], features: { sponsorship } })
    await database.close()
    await trustPaymasterSigner({
      chains: devnet.chains,
      signer: (await loadBundlerKey(config, 'paymaster-signer')).address,
    })
    const bundlerKey = await loadBundlerKey(config, `bundler-${chainId}`)
    await rpc(chainRpcUrl(), 'anvil_setBalance', [bundlerKey.address, toHex(parseEther('100'))])
    server = await startServer({
      config: { ...config, port: 0 },
      logger: createLogger({ logLevel: 'silent' }),
    })
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    await devnet?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  function devnetChain() {
    const chain = devnet.manifest.chains.find((entry) => String(entry.chainId) === chainId)
    if (!chain) throw new Error(`The devnet has no chain ${chainId}`)
    return chain
  }

  /** A devnet token of the chain, by symbol. */
  function token(symbol: string) {
    const found = devnetChain().tokens.find((entry) => entry.symbol === symbol)
    if (!found) throw new Error(`The devnet has no ${symbol}`)
    return { ...found, address: found.address as Address }
  }

  function chainRpcUrl() {
    return devnet.chains.find((chain) => String(chain.chainId) === chainId)?.rpcUrl ?? ''
  }

  /** A logged-in embedded wallet (a fresh key) as the frame wires it, approving everything. */
  function wallet({ projectId = sponsoredProject, storage = memoryStorage() } = {}) {
    const owner = privateKeyToAccount(generatePrivateKey())
    const store = createWalletStore(storage)
    const client = createChainClients({ serverUrl: server.url, projectId })
    const smart = createSmartAccounts({
      client,
      bundlerUrl: (id) => `${server.url}/v1/bundler?chainId=${id}&projectId=${projectId}`,
      pollingIntervalMs: 100,
    })
    const accounts = createEmbeddedAccounts({
      session: {
        currentAddress: async () => owner.address,
        getUser: async (id) => ({
          email: 'user@airlock.test',
          address: owner.address,
          chainId: id,
          accounts: [{ address: owner.address, type: 'eoa' }],
        }),
      },
      store,
      smart,
      // As the frame's main: the model product's default.
      defaultType: 'smartAccount',
    })
    const approvals: ApprovalRequest[] = []
    const statusScreens: Parameters<
      NonNullable<Parameters<typeof createRpcHandler>[0]['showCallsStatus']>
    >[0][] = []
    const handler = createRpcHandler({
      serverUrl: server.url,
      projectId,
      chainId: () => chainId,
      client,
      address: async () => owner.address,
      approve: async (request) => {
        approvals.push(request)
        return true
      },
      withAccount: (use) => use(owner),
      smartAccount: { address: (id) => accounts.activeSmartAccount(id), accounts: smart },
      permissions: createFramePermissions({
        serverUrl: server.url,
        projectId,
        client,
        smart,
        activeSmartAccount: (id) => accounts.activeSmartAccount(id),
        withAccount: (use) => use(owner),
        approve: async (request) => {
          approvals.push(request)
          return true
        },
      }),
      // The frame's status screen, closed at once.
      showCallsStatus: async (screen) => {
        statusScreens.push(screen)
      },
    })
    const request = (method: string, params: unknown[] = []) =>
      handler({ method: method as never, params, chainId })
    return {
      owner,
      store,
      client: client(chainId),
      smart,
      accounts,
      approvals,
      statusScreens,
      request,
    }
  }

  return {
    get devnet() {
      return devnet
    },
    get server() {
      return server
    },
    devnetChain,
    token,
    chainRpcUrl,
    wallet,
  }
}
