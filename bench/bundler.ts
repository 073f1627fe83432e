// The bundler's figures: `eth_estimateUserOperationGas` latency (p50/p99 over sequential calls for
// a new account's first operation) and send → receipt at the default bundling interval (500 ms),
// for SimpleAccount operations that deploy the account and send ETH; and a swap's approve + swap as
// one EIP-5792 batch (one user operation) against the same two as EOA transactions. A devnet of its
// own on free ports (seeded in a temporary data dir), the server's app in this process on PGlite.
// Run alone:
//   node --conditions=@airlock/source --import tsx -e "const m=await import('./bench/bundler.ts'); console.log(await m.benchBundler(), await m.benchSwapBatch())"
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fundAddress, getFreePort, startDevnet } from '@airlock/devnet'
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
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
  parseGwei,
  parseUnits,
  toHex,
} from 'viem'
import {
  entryPoint08Address,
  formatUserOperationRequest,
  getUserOperationHash,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt } from 'viem/actions'
import { percentile } from './stats.ts'

const estimates = 200
const sends = 10
const swaps = 5
/** How often a receipt is asked for, on both paths of the swap alike. */
const pollMs = 20
const chainId = 31337
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const routerAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
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
async function startBundlerBench() {
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

function setBalance(client: PublicClient, address: Address, wei: bigint) {
  return client.request({
    method: 'anvil_setBalance' as never,
    params: [address, toHex(wei)] as never,
  })
}

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
  const { client, rpc, factory, stop } = await startBundlerBench()

  // A new owner's first operation: deploy the account and send 1 wei.
  const newOperation = async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const sender = await accountAddress(client, factory, owner.address)
    await setBalance(client, sender, parseEther('1'))
    return firstOperation({ owner, sender, factory, value: 1n })
  }

  try {
    // Warm-up: the first calls load the simulation code and compile the paths.
    for (let i = 0; i < 5; i++) await estimateGas(rpc, (await newOperation()).operation)
    const estimateMs: number[] = []
    for (let i = 0; i < estimates; i++) {
      const { operation } = await newOperation()
      const started = performance.now()
      await estimateGas(rpc, operation)
      estimateMs.push(performance.now() - started)
    }
    const receiptMs: number[] = []
    for (let i = 0; i < sends; i++) {
      const { operation, sign } = await newOperation()
      await estimateGas(rpc, operation)
      operation.signature = await sign()
      const started = performance.now()
      await sendAndWait(rpc, operation)
      receiptMs.push(performance.now() - started)
    }
    return {
      'estimate.p50Ms': Math.round(percentile(estimateMs, 50) * 10) / 10,
      'estimate.p99Ms': Math.round(percentile(estimateMs, 99) * 10) / 10,
      'sendToReceipt.medianMs': Math.round(percentile(receiptMs, 50)),
      'sendToReceipt.maxMs': Math.round(Math.max(...receiptMs)),
    }
  } finally {
    await stop()
  }
}

/**
 * A swap's total time, from the user's confirmation to settled, both ways the modal can send it:
 * approve + swap (100 USDC → DAI on the devnet's Uniswap V2) as one EIP-5792 batch, i.e. one
 * user operation of a deployed SimpleAccount through the bundler at its default interval
 * (500 ms), and as two EOA transactions, approve then swap, each waited for before the next
 * (anvil mines each at once). Each path is timed from the start of its preparation (gas
 * estimate, signature) to the receipt of its last transaction, polled every 20 ms on both. The
 * second confirmation the two-transaction path asks of the user is not counted. The smart account
 * pays its own gas (the paymaster is not configured here).
 *
 * @returns `swap.batchMs` and `swap.twoTransactionsMs` (medians), and `swap.batchVsTwoTransactions.ratio`
 *   (run.ts prefixes them with `bundler.`).
 *
 * @example
 * import { benchSwapBatch } from './bench/bundler.ts'
 * console.log(await benchSwapBatch())
 */
