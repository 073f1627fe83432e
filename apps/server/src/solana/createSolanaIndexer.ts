import { type HistoryResponse, historyPageSize, type Transaction } from '@airlock/protocol'
import type { Address, Signature } from '@solana/kit'
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { solanaAccountTransactions, solanaIndexedAccounts } from '../db/schema.js'
import type { SolanaContext } from './createSolanaContexts.js'
import {
  describeSolanaTransaction,
  type ParsedSolanaTransaction,
} from './describeSolanaTransaction.js'
import { readSolanaHistory } from './readSolanaHistory.js'
import { encodeSolanaHistoryCursor } from './solanaHistoryCursor.js'

/** How old an account's index may be before a first page asks the cluster for what is new. */
const solanaIndexMaxAgeMs = 1_000
// getSignaturesForAddress answers at most this many at once, and a validator as many.
const signaturesPerCall = 1_000
const fetchConcurrency = 16

export type SolanaIndexer = {
  /**
   * Indexes what is new for an account since its newest indexed signature (all of it the first
   * time), and follows it from then on. Calls for one account take turns.
   */
  sync(context: SolanaContext, address: Address): Promise<void>
  /** Syncs every followed account of the served clusters: what `startSolanaFollower` calls. */
  syncAll(contexts: ReadonlyMap<string, SolanaContext>): Promise<void>
  /** One history page, newest first, from the index (synced first when it is older than a second). */
  page(parameters: {
    context: SolanaContext
    address: Address
    chainFilter: string | null
    before?: string | undefined
    pageSize?: number
  }): Promise<HistoryResponse>
}

/**
 * The Solana indexer: each followed account's transactions, classified once by
 * `describeSolanaTransaction` and stored (`solana_account_transactions`), so that a history page
 * is one indexed query, not a `getTransaction` per item. An account is followed from its first
 * history request (which indexes its whole past); then `getSignaturesForAddress` `until` the
 * newest indexed signature brings it up to date: every second from `startSolanaFollower`, and on a
 * first page whose index is older than `maxAgeMs` (a server without the follower, or one fallen
 * behind). Replicas may sync the same account: the store re-checks under a row lock and keeps one
 * copy.
 *
 * @param db - The database.
 * @param options.maxAgeMs - How old the index of an account may be before a first page syncs it.
 * Defaults to `solanaIndexMaxAgeMs`.
 * @returns The indexer.
 *
 * @example
 * const indexer = createSolanaIndexer(db)
 * const page = await indexer.page({ context, address, chainFilter: null })
 */
