import { SolanaRpcError } from '../errors/solana.js'
import { buildSolanaTransaction } from './buildSolanaTransaction.js'
import type { SolanaKeypair } from './createSolanaKeypair.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { decodeWireTransaction } from './decodeWireTransaction.js'
import { encodeSolanaAccount } from './encodeSolanaAccount.js'
import { encodeSolanaTransaction } from './encodeSolanaTransaction.js'
import { listAccountKeys } from './listAccountKeys.js'
import { readComputeBudget } from './readComputeBudget.js'
import { readSolanaAccount } from './readSolanaAccount.js'
import { blockhashValiditySlots, solanaCoreVersion } from './solanaDefinition.js'
import { solanaInstructions } from './solanaInstructions.js'
import type { SolanaRpcMethods } from './solanaRpcMethodTable.js'
import { solanaRpcParams } from './solanaRpcParams.js'

/** Largest single airdrop, in lamports (10,000 SOL). */
const airdropCap = 10_000_000_000_000n

/**
 * The transaction methods of the facade: send (with preflight), simulate, statuses, history by
 * address, `getTransaction` in every encoding, fees, prioritization fees and airdrops.
 *
 * @param ledger - The chain.
 * @param faucet - Pays airdrops.
 * @returns Handlers by method name.
 *
 * @example
 * import { solanaTransactionMethods } from './solanaTransactionMethods.js'
 * solanaTransactionMethods(ledger, faucet).sendTransaction([base64, { encoding: 'base64' }])
 */
