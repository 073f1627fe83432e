import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Hex } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { BundlerRpcError, bundlerErrorCodes } from '../errors/bundler.js'
import type { Database } from './createDatabase.js'
import type { BundlerOperationStatus } from './schema/bundlerTables.js'
import { bundlerUserOperations } from './schema.js'

export type MempoolEntry = typeof bundlerUserOperations.$inferSelect

/** A replacement must raise both fees by at least this much (percent), as transaction pools do. */
const replacementFeeBumpPercent = 10n
/** At most this many pending operations per sender (ERC-7562's limit for an unstaked sender). */
const maxPendingPerSender = 4

export type MempoolRepository = {
  /**
   * Adds an accepted operation. One with the sender and nonce of a pending one replaces it only
   * when it raises both fees by {@link replacementFeeBumpPercent}%.
   */
  add(entry: {
    hash: Hex
    chainId: number
    entryPoint: string
    operation: UserOperation<'0.8'>
  }): Promise<void>
  get(hash: Hex): Promise<MempoolEntry | undefined>
  /** Pending operations of a chain, oldest first (first come, first bundled). */
  pending(chainId: number, limit: number): Promise<MempoolEntry[]>
  /** Operations sent in a bundle whose outcome was not recorded (a restart came between). */
  submitted(chainId: number): Promise<MempoolEntry[]>
  update(
    hashes: readonly string[],
    change: {
      status: BundlerOperationStatus
      reason?: string | null
      transactionHash?: string | null
      blockHash?: string | null
      blockNumber?: number | null
      receipt?: Record<string, unknown> | null
    },
  ): Promise<void>
}

/**
 * The bundler's mempool in the database: accepted operations, pending until bundled, then kept with
 * their outcome. It survives restarts, and every replica sees the same pool.
 *
 * @param db - The open database.
 * @returns The repository.
 *
 * @example
 * import { createMempoolRepository } from './db/createMempoolRepository.js'
 * const mempool = createMempoolRepository(db.db)
 * await mempool.pending(31337, 8)
 */
export function createMempoolRepository(db: Database): MempoolRepository {
  const table = bundlerUserOperations
  return {
    async add({ hash, chainId, entryPoint, operation }) {
      const sender = operation.sender.toLowerCase()
      const nonce = operation.nonce.toString()
      await db.transaction(async (tx) => {
        const pending = await tx
          .select()
          .from(table)
          .where(
            and(eq(table.chainId, chainId), eq(table.sender, sender), eq(table.status, 'pending')),
          )
        const same = pending.find((entry) => entry.nonce === nonce)
        if (same) {
          const bump = (value: string) =>
            (BigInt(value) * (100n + replacementFeeBumpPercent)) / 100n
          if (
            operation.maxFeePerGas < bump(same.maxFeePerGas) ||
            operation.maxPriorityFeePerGas < bump(same.maxPriorityFeePerGas)
          )
            throw new BundlerRpcError({
              code: bundlerErrorCodes.invalidParams,
              message: `Replacement underpriced: an operation with nonce ${nonce} is pending; raise maxFeePerGas and maxPriorityFeePerGas by ${replacementFeeBumpPercent}% to replace it`,
            })
          await tx
            .update(table)
            .set({ status: 'replaced', reason: `replaced by ${hash}`, updatedAt: new Date() })
            .where(eq(table.hash, same.hash))
        } else if (pending.length >= maxPendingPerSender)
          throw new BundlerRpcError({
            code: bundlerErrorCodes.throttled,
            message: `Sender ${operation.sender} already has ${pending.length} pending operations`,
          })
        const now = new Date()
        await tx
          .insert(table)
          .values({
            hash: hash.toLowerCase(),
            chainId,
            entryPoint,
            sender,
            nonce,
            userOperation: formatUserOperationRequest(operation) as Record<string, unknown>,
            maxFeePerGas: operation.maxFeePerGas.toString(),
            maxPriorityFeePerGas: operation.maxPriorityFeePerGas.toString(),
            status: 'pending',
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
      })
    },
    async get(hash) {
      const [entry] = await db.select().from(table).where(eq(table.hash, hash.toLowerCase()))
      return entry
    },
    pending(chainId, limit) {
      return db
        .select()
        .from(table)
        .where(and(eq(table.chainId, chainId), eq(table.status, 'pending')))
        .orderBy(asc(table.createdAt))
        .limit(limit)
    },
    submitted(chainId) {
      return db
        .select()
        .from(table)
        .where(and(eq(table.chainId, chainId), eq(table.status, 'submitted')))
    },
    async update(hashes, change) {
      if (hashes.length === 0) return
      await db
        .update(table)
        .set({ ...change, updatedAt: new Date() })
        .where(inArray(table.hash, [...hashes]))
    },
  }
}
