// The bundler's figures: `eth_estimateUserOperationGas` latency (p50/p99 over sequential calls for
// a new account's first operation) and send → receipt at the default bundling interval (500 ms),
// for SimpleAccount operations that deploy the account and send ETH. A devnet of its own on free
// ports (seeded in a temporary data dir), the server's app in this process on PGlite. Run alone:
//   npx tsx --conditions=@airlock/source -e "import('./bench/bundler.ts').then(m=>m.benchBundler()).then(console.log)"
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
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { percentile } from './stats.ts'

const estimates = 200
const sends = 10
const chainId = 31337
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/**
 * Measures the bundler on a devnet of its own.
 *
 * @returns `estimate.p50Ms`, `estimate.p99Ms`, `sendToReceipt.medianMs` and
 *   `sendToReceipt.maxMs` (run.ts prefixes them with `bundler.`).
 *
 * @example
 * import { benchBundler } from './bench/bundler.ts'
 * console.log(await benchBundler())
 */
export async function benchBundler(): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-bench-bundler-'))
  const devnet = await startDevnet({
    dataDir: join(dataDir, 'devnet'),
    ports: { 31337: await getFreePort(), 31338: await getFreePort() },
    fund: [],
  })
  const rpcUrl = devnet.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? ''
  const factory = devnet.manifest.chains.find((chain) => chain.chainId === chainId)?.contracts
    .smartAccountFactory as Address
  const config = loadConfig({
    DATA_DIR: join(dataDir, 'server'),
    LOG_LEVEL: 'silent',
    [`RPC_URL_${chainId}`]: rpcUrl,
  })
  const db = await createDatabase({ config })
  await runMigrations(db)
  const client = createPublicClient({ transport: http(rpcUrl) })
  const bundlerKey = await loadBundlerKey(config, `bundler-${chainId}`)
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [bundlerKey.address, toHex(parseEther('100'))] as never,
  })
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

  // A new owner's first operation: deploy the account and send 1 wei.
  async function newOperation(): Promise<{
    operation: UserOperation<'0.8'>
    sign: () => Promise<Hex>
  }> {
    const owner = privateKeyToAccount(generatePrivateKey())
    const sender = await client.readContract({
      address: factory,
      abi: accountAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [sender, toHex(parseEther('1'))] as never,
    })
    const operation: UserOperation<'0.8'> = {
      sender,
      nonce: 0n,
      factory,
      factoryData: encodeFunctionData({
        abi: accountAbi,
        functionName: 'createAccount',
        args: [owner.address, 0n],
      }),
      callData: encodeFunctionData({
        abi: accountAbi,
        functionName: 'execute',
        args: [owner.address, 1n, '0x'],
      }),
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

  try {
    // Warm-up: the first calls load the simulation code and compile the paths.
    for (let i = 0; i < 5; i++) {
      const { operation } = await newOperation()
      await rpc('eth_estimateUserOperationGas', [
        formatUserOperationRequest(operation),
        entryPoint08Address,
      ])
    }
    const estimateMs: number[] = []
    for (let i = 0; i < estimates; i++) {
      const { operation } = await newOperation()
      const started = performance.now()
      await rpc('eth_estimateUserOperationGas', [
        formatUserOperationRequest(operation),
        entryPoint08Address,
      ])
      estimateMs.push(performance.now() - started)
    }
    const receiptMs: number[] = []
    for (let i = 0; i < sends; i++) {
      const { operation, sign } = await newOperation()
      const gas = await rpc<Record<string, Hex>>('eth_estimateUserOperationGas', [
        formatUserOperationRequest(operation),
        entryPoint08Address,
      ])
      for (const [key, value] of Object.entries(gas))
        (operation as Record<string, unknown>)[key] = BigInt(value)
      operation.signature = await sign()
      const started = performance.now()
      const hash = await rpc<Hex>('eth_sendUserOperation', [
        formatUserOperationRequest(operation),
        entryPoint08Address,
      ])
      while (!(await rpc<unknown>('eth_getUserOperationReceipt', [hash])))
        await new Promise((resolve) => setTimeout(resolve, 20))
      receiptMs.push(performance.now() - started)
    }
    return {
      'estimate.p50Ms': Math.round(percentile(estimateMs, 50) * 10) / 10,
      'estimate.p99Ms': Math.round(percentile(estimateMs, 99) * 10) / 10,
      'sendToReceipt.medianMs': Math.round(percentile(receiptMs, 50)),
      'sendToReceipt.maxMs': Math.round(Math.max(...receiptMs)),
    }
  } finally {
    server.close()
    await db.close()
    await devnet.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
