import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { LiteSVM } from 'litesvm'
import {
  Clock,
  FailedTransactionMetadata,
  type LiteSvm,
  type TransactionMetadata,
} from 'litesvm/dist/internal.js'
import { SolanaRpcError } from '../errors/solana.js'
import { blockhashForSlot } from './blockhashForSlot.js'
import {
  type DecodedSolanaTransaction,
  decodeSolanaTransaction,
} from './decodeSolanaTransaction.js'
import {
  describeTransactionError,
  type SolanaTransactionErrorJson,
} from './describeTransactionError.js'
import { listAccountKeys } from './listAccountKeys.js'
import { loadLookupTableAddresses } from './loadLookupTableAddresses.js'
import { parseSolanaSnapshot, solanaSnapshotMagic } from './parseSolanaSnapshot.js'
import { preflightErrorData as preflightData } from './preflightErrorData.js'
import { readComputeBudget } from './readComputeBudget.js'
import { readInnerInstructions, type SolanaInnerInstructions } from './readInnerInstructions.js'
import { readMemo } from './readMemo.js'
import { readSolanaAccount } from './readSolanaAccount.js'
import { readTokenBalances } from './readTokenBalances.js'
import type { SolanaAccountState } from './solanaAccountState.js'
import { blockhashValiditySlots, slotMs, slotsPerEpoch } from './solanaDefinition.js'
import type { StoredSolanaTransaction } from './storedSolanaTransaction.js'

export type SolanaSimulation = {
  err: SolanaTransactionErrorJson | null
  errMessage: string | null
  logs: string[]
  unitsConsumed: number
  innerInstructions: SolanaInnerInstructions
  returnData: { programId: string; data: [string, 'base64'] } | null
  postAccounts: Map<string, SolanaAccountState>
  fee: number
}

export type SolanaLedger = {
  readonly svm: LiteSVM
  /** Wall time (ms) of slot 0. */
  readonly genesisMs: number
  now(): number
  /** The current slot (slots advance every 400 ms of wall time), or the slot of a given time. */
  slot(atMs?: number): number
  blockTime(slot: number): number
  epochInfo(): { epoch: number; slotIndex: number; slotsInEpoch: number; absoluteSlot: number }
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number }
  /** The slot a still-valid blockhash came from, else `undefined`. */
  blockhashSlot(blockhash: string, atMs?: number): number | undefined
  transactionCount(): number
  getTransaction(signature: string): StoredSolanaTransaction | undefined
  /** Signatures touching an address, oldest first. */
  signaturesFor(address: string): readonly string[]
  /** Recent transactions, oldest first (for prioritization fees). */
  recentTransactions(count: number): readonly StoredSolanaTransaction[]
  /**
   * Runs a transaction. With `preflight`, a failing simulation throws the validator's `-32002`
   * error and nothing is committed; without, a failing transaction is committed (fee charged) and
   * recorded with its error, and one that cannot be committed at all is dropped.
   */
  execute(
    wire: Uint8Array,
    options?: { preflight?: boolean; atMs?: number },
  ): { signature: string; transaction: StoredSolanaTransaction | undefined }
  simulate(
    wire: Uint8Array,
    options?: { sigVerify?: boolean; replaceRecentBlockhash?: boolean },
  ): SolanaSimulation
  /** Called after each committed transaction with the accounts it could have changed. */
  onTransaction(
    listener: (transaction: StoredSolanaTransaction, writable: string[]) => void,
  ): () => void
  /** Snapshot of the chain and the index, for {@link createSolanaLedger}'s `snapshot`. */
  serialize(): Uint8Array
}

export type CreateSolanaLedgerParameters = {
  /** Bytes from `serialize()`. Without, a fresh chain starts. */
  snapshot?: Uint8Array
  /** Wall time (ms) of slot 0 for a fresh chain. Defaults to now. */
  genesisMs?: number
  /** Clock, in ms. Defaults to `Date.now`. */
  now?: () => number
}

/**
 * The Solana chain behind the JSON-RPC facade: one LiteSVM (which runs the real System, SPL
 * Token, Token-2022, ATA and Memo programs) plus what a validator has and LiteSVM lacks — a slot
 * clock on wall time, 150-slot blockhash validity, the Clock sysvar on wall time, an index of
 * every transaction by signature and by address, and a snapshot of all of it.
 *
 * @param parameters - Snapshot to restore, genesis time, clock.
 * @returns The ledger.
 *
 * @example
 * import { createSolanaLedger } from './createSolanaLedger.js'
 * const ledger = createSolanaLedger()
 * const { blockhash } = ledger.latestBlockhash()
 */
