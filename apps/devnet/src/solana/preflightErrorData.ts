import type { SolanaTransactionErrorJson } from './describeTransactionError.js'

/**
 * The `data` of a validator's `-32002` "Transaction simulation failed" error: the simulation
 * result that `@solana/kit` and `@solana/web3.js` decode (`err`, `logs`, units consumed, …).
 *
 * @param err - The transaction error, as JSON.
 * @param logs - Program logs of the simulation.
 * @param unitsConsumed - Compute units used. Defaults to `0`.
 * @returns The error data.
 *
 * @example
 * import { preflightErrorData } from './preflightErrorData.js'
 * preflightErrorData('BlockhashNotFound', [])
 */
export function preflightErrorData(
  err: SolanaTransactionErrorJson,
  logs: string[],
  unitsConsumed = 0,
) {
  return {
    accounts: null,
    err,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed,
  }
}
