import type { SolanaKeypair } from './createSolanaKeypair.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import { solanaAccountMethods } from './solanaAccountMethods.js'
import { solanaClusterMethods } from './solanaClusterMethods.js'
import type { SolanaRpcMethods } from './solanaRpcMethodTable.js'
import { solanaTransactionMethods } from './solanaTransactionMethods.js'

/**
 * Every JSON-RPC method the facade serves.
 *
 * @param ledger - The chain.
 * @param faucet - Signs `requestAirdrop` transfers.
 * @returns Handlers by method name.
 *
 * @example
 * import { solanaRpcMethods } from './solanaRpcMethods.js'
 * const methods = solanaRpcMethods(ledger, faucet)
 * methods.getHealth([]) // 'ok'
 */
export function solanaRpcMethods(ledger: SolanaLedger, faucet: SolanaKeypair): SolanaRpcMethods {
  return {
    ...solanaClusterMethods(ledger),
    ...solanaAccountMethods(ledger),
    ...solanaTransactionMethods(ledger, faucet),
  }
}