export function createSolanaLedger(parameters: CreateSolanaLedgerParameters = {}): SolanaLedger {
  const now = parameters.now ?? Date.now
  let svm: LiteSVM
  let genesisMs: number
  let transactions: StoredSolanaTransaction[] = []
  if (parameters.snapshot) {
    ;({ genesisMs, transactions, svm } = parseSolanaSnapshot(parameters.snapshot))
  } else {
    genesisMs = parameters.genesisMs ?? now()
    svm = new LiteSVM()
  }
  // The facade checks blockhashes against its own window and keeps its own history.
  svm.withBlockhashCheck(false).withTransactionHistory(0n).withSigverify(true)

  const bySignature = new Map<string, StoredSolanaTransaction>()
  const byAddress = new Map<string, string[]>()
  const listeners = new Set<(transaction: StoredSolanaTransaction, writable: string[]) => void>()
  const index = (transaction: StoredSolanaTransaction, keys: readonly string[]) => {
    bySignature.set(transaction.signature, transaction)
    for (const key of new Set(keys)) {
      const list = byAddress.get(key)
      if (list) list.push(transaction.signature)
      else byAddress.set(key, [transaction.signature])
    }
  }
  for (const transaction of transactions) {
    const decoded = decodeSolanaTransaction(Buffer.from(transaction.wire, 'base64'))
    index(
      transaction,
      listAccountKeys(decoded, transaction.loadedAddresses).map((key) => key.pubkey),
    )
  }

  const slotAt = (atMs: number) => Math.max(0, Math.floor((atMs - genesisMs) / slotMs))
  const hashes = new Map<string, number>()
  const blockhashSlot = (blockhash: string, atMs = now()) => {
    const current = slotAt(atMs)
    const known = hashes.get(blockhash)
    if (known !== undefined) return current - known <= blockhashValiditySlots ? known : undefined
    for (let slot = current; slot >= Math.max(0, current - blockhashValiditySlots); slot--) {
      const hash = blockhashForSlot(slot)
      hashes.set(hash, slot)
      if (hash === blockhash) return slot
    }
    if (hashes.size > 4 * blockhashValiditySlots) hashes.clear()
    return undefined
  }

  const base58 = getBase58Decoder()
  const base64 = getBase64Decoder()
  const setClock = (atMs: number) => {
    const slot = BigInt(slotAt(atMs))
    const epoch = slot / BigInt(slotsPerEpoch)
    const epochStartMs = genesisMs + Number(epoch * BigInt(slotsPerEpoch)) * slotMs
    svm.setClock(
      new Clock(
        slot,
        BigInt(Math.floor(epochStartMs / 1000)),
        epoch,
        epoch + 1n,
        BigInt(Math.floor(atMs / 1000)),
      ),
    )
  }
  const native = () => (svm as unknown as { inner: LiteSvm }).inner
  const simulateWire = (decoded: DecodedSolanaTransaction, wire: Uint8Array) =>
    decoded.version === 'legacy'
      ? native().simulateLegacyTransaction(wire)
      : native().simulateVersionedTransaction(wire)
  const sendWire = (decoded: DecodedSolanaTransaction, wire: Uint8Array) =>
    decoded.version === 'legacy'
      ? native().sendLegacyTransaction(wire)
      : native().sendVersionedTransaction(wire)

  const decode = (wire: Uint8Array) => {
    try {
      return decodeSolanaTransaction(wire)
    } catch (error) {
      throw new SolanaRpcError({
        code: -32602,
        message: `invalid transaction: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }

  const simulate: SolanaLedger['simulate'] = (wire, options = {}) => {
    const decoded = decode(wire)
    const keys = listAccountKeys(decoded, loadLookupTableAddresses(svm, decoded))
    const stale =
      !options.replaceRecentBlockhash && blockhashSlot(decoded.recentBlockhash) === undefined
    const fail = (name: string, message: string): SolanaSimulation => ({
      err: name,
      errMessage: message,
      logs: [],
      unitsConsumed: 0,
      innerInstructions: [],
      returnData: null,
      postAccounts: new Map(),
      fee: 0,
    })
    if (stale) return fail('BlockhashNotFound', 'Blockhash not found')
    setClock(now())
    svm.withSigverify(options.sigVerify ?? false)
    let result: ReturnType<typeof simulateWire>
    try {
      result = simulateWire(decoded, wire)
    } finally {
      svm.withSigverify(true)
    }
    const meta = result.meta()
    const error =
      result instanceof FailedTransactionMetadata
        ? describeTransactionError(result.err())
        : undefined
    const postAccounts = new Map<string, SolanaAccountState>()
    if (!(result instanceof FailedTransactionMetadata))
      for (const entry of result.postAccounts()) {
        const account = entry.account()
        postAccounts.set(base58.decode(entry.address), {
          lamports: account.lamports(),
          owner: base58.decode(account.owner()),
          executable: account.executable(),
          data: account.data(),
        })
      }
    const returned = meta.returnData()
    return {
      err: error?.json ?? null,
      errMessage: error?.message ?? null,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      innerInstructions: readInnerInstructions(meta),
      returnData:
        returned.data().length === 0
          ? null
          : {
              programId: base58.decode(returned.programId()),
              data: [base64.decode(returned.data()), 'base64'],
            },
      postAccounts,
      fee: readComputeBudget(decoded, keys).fee,
    }
  }

  const execute: SolanaLedger['execute'] = (wire, options = {}) => {
    const atMs = options.atMs ?? now()
    const decoded = decode(wire)
    const signature = base58.decode(decoded.signatures[0] as Uint8Array)
    if (bySignature.has(signature))
      throw new SolanaRpcError({
        code: -32002,
        message: 'Transaction simulation failed: This transaction has already been processed',
        data: preflightData('AlreadyProcessed', []),
      })
    const blockhashFrom = blockhashSlot(decoded.recentBlockhash, atMs)
    if (blockhashFrom === undefined) {
      if (!options.preflight) return { signature, transaction: undefined }
      throw new SolanaRpcError({
        code: -32002,
        message: 'Transaction simulation failed: Blockhash not found',
        data: preflightData('BlockhashNotFound', []),
      })
    }
    const loaded = loadLookupTableAddresses(svm, decoded)
    const keys = listAccountKeys(decoded, loaded)
    setClock(atMs)
    if (options.preflight) {
      const simulated = simulateWire(decoded, wire)
      if (simulated instanceof FailedTransactionMetadata) {
        const { json, message } = describeTransactionError(simulated.err())
        if (json === 'SignatureFailure')
          throw new SolanaRpcError({
            code: -32003,
            message: 'Transaction signature verification failure',
          })
        const meta = simulated.meta()
        throw new SolanaRpcError({
          code: -32002,
          message: `Transaction simulation failed: ${message}`,
          data: preflightData(json, meta.logs(), Number(meta.computeUnitsConsumed())),
        })
      }
    }
    const preBalances = keys.map((key) => readSolanaAccount(svm, key.pubkey)?.lamports ?? 0n)
    const preTokenBalances = readTokenBalances(svm, keys)
    const result = sendWire(decoded, wire)
    const postBalances = keys.map((key) => readSolanaAccount(svm, key.pubkey)?.lamports ?? 0n)
    const fee =
      preBalances.reduce((sum, value) => sum + value, 0n) -
      postBalances.reduce((sum, value) => sum + value, 0n)
    const failed = result instanceof FailedTransactionMetadata
    // Fee charged means committed (as a failure when an instruction failed); otherwise dropped.
    if (fee <= 0n) return { signature, transaction: undefined }
    const meta = failed ? result.meta() : (result as TransactionMetadata)
    const slot = slotAt(atMs)
    const transaction: StoredSolanaTransaction = {
      signature,
      slot,
      blockTime: Math.floor((genesisMs + slot * slotMs) / 1000),
      wire: Buffer.from(wire).toString('base64'),
      err: failed ? describeTransactionError(result.err()).json : null,
      fee: Number(fee),
      preBalances: preBalances.map(String),
      postBalances: postBalances.map(String),
      preTokenBalances,
      postTokenBalances: readTokenBalances(svm, keys),
      logMessages: meta.logs(),
      innerInstructions: readInnerInstructions(meta),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      loadedAddresses: loaded,
      memo: readMemo(decoded, keys),
      computeUnitPrice: readComputeBudget(decoded, keys).price,
    }
    transactions.push(transaction)
    index(
      transaction,
      keys.map((key) => key.pubkey),
    )
    const writable = keys.filter((key) => key.writable).map((key) => key.pubkey)
    for (const listener of listeners) listener(transaction, writable)
    return { signature, transaction }
  }

  return {
    get svm() {
      return svm
    },
    genesisMs,
    now,
    slot: (atMs = now()) => slotAt(atMs),
    blockTime: (slot) => Math.floor((genesisMs + slot * slotMs) / 1000),
    epochInfo: () => {
      const absoluteSlot = slotAt(now())
      return {
        epoch: Math.floor(absoluteSlot / slotsPerEpoch),
        slotIndex: absoluteSlot % slotsPerEpoch,
        slotsInEpoch: slotsPerEpoch,
        absoluteSlot,
      }
    },
    latestBlockhash: () => {
      const slot = slotAt(now())
      const blockhash = blockhashForSlot(slot)
      hashes.set(blockhash, slot)
      return { blockhash, lastValidBlockHeight: slot + blockhashValiditySlots }
    },
    blockhashSlot,
    transactionCount: () => transactions.length,
    getTransaction: (signature) => bySignature.get(signature),
    signaturesFor: (address) => byAddress.get(address) ?? [],
    recentTransactions: (count) => transactions.slice(-count),
    execute,
    simulate,
    onTransaction: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    serialize: () => {
      const json = Buffer.from(JSON.stringify({ genesisMs, transactions }))
      const length = Buffer.alloc(4)
      length.writeUInt32LE(json.length)
      return Buffer.concat([Buffer.from(solanaSnapshotMagic), length, json, svm.toBytes()])
    },
  }
}
