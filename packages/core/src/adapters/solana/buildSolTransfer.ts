import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  getU32Encoder,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

const systemProgram = address('11111111111111111111111111111111')
/** The System program's `Transfer` instruction index. */
const transferIndex = 2

export type BuildSolTransferParameters = {
  from: string
  to: string
  /** In lamports. */
  amount: bigint
  /** A recent blockhash and the last block height it is valid for. */
  lifetime: { blockhash: string; lastValidBlockHeight: bigint }
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
  const payer = address(from)
  const data = new Uint8Array(12)
  data.set(getU32Encoder().encode(transferIndex), 0)
  data.set(getU64Encoder().encode(amount), 4)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(payer, draft),
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
    (draft) =>
      appendTransactionMessageInstruction(
        {
          programAddress: systemProgram,
          accounts: [
            { address: payer, role: AccountRole.WRITABLE_SIGNER },
            { address: address(to) as Address, role: AccountRole.WRITABLE },
          ],
          data,
        },
        draft,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
