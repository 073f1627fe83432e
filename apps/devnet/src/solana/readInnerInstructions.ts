import { getBase58Decoder } from '@solana/kit'
import type { TransactionMetadata } from 'litesvm/dist/internal.js'

export type SolanaCompiledInner = {
  programIdIndex: number
  accounts: number[]
  /** Base58. */
  data: string
  stackHeight: number
}

export type SolanaInnerInstructions = { index: number; instructions: SolanaCompiledInner[] }[]

/**
 * The inner (CPI) instructions of an executed transaction as the RPC lists them: one entry per
 * top-level instruction that invoked others, with its index.
 *
 * @param meta - LiteSVM's transaction metadata.
 * @returns `innerInstructions` in compiled (json) form.
 *
 * @example
 * import { readInnerInstructions } from './readInnerInstructions.js'
 * readInnerInstructions(meta) // [{ index: 0, instructions: [{ programIdIndex: 5, … }] }]
 */
export function readInnerInstructions(meta: TransactionMetadata): SolanaInnerInstructions {
  const base58 = getBase58Decoder()
  return meta.innerInstructions().flatMap((list, index) =>
    list.length === 0
      ? []
      : [
          {
            index,
            instructions: list.map((item) => {
              const compiled = item.instruction()
              return {
                programIdIndex: compiled.programIdIndex(),
                accounts: [...compiled.accounts()],
                data: base58.decode(compiled.data()),
                stackHeight: item.stackHeight(),
              }
            }),
          },
        ],
  )
}