export async function benchSwapBatch(): Promise<Record<string, number>> {
  const { devnet, rpcUrl, client, rpc, contracts, factory, stop } = await startBundlerBench()
  const usdc = contracts.usdc as Address
  const router = contracts.uniswapV2Router02 as Address
  const amount = parseUnits('100', 6)
  const calls = (recipient: Address) => [
    {
      target: usdc,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, amount],
      }),
    },
    {
      target: router,
      value: 0n,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amount, 0n, [usdc, contracts.dai as Address], recipient, 2n ** 40n],
      }),
    },
  ]
  // Someone with ETH and the devnet's tokens, ready before the clock starts.
  const funded = async (address: Address) => {
    await fundAddress(rpcUrl, address, { manifest: devnet.manifest })
  }

  const batch = async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const sender = await accountAddress(client, factory, owner.address)
    await funded(sender)
    // Deployed before, by an operation of its own: a swap is rarely an account's first.
    const deployment = await firstOperation({ owner, sender, factory, value: 0n })
    await estimateGas(rpc, deployment.operation)
    deployment.operation.signature = await deployment.sign()
    await sendAndWait(rpc, deployment.operation)
    const { operation, sign } = await userOperation({
      owner,
      sender,
      nonce: 1n,
      callData: encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [calls(sender)],
      }),
    })
    const started = performance.now()
    await estimateGas(rpc, operation)
    operation.signature = await sign()
    const receipt = await sendAndWait(rpc, operation)
    const elapsed = performance.now() - started
    if (!receipt.success) throw new Error('the batched swap reverted')
    return elapsed
  }

  const twoTransactions = async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    await funded(account.address)
    const wallet = createWalletClient({ account, transport: http(rpcUrl) })
    const [approve, swap] = calls(account.address)
    const started = performance.now()
    for (const call of [approve, swap]) {
      const hash = await wallet.sendTransaction({
        chain: null,
        to: call?.target,
        data: call?.data,
      })
      const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: pollMs })
      if (receipt.status !== 'success') throw new Error('a swap transaction reverted')
    }
    return performance.now() - started
  }

  try {
    // Warm-up: the first of each path loads the simulation code and compiles the paths.
    await batch()
    await twoTransactions()
    const batchMs: number[] = []
    const twoTransactionsMs: number[] = []
    for (let i = 0; i < swaps; i++) {
      batchMs.push(await batch())
      twoTransactionsMs.push(await twoTransactions())
    }
    const batchMedian = percentile(batchMs, 50)
    const twoMedian = percentile(twoTransactionsMs, 50)
    return {
      'swap.batchMs': Math.round(batchMedian),
      'swap.twoTransactionsMs': Math.round(twoMedian),
      'swap.batchVsTwoTransactions.ratio': Math.round((batchMedian / twoMedian) * 100) / 100,
    }
  } finally {
    await stop()
  }
}

/** The SimpleAccount the factory deploys for `owner` (salt 0), deployed or not. */
function accountAddress(client: PublicClient, factory: Address, owner: Address) {
  return client.readContract({
    address: factory,
    abi: accountAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
}

/** An account's first operation: deploys it through `factory` and sends its owner `value` wei. */
function firstOperation({
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
async function userOperation({
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

type BundlerRpc = <result>(method: string, params: unknown[]) => Promise<result>

/** `eth_estimateUserOperationGas`, its answer written into the operation. */
async function estimateGas(rpc: BundlerRpc, operation: UserOperation<'0.8'>) {
  const gas = await rpc<Record<string, Hex>>('eth_estimateUserOperationGas', [
    formatUserOperationRequest(operation),
    entryPoint08Address,
  ])
  for (const [key, value] of Object.entries(gas))
    (operation as Record<string, unknown>)[key] = BigInt(value)
}

/** `eth_sendUserOperation`, then its receipt, asked for every `pollMs`. */
async function sendAndWait(rpc: BundlerRpc, operation: UserOperation<'0.8'>) {
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
