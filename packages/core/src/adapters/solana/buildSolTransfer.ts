import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  getU32Encoder,
  getU64Encoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

const systemProgram = address('11111111111111111111111111111111')
/** The System program's `Transfer` instruction index. */
const transferIndex = 2

/** A recent blockhash and the last block height it is valid for. */
export type BlockhashLifetime = { blockhash: string; lastValidBlockHeight: bigint }

export type BuildSolTransferParameters = {
  from: string
  to: string
  /** In lamports. */
  amount: bigint
  lifetime: BlockhashLifetime
}

/**
 * Compiles `instructions`, paid by `payer`, into an unsigned v0 transaction in the wire format
 * wallets sign (`solana:signAndSendTransaction`).
 *
 * @example
 * const bytes = compileWireTransaction(payer, lifetime, [instruction])
 */
export function compileWireTransaction(
  payer: string,
  lifetime: BlockhashLifetime,
  instructions: readonly Instruction[],
): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(address(payer), draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: lifetime.blockhash as Parameters<
            typeof setTransactionMessageLifetimeUsingBlockhash
          >[0]['blockhash'],
          lastValidBlockHeight: lifetime.lastValidBlockHeight,
        },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

/**
 * Builds an unsigned v0 transaction moving `amount` lamports from `from` to `to` with the System
 * program's transfer, in the wire format wallets sign (`solana:signAndSendTransaction`).
 *
 * @param parameters - Payer, receiver, lamports and the blockhash lifetime.
 * @returns The serialized transaction, its one signature slot empty.
 *
 * @example
 * import { buildSolTransfer } from './buildSolTransfer.js'
 * const bytes = buildSolTransfer({ from, to, amount: 500_000_000n, lifetime })
 */
export function buildSolTransfer({
  from,
  to,
  amount,
  lifetime,
}: BuildSolTransferParameters): Uint8Array {
  const data = new Uint8Array(12)
  data.set(getU32Encoder().encode(transferIndex), 0)
  data.set(getU64Encoder().encode(amount), 4)
  return compileWireTransaction(from, lifetime, [
    {
      programAddress: systemProgram,
      accounts: [
        { address: address(from), role: AccountRole.WRITABLE_SIGNER },
        { address: address(to) as Address, role: AccountRole.WRITABLE },
      ],
      data,
    },
  ])
}