export function solanaTransactionMethods(
  ledger: SolanaLedger,
  faucet: SolanaKeypair,
): SolanaRpcMethods {
  const { pubkey, signature, config, array, integer } = solanaRpcParams
  const context = () => ({ apiVersion: solanaCoreVersion, slot: ledger.slot() })
  const status = (found: ReturnType<SolanaLedger['getTransaction']>) =>
    found && {
      confirmationStatus: 'finalized',
      confirmations: null,
      err: found.err,
      slot: found.slot,
      status: found.err === null ? { Ok: null } : { Err: found.err },
    }

  return {
    sendTransaction: (params) => {
      const options = config(params, 1)
      const wire = decodeWireTransaction(params[0], options.encoding)
      return ledger.execute(wire, { preflight: options.skipPreflight !== true }).signature
    },
    simulateTransaction: (params) => {
      const options = config(params, 1)
      const wire = decodeWireTransaction(params[0], options.encoding)
      const replaceRecentBlockhash = options.replaceRecentBlockhash === true
      if (replaceRecentBlockhash && options.sigVerify === true)
        throw new SolanaRpcError({
          code: -32602,
          message: 'Invalid params: sigVerify may not be used with replaceRecentBlockhash',
        })
      const simulation = ledger.simulate(wire, {
        sigVerify: options.sigVerify === true,
        replaceRecentBlockhash,
      })
      const accountsOption = options.accounts as
        | { addresses?: unknown[]; encoding?: string }
        | undefined
      const accounts = accountsOption?.addresses
        ? array(accountsOption.addresses, 256).map((item) => {
            const address = pubkey(item)
            const post = simulation.postAccounts.get(address)
            const state = post ?? readSolanaAccount(ledger.svm, address)
            const encoding = (accountsOption.encoding ?? 'base64') as 'base64' | 'jsonParsed'
            return state && encodeSolanaAccount(ledger.svm, state, { encoding })
          })
        : null
      return {
        context: context(),
        value: {
          accounts,
          err: simulation.err,
          fee: simulation.err === null ? simulation.fee : null,
          innerInstructions:
            options.innerInstructions === true ? simulation.innerInstructions : null,
          loadedAccountsDataSize: 0,
          logs: simulation.logs,
          replacementBlockhash: replaceRecentBlockhash ? ledger.latestBlockhash() : null,
          returnData: simulation.returnData,
          unitsConsumed: simulation.unitsConsumed,
        },
      }
    },
    getSignatureStatuses: (params) => {
      const signatures = array(params[0], 256).map(signature)
      return {
        context: context(),
        value: signatures.map((item) => status(ledger.getTransaction(item)) ?? null),
      }
    },
    getSignaturesForAddress: (params) => {
      const address = pubkey(params[0])
      const options = config(params, 1)
      const limit = options.limit === undefined ? 1000 : integer(options.limit, 'limit')
      if (limit < 1 || limit > 1000)
        throw new SolanaRpcError({ code: -32602, message: 'Invalid limit; max 1000' })
      const all = ledger.signaturesFor(address)
      let end = all.length
      if (options.before !== undefined) {
        const index = all.lastIndexOf(signature(options.before))
        end = index === -1 ? 0 : index
      }
      let start = 0
      if (options.until !== undefined) {
        const index = all.lastIndexOf(signature(options.until))
        start = index === -1 ? 0 : index + 1
      }
      const page = all.slice(Math.max(start, end - limit), end).reverse()
      return page.map((item) => {
        const found = ledger.getTransaction(item)
        return {
          blockTime: found?.blockTime ?? null,
          confirmationStatus: 'finalized',
          err: found?.err ?? null,
          memo: found?.memo ?? null,
          signature: item,
          slot: found?.slot ?? 0,
        }
      })
    },
    getTransaction: (params) => {
      const found = ledger.getTransaction(signature(params[0]))
      if (!found) return null
      const options = typeof params[1] === 'string' ? { encoding: params[1] } : config(params, 1)
      return encodeSolanaTransaction(found, {
        encoding: options.encoding as never,
        maxSupportedTransactionVersion: options.maxSupportedTransactionVersion as
          | number
          | undefined,
      })
    },
    getFeeForMessage: (params) => {
      if (typeof params[0] !== 'string')
        throw new SolanaRpcError({
          code: -32602,
          message: 'Invalid params: expected a base64 message',
        })
      const message = Buffer.from(params[0], 'base64')
      const first = message[0] ?? 0
      const signers = first & 0x80 ? (message[1] ?? 0) : first
      let decoded: ReturnType<typeof decodeSolanaTransaction>
      try {
        decoded = decodeSolanaTransaction(
          Buffer.concat([Buffer.from([signers]), Buffer.alloc(64 * signers), message]),
        )
      } catch (error) {
        throw new SolanaRpcError({
          code: -32602,
          message: `Invalid params: invalid message: ${error instanceof Error ? error.message : String(error)}`,
        })
      }
      const valid = ledger.blockhashSlot(decoded.recentBlockhash) !== undefined
      const fee = readComputeBudget(decoded, listAccountKeys(decoded)).fee
      return { context: context(), value: valid ? fee : null }
    },
    getRecentPrioritizationFees: (params) => {
      const addresses = params[0] === undefined ? [] : array(params[0], 128).map(pubkey)
      const oldest = ledger.slot() - blockhashValiditySlots
      const bySlot = new Map<number, number>()
      for (const transaction of ledger.recentTransactions(500)) {
        if (transaction.slot < oldest) continue
        const keys = listAccountKeys(
          decodeSolanaTransaction(Buffer.from(transaction.wire, 'base64')),
          transaction.loadedAddresses,
        )
        if (
          addresses.length > 0 &&
          !keys.some((key) => key.writable && addresses.includes(key.pubkey))
        )
          continue
        bySlot.set(
          transaction.slot,
          Math.max(bySlot.get(transaction.slot) ?? 0, transaction.computeUnitPrice),
        )
      }
      if (bySlot.size === 0) bySlot.set(ledger.slot(), 0)
      return [...bySlot].map(([slot, prioritizationFee]) => ({ prioritizationFee, slot }))
    },
    requestAirdrop: (params) => {
      const to = pubkey(params[0])
      const lamports = BigInt(integer(params[1], 'lamports'))
      const fail = () =>
        new SolanaRpcError({
          code: -32600,
          message: 'airdrop request failed. This can happen when the rate limit is reached.',
        })
      if (lamports === 0n || lamports > airdropCap) throw fail()
      const { wire } = buildSolanaTransaction({
        feePayer: faucet,
        recentBlockhash: ledger.latestBlockhash().blockhash,
        instructions: [solanaInstructions.transferSol(faucet.address, to, lamports)],
      })
      try {
        return ledger.execute(wire, { preflight: true }).signature
      } catch (error) {
        if (error instanceof SolanaRpcError) throw fail()
        throw error
      }
    },
  }
}
