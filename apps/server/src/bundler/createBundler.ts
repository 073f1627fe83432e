import { type Address, type Client, encodeFunctionData, type Hex } from 'viem'
import {
  entryPoint08Abi,
  formatUserOperation,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { getTransactionCount, sendTransaction, waitForTransactionReceipt } from 'viem/actions'
import type { Logger } from '../createLogger.js'
import type { MempoolEntry, MempoolRepository } from '../db/createMempoolRepository.js'
import { type RpcReceipt, readBundleOutcome } from './readBundleOutcome.js'
import { validateUserOperation } from './validateUserOperation.js'

export type CreateBundlerParameters = {
  chainId: number
  client: Client
  entryPoint: Address
  /** The chain's bundler key: it signs and pays for bundles, and takes the operations' fees. */
  account: PrivateKeyAccount
  mempool: MempoolRepository
  logger: Logger
  /** How often pending operations are bundled. */
  intervalMs: number
  /** A bundle holds at most this many; a full pool is bundled at once. */
  maxBundleSize: number
}

export type Bundler = {
  /** Bundles what is pending now (and waits for it); calls never overlap. */
  flush(): Promise<void>
  /** Tells the bundler an operation arrived: a full bundle goes out without waiting. */
  notify(pending: number): void
  /** Starts the interval, after resolving bundles a previous run left unconfirmed. */
  start(): Promise<void>
  stop(): void
}

/**
 * The bundling loop of one chain: every `intervalMs` (or as soon as `maxBundleSize` operations
 * wait), it takes the oldest pending operations, checks each again against the latest state
 * (dropping those no longer valid), sends them in one `handleOps` from the chain's bundler key,
 * and records each operation's receipt. Bundles sent before a restart are resolved from their
 * transaction receipts on `start`.
 *
 * @param parameters - Chain, client, EntryPoint, key, mempool and cadence.
 * @returns The bundler.
 *
 * @example
 * import { createBundler } from './createBundler.js'
 * const bundler = createBundler({ chainId: 31337, client, entryPoint, account, mempool, logger, intervalMs: 500, maxBundleSize: 8 })
 * await bundler.start()
 */
export function createBundler(parameters: CreateBundlerParameters): Bundler {
  const { chainId, client, entryPoint, account, mempool, logger, intervalMs, maxBundleSize } =
    parameters
  let running: Promise<void> | undefined
  let timer: ReturnType<typeof setInterval> | undefined

  async function bundle() {
    const entries = await mempool.pending(chainId, maxBundleSize)
    if (entries.length === 0) return
    const valid: { entry: MempoolEntry; operation: UserOperation<'0.8'> }[] = []
    for (const entry of entries) {
      const operation = formatUserOperation(entry.userOperation as never) as UserOperation<'0.8'>
      try {
        await validateUserOperation(client, { entryPoint, operation })
        valid.push({ entry, operation })
      } catch (error) {
        const reason = (error as Error).message.split('\n')[0] ?? 'invalid'
        await mempool.update([entry.hash], { status: 'dropped', reason })
        logger.info({ chainId, userOpHash: entry.hash, reason }, 'bundler dropped an operation')
      }
    }
    if (valid.length === 0) return
    // Several operations of one sender go in nonce order.
    valid.sort((a, b) =>
      a.operation.sender === b.operation.sender ? Number(a.operation.nonce - b.operation.nonce) : 0,
    )
    const gas = valid.reduce(
      (sum, { operation }) =>
        sum +
        operation.preVerificationGas +
        operation.verificationGasLimit +
        operation.callGasLimit +
        (operation.paymasterVerificationGasLimit ?? 0n) +
        (operation.paymasterPostOpGasLimit ?? 0n),
      100_000n,
    )
    const hashes = valid.map(({ entry }) => entry.hash)
    const transactionHash = await sendTransaction(client, {
      account,
      chain: null,
      to: entryPoint,
      data: encodeFunctionData({
        abi: entryPoint08Abi,
        functionName: 'handleOps',
        args: [valid.map(({ operation }) => toPackedUserOperation(operation)), account.address],
      }),
      gas,
      nonce: await getTransactionCount(client, { address: account.address, blockTag: 'pending' }),
    })
    await mempool.update(hashes, { status: 'submitted', transactionHash })
    await settle(hashes, transactionHash)
  }

  async function settle(hashes: readonly string[], transactionHash: Hex) {
    await waitForTransactionReceipt(client, { hash: transactionHash })
    const receipt = (await client.request({
      method: 'eth_getTransactionReceipt',
      params: [transactionHash],
    })) as unknown as RpcReceipt
    if (receipt.status !== '0x1') {
      await mempool.update(hashes, {
        status: 'failed',
        reason: 'the bundle reverted',
        transactionHash,
      })
      return
    }
    const outcomes = readBundleOutcome(receipt, entryPoint)
    const place = {
      transactionHash,
      blockHash: receipt.blockHash,
      blockNumber: Number(receipt.blockNumber),
    }
    for (const outcome of outcomes)
      await mempool.update([outcome.hash.toLowerCase()], {
        status: 'included',
        ...place,
        receipt: outcome.receipt,
      })
    const included = new Set(outcomes.map((outcome) => outcome.hash.toLowerCase()))
    const missing = hashes.filter((hash) => !included.has(hash))
    await mempool.update(missing, {
      status: 'failed',
      reason: 'not in the bundle’s events',
      ...place,
    })
  }

  function flush(): Promise<void> {
    running ??= bundle()
      .catch((error: unknown) => logger.error({ err: error, chainId }, 'bundling failed'))
      .finally(() => {
        running = undefined
      })
    return running
  }

  return {
    flush,
    notify(pending) {
      if (pending >= maxBundleSize) void flush()
    },
    async start() {
      for (const entry of await mempool.submitted(chainId)) {
        if (!entry.transactionHash) continue
        await settle([entry.hash], entry.transactionHash as Hex).catch((error: unknown) =>
          logger.error({ err: error, chainId }, 'settling a bundle from before the restart failed'),
        )
      }
      timer ??= setInterval(() => void flush(), intervalMs)
      timer.unref?.()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}
