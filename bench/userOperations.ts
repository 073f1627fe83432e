// The bench's ERC-4337 rig (bench/bundler.ts): a devnet and the server's bundler of its own, and the
// SimpleAccount user operations it sends them.
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, startDevnet } from '@airlock/devnet'
import {
  createApp,
  createDatabase,
  createLogger,
  loadBundlerKey,
  loadConfig,
  runMigrations,
} from '@airlock/server'
import { serve } from '@hono/node-server'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
  parseGwei,
  toHex,
} from 'viem'
import {
  entryPoint08Address,
  formatUserOperationRequest,
  getUserOperationHash,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** How often a receipt is asked for, on both paths of the swap alike. */
export const pollMs = 20
export const chainId = 31337
export const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/**
 * A devnet of its own on free ports and the server's app in this process (PGlite, its bundler at
 * the default interval), with the bundler's key funded.
 *
 * @returns The chain's client and manifest entry, the bundler's JSON-RPC, and `stop`.
 *
 * @example
 * const bench = await startBundlerBench()
 * await bench.rpc('eth_chainId', [])
 * await bench.stop()
 */
export async function startBundlerBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-bench-bundler-'))
  const devnet = await startDevnet({
    dataDir: join(dataDir, 'devnet'),
    ports: { 31337: await getFreePort(), 31338: await getFreePort() },
    fund: [],
  })
  const rpcUrl = devnet.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
  const entry = devnet.manifest.chains.find((chain) => chain.chainId === chainId)
  if (!entry) throw new Error(`the devnet has no chain ${chainId}`)
  const config = loadConfig({
    DATA_DIR: join(dataDir, 'server'),
    LOG_LEVEL: 'silent',
    [`RPC_URL_${chainId}`]: rpcUrl,
  })
  const db = await createDatabase({ config })
  await runMigrations(db)
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: pollMs })
  const bundlerKey = await loadBundlerKey(config, `bundler-${chainId}`)
  await setBalance(client, bundlerKey.address, parseEther('100'))
  const app = createApp({ config, db, logger: createLogger(config) })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    )
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/bundler?chainId=${chainId}`
  const rpc = async <result>(method: string, params: unknown[]): Promise<result> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: result; error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result as result
  }
  return {
    devnet,
    rpcUrl,
    client,
    rpc,
    contracts: entry.contracts,
    factory: entry.contracts.smartAccountFactory as Address,
    async stop() {
      server.close()
      await db.close()
      await devnet.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export function setBalance(client: PublicClient, address: Address, wei: bigint) {
  return client.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(wei)] as never,
  })
}

/** The SimpleAccount the factory deploys for `owner` (salt 0), deployed or not. */
export function accountAddress(client: PublicClient, factory: Address, owner: Address) {
  return client.readContract({
    address: factory,
    abi: accountAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
}

/** An account's first operation: deploys it through `factory` and sends its owner `value` wei. */
export function firstOperation({
  owner,
  sender,
  factory,
  value,
}: {
  owner: PrivateKeyAccount
  sender: Address
  factory: Address
  value: bigint
}) {
  return userOperation({
    owner,
    sender,
    deploy: factory,
    callData: encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [owner.address, value, '0x'],
    }),
  })
}

/**
 * An unsigned v0.8 user operation of `sender` (its first unless `nonce` says otherwise), deploying
 * it through `deploy` when given, with `sign` for once its gas is set.
 */
export async function userOperation({
  owner,
  sender,
  callData,
  deploy,
  nonce = 0n,
}: {
  owner: PrivateKeyAccount
  sender: Address
  callData: Hex
  deploy?: Address
  nonce?: bigint
}) {
  const operation: UserOperation<'0.8'> = {
    sender,
    nonce,
    ...(deploy
      ? {
          factory: deploy,
          factoryData: encodeFunctionData({
            abi: accountAbi,
            functionName: 'createAccount',
            args: [owner.address, 0n],
          }),
        }
      : {}),
    callData,
    callGasLimit: 0n,
    verificationGasLimit: 0n,
    preVerificationGas: 0n,
    maxFeePerGas: parseGwei('20'),
    maxPriorityFeePerGas: parseGwei('1'),
    // A well-formed signature by someone else: SimpleAccount reverts on a malformed one.
    signature: await privateKeyToAccount(generatePrivateKey()).sign({
      hash: sender.padEnd(66, '0') as Hex,
    }),
  }
  const sign = () =>
    owner.sign({
      hash: getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint08Address,
        entryPointVersion: '0.8',
        userOperation: operation,
      }),
    })
  return { operation, sign }
}

export type BundlerRpc = <result>(method: string, params: unknown[]) => Promise<result>

/** `eth_estimateUserOperationGas`, its answer written into the operation. */
export async function estimateGas(rpc: BundlerRpc, operation: UserOperation<'0.8'>) {
  const gas = await rpc<Record<string, Hex>>('eth_estimateUserOperationGas', [
    formatUserOperationRequest(operation),
    entryPoint08Address,
  ])
  for (const [key, value] of Object.entries(gas))
    (operation as Record<string, unknown>)[key] = BigInt(value)
}

/** `eth_sendUserOperation`, then its receipt, asked for every `pollMs`. */
export async function sendAndWait(rpc: BundlerRpc, operation: UserOperation<'0.8'>) {
  const hash = await rpc<Hex>('eth_sendUserOperation', [
    formatUserOperationRequest(operation),
    entryPoint08Address,
  ])
  for (;;) {
    const receipt = await rpc<{ success: boolean } | null>('eth_getUserOperationReceipt', [hash])
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
