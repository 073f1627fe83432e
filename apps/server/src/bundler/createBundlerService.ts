import { type Address, type Client, type Hex, isAddressEqual, toHex } from 'viem'
import {
  entryPoint08Address,
  getUserOperationHash,
  type UserOperation,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { Logger } from '../createLogger.js'
import type { MempoolRepository } from '../db/createMempoolRepository.js'
import { BundlerRpcError, bundlerErrorCodes } from '../errors/bundler.js'
import { type Bundler, createBundler } from './createBundler.js'
import {
  type EstimateUserOperationGasReturnType,
  estimateUserOperationGas,
} from './estimateUserOperationGas.js'
import { validateUserOperation } from './validateUserOperation.js'

export type BundlerChain = { chainId: number; client: Client }

export type CreateBundlerServiceParameters = {
  chains: readonly BundlerChain[]
  mempool: MempoolRepository
  /** The bundler key of a chain (`loadBundlerKey(config, 'bundler-<chainId>')`). */
  key: (chainId: number) => Promise<PrivateKeyAccount>
  logger: Logger
  /** Defaults to 500 ms: an operation waits half a second at most for its bundle. */
  intervalMs?: number
  /** Defaults to 8. */
  maxBundleSize?: number
}

export type BundlerService = ReturnType<typeof createBundlerService>

/**
 * The ERC-7769 bundler over EntryPoint v0.8 for every configured chain: accepts operations that
 * pass validation into the database mempool, estimates gas, answers lookups, and runs one bundling
 * loop per chain, started on the chain's first operation or by `resume` at server start.
 *
 * @param parameters - Chains, mempool, keys, logger and cadence.
 * @returns The service.
 *
 * @example
 * import { createBundlerService } from './createBundlerService.js'
 * const bundler = createBundlerService({ chains, mempool, key, logger })
 * const hash = await bundler.send(31337, operation, entryPoint08Address)
 */
export function createBundlerService({
  chains,
  mempool,
  key,
  logger,
  intervalMs = 500,
  maxBundleSize = 8,
}: CreateBundlerServiceParameters) {
  const bundlers = new Map<number, Promise<Bundler>>()
  const entryPoint = entryPoint08Address

  function chain(chainId: number): BundlerChain {
    const found = chains.find((entry) => entry.chainId === chainId)
    if (!found)
      throw new BundlerRpcError({
        code: bundlerErrorCodes.invalidParams,
        message: `Chain ${chainId} has no bundler`,
      })
    return found
  }
  function checkEntryPoint(address: unknown) {
    if (
      typeof address !== 'string' ||
      !/^0x[0-9a-fA-F]{40}$/.test(address) ||
      !isAddressEqual(address as Address, entryPoint)
    )
      throw new BundlerRpcError({
        code: bundlerErrorCodes.invalidParams,
        message: `Unsupported EntryPoint ${String(address)}: this bundler serves ${entryPoint} (v0.8)`,
      })
  }
  function bundler(chainId: number): Promise<Bundler> {
    let found = bundlers.get(chainId)
    if (!found) {
      found = key(chainId).then(async (account) => {
        const created = createBundler({
          chainId,
          client: chain(chainId).client,
          entryPoint,
          account,
          mempool,
          logger,
          intervalMs,
          maxBundleSize,
        })
        await created.start()
        return created
      })
      found.catch(() => bundlers.delete(chainId))
      bundlers.set(chainId, found)
    }
    return found
  }

  return {
    entryPoint,
    supportedEntryPoints: (): Address[] => [entryPoint],
    chainId: (chainId: number): Hex => toHex(chain(chainId).chainId),
    /** Validates and accepts an operation; its hash. */
    async send(chainId: number, operation: UserOperation<'0.8'>, at: unknown): Promise<Hex> {
      checkEntryPoint(at)
      const { client } = chain(chainId)
      await validateUserOperation(client, { entryPoint, operation })
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint,
        entryPointVersion: '0.8',
        userOperation: operation,
      })
      await mempool.add({ hash, chainId, entryPoint, operation })
      const running = await bundler(chainId)
      running.notify((await mempool.pending(chainId, maxBundleSize)).length)
      return hash
    },
    estimate(
      chainId: number,
      operation: UserOperation<'0.8'>,
      at: unknown,
    ): Promise<EstimateUserOperationGasReturnType> {
      checkEntryPoint(at)
      return estimateUserOperationGas(chain(chainId).client, { entryPoint, operation })
    },
    async getByHash(hash: Hex) {
      const entry = await mempool.get(hash)
      if (!entry || entry.status === 'replaced' || entry.status === 'dropped') return null
      return {
        userOperation: entry.userOperation,
        entryPoint: entry.entryPoint,
        transactionHash: entry.transactionHash,
        blockHash: entry.blockHash,
        blockNumber: entry.blockNumber === null ? null : toHex(entry.blockNumber),
      }
    },
    async getReceipt(hash: Hex) {
      const entry = await mempool.get(hash)
      return entry?.status === 'included' ? (entry.receipt ?? null) : null
    },
    /** Starts the loops of chains with operations left from a previous run. */
    async resume() {
      for (const { chainId } of chains)
        if (
          (await mempool.pending(chainId, 1)).length + (await mempool.submitted(chainId)).length >
          0
        )
          await bundler(chainId)
    },
    /** Bundles a chain's pending operations now (tests, benchmarks). */
    async flush(chainId: number) {
      await (await bundler(chainId)).flush()
    },
    async stop() {
      for (const found of bundlers.values()) (await found.catch(() => undefined))?.stop()
    },
  }
}
