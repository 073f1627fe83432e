import { SolanaRpcError } from '../errors/solana.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import {
  slotsPerEpoch,
  solanaCoreVersion,
  solanaFeatureSet,
  solanaGenesisHash,
} from './solanaDefinition.js'
import type { SolanaRpcMethods } from './solanaRpcMethodTable.js'
import { solanaRpcParams } from './solanaRpcParams.js'

/**
 * The cluster and clock methods of the facade: slot, block height, epoch, blockhashes, genesis
 * hash, version, health, block time and transaction count.
 *
 * @param ledger - The chain.
 * @returns Handlers by method name.
 *
 * @example
 * import { solanaClusterMethods } from './solanaClusterMethods.js'
 * const methods = solanaClusterMethods(ledger)
 * methods.getSlot([]) // 13_392_000
 */
export function solanaClusterMethods(ledger: SolanaLedger): SolanaRpcMethods {
  const context = () => ({ apiVersion: solanaCoreVersion, slot: ledger.slot() })
  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'feature-set': solanaFeatureSet, 'solana-core': solanaCoreVersion }),
    getGenesisHash: () => solanaGenesisHash,
    getIdentity: () => ({ identity: solanaGenesisHash }),
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getFirstAvailableBlock: () => 0,
    minimumLedgerSlot: () => 0,
    getTransactionCount: () => ledger.transactionCount(),
    getEpochInfo: () => {
      const info = ledger.epochInfo()
      return {
        ...info,
        blockHeight: info.absoluteSlot,
        transactionCount: ledger.transactionCount(),
      }
    },
    getEpochSchedule: () => ({
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
      leaderScheduleSlotOffset: slotsPerEpoch,
      slotsPerEpoch,
      warmup: false,
    }),
    getLatestBlockhash: () => ({ context: context(), value: ledger.latestBlockhash() }),
    isBlockhashValid: (params) => {
      const blockhash = params[0]
      if (typeof blockhash !== 'string')
        throw new SolanaRpcError({ code: -32602, message: 'Invalid params: expected a blockhash' })
      return { context: context(), value: ledger.blockhashSlot(blockhash) !== undefined }
    },
    getBlockTime: (params) => {
      const slot = solanaRpcParams.integer(params[0], 'slot')
      if (slot > ledger.slot())
        throw new SolanaRpcError({ code: -32004, message: `Block not available for slot ${slot}` })
      return ledger.blockTime(slot)
    },
  }
}
