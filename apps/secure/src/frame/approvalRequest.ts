import type { Address, Hex } from 'viem'
import type { DecodedCall } from './decodeCalls.js'
import type { TransactionCosts } from './estimateCosts.js'

// The approval screen's vocabulary: what the frame asks the user about, and the refusal when they
// say no. Shared by the EVM and Solana handlers, the permissions handler and the screens.

/** What the approval screen shows before the user says yes or no. */
export type ApprovalRequest =
  | { kind: 'message'; chainId: string; text: string }
  | { kind: 'typedData'; chainId: string; primaryType: string; json: string }
  | {
      kind: 'transaction'
      chainId: string
      to: Address | undefined
      value: bigint
      data: Hex | undefined
      /** The network fee and the native token's price: the screen shows them when they come. */
      costs: Promise<TransactionCosts>
    }
  | {
      /** A dapp's session key (ERC-7715), each thing it may do on its own as one line. */
      kind: 'permissions'
      chainId: string
      /** Unix seconds: when the session ends. */
      until: number
      grants: SessionGrantLine[]
    }
  | {
      /** ERC-7715 `wallet_revokePermissions`: the session (its permission context) to end. */
      kind: 'revokePermissions'
      chainId: string
      id: Hex
    }
  | {
      /** EIP-5792 `wallet_sendCalls`: every call of one atomic user operation, decoded. */
      kind: 'calls'
      chainId: string
      calls: DecodedCall[]
    }

/** One thing a session key may do: spend (an amount with its symbol) or call a function. */
export type SessionGrantLine =
  | { kind: 'spend'; amount: string; per: 'hour' | 'day' | 'week' | 'total'; contract: string }
  | { kind: 'call'; functionName: string; contract: string }

/** The EIP-1193 refusal: the user said no in the approval screen. */
export class UserRejectedError extends Error {
  override name = 'UserRejectedError'
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}