export function createSolanaIndexer(
  db: Database,
  { maxAgeMs = solanaIndexMaxAgeMs }: { maxAgeMs?: number } = {},
): SolanaIndexer {
  const running = new Map<string, Promise<void>>()

  async function syncOnce(context: SolanaContext, address: Address): Promise<void> {
    const caipNetworkId = context.chain.caipNetworkId
    const where = and(
      eq(solanaIndexedAccounts.caipNetworkId, caipNetworkId),
      eq(solanaIndexedAccounts.address, address),
    )
    const [known] = await db.select().from(solanaIndexedAccounts).where(where)
    const rpc = await context.rpc()
    const signatures: string[] = []
    let before: string | undefined
    for (;;) {
      const batch = await rpc
        .getSignaturesForAddress(address, {
          limit: signaturesPerCall,
          commitment: 'confirmed',
          ...(known?.newestSignature ? { until: known.newestSignature as Signature } : {}),
          ...(before ? { before: before as Signature } : {}),
        })
        .send()
      signatures.push(...batch.map((entry) => entry.signature))
      before = batch.at(-1)?.signature
      if (batch.length < signaturesPerCall) break
    }
    if (known && signatures.length === 0) {
      // Nothing new: only the time it was checked, without a transaction or a row lock.
      await db.update(solanaIndexedAccounts).set({ syncedAt: new Date() }).where(where)
      return
    }
    const items = await describeAll(context, address, signatures)
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(solanaIndexedAccounts).where(where).for('update')
      // Another replica may have stored some of them meanwhile: keep what is newer than its newest.
      const stored = row?.newestSignature ? signatures.indexOf(row.newestSignature) : -1
      if (row?.newestSignature !== known?.newestSignature && stored < 0) return
      const fresh = items.slice(0, stored < 0 ? items.length : stored)
      const lastSeq = row?.lastSeq ?? 0
      if (fresh.length > 0)
        await tx
          .insert(solanaAccountTransactions)
          .values(
            fresh.map((entry, i) => ({
              caipNetworkId,
              address,
              signature: entry.signature,
              seq: lastSeq + fresh.length - i,
              slot: entry.slot,
              operationType: entry.item?.metadata.operationType ?? null,
              item: entry.item ?? null,
            })),
          )
          .onConflictDoNothing()
      const values = {
        newestSignature: fresh[0]?.signature ?? row?.newestSignature ?? null,
        lastSeq: lastSeq + fresh.length,
        syncedAt: new Date(),
      }
      await tx
        .insert(solanaIndexedAccounts)
        .values({ caipNetworkId, address, ...values })
        .onConflictDoUpdate({
          target: [solanaIndexedAccounts.caipNetworkId, solanaIndexedAccounts.address],
          set: values,
        })
    })
  }

  function sync(context: SolanaContext, address: Address): Promise<void> {
    const key = `${context.chain.caipNetworkId} ${address}`
    const previous = running.get(key) ?? Promise.resolve()
    const next = previous
      .catch(() => {})
      .then(() => syncOnce(context, address))
      .finally(() => {
        if (running.get(key) === next) running.delete(key)
      })
    running.set(key, next)
    return next
  }

  return {
    sync,
    async syncAll(contexts) {
      const accounts = await db.select().from(solanaIndexedAccounts)
      for (const account of accounts) {
        const context = contexts.get(account.caipNetworkId)
        if (context) await sync(context, account.address as Address)
      }
    },
    async page({ context, address, chainFilter, before, pageSize = historyPageSize }) {
      const caipNetworkId = context.chain.caipNetworkId
      const key = `${caipNetworkId} ${address}`
      if (!before) {
        // Kept fresh by the follower (of any replica); else brought up to date now. A sync
        // already under way for the account serves this page too.
        const [known] = await db
          .select({ syncedAt: solanaIndexedAccounts.syncedAt })
          .from(solanaIndexedAccounts)
          .where(
            and(
              eq(solanaIndexedAccounts.caipNetworkId, caipNetworkId),
              eq(solanaIndexedAccounts.address, address),
            ),
          )
        if (!known || Date.now() - known.syncedAt.getTime() > maxAgeMs)
          await (running.get(key) ?? sync(context, address))
      }
      const account = and(
        eq(solanaAccountTransactions.caipNetworkId, caipNetworkId),
        eq(solanaAccountTransactions.address, address),
      )
      let beforeSeq: number | undefined
      if (before) {
        const [row] = await db
          .select({ seq: solanaAccountTransactions.seq })
          .from(solanaAccountTransactions)
          .where(and(account, eq(solanaAccountTransactions.signature, before)))
        // A cursor from before this index existed (or from a wiped one): read the cluster.
        if (!row) return readSolanaHistory({ context, address, chainFilter, before, pageSize })
        beforeSeq = row.seq
      }
      const rows = await db
        .select({
          signature: solanaAccountTransactions.signature,
          item: solanaAccountTransactions.item,
        })
        .from(solanaAccountTransactions)
        .where(
          and(
            account,
            isNotNull(solanaAccountTransactions.item),
            beforeSeq === undefined ? undefined : lt(solanaAccountTransactions.seq, beforeSeq),
          ),
        )
        .orderBy(desc(solanaAccountTransactions.seq))
        .limit(pageSize + 1)
      const page = rows.slice(0, pageSize)
      const last = page.at(-1)
      return {
        data: page.flatMap((row) => (row.item ? [row.item] : [])),
        next:
          rows.length > pageSize && last
            ? encodeSolanaHistoryCursor({ address, chainFilter, before: last.signature })
            : null,
      }
    },
  }
}

type Described = { signature: string; slot: number; item: Transaction | undefined }

/** Each signature's transaction (jsonParsed) described for the account, a few at a time. */
async function describeAll(
  context: SolanaContext,
  address: Address,
  signatures: readonly string[],
): Promise<Described[]> {
  const rpc = await context.rpc()
  const described: Described[] = new Array(signatures.length)
  let next = 0
  const worker = async () => {
    while (next < signatures.length) {
      const i = next++
      const signature = signatures[i] as string
      const tx = await rpc
        .getTransaction(signature as Signature, {
          encoding: 'jsonParsed',
          commitment: 'confirmed',
          maxSupportedTransactionVersion: 0,
        })
        .send()
      if (!tx) throw new Error(`The cluster does not have transaction ${signature}`)
      const parsed = tx as unknown as ParsedSolanaTransaction
      described[i] = {
        signature,
        slot: Number(parsed.slot),
        item: describeSolanaTransaction(context.chain, address, parsed),
      }
    }
  }
  await Promise.all(Array.from({ length: fetchConcurrency }, worker))
  return described
}
