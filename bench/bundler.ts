// The bundler's figures: `eth_estimateUserOperationGas` latency (p50/p99 over sequential calls for
// a new account's first operation) and send → receipt at the default bundling interval (500 ms),
// for SimpleAccount operations that deploy the account and send ETH; and a swap's approve + swap as
// one EIP-5792 batch (one user operation) against the same two as EOA transactions. A devnet of its
// own on free ports (seeded in a temporary data dir), the server's app in this process on PGlite.
// Run alone:
//   node --conditions=@airlock/source --import tsx -e "const m=await import('./bench/bundler.ts'); console.log(await m.benchBundler(), await m.benchSwapBatch())"
import { fundAddress } from '@airlock/devnet'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt } from 'viem/actions'
import { percentile } from './stats.ts'
import {
  accountAbi,
  accountAddress,
  estimateGas,
  firstOperation,
  pollMs,
  sendAndWait,
  setBalance,
  startBundlerBench,
  userOperation,
} from './userOperations.ts'

const estimates = 200
const sends = 10
const swaps = 5
const routerAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
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
