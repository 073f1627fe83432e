import type { ConvertBuildResponse } from '@airlock/protocol'
import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { associatedTokenAddress } from '../adapters/solana/buildSplTransfer.js'
import { SwapTransactionBuildError } from '../errors/swap.js'

// The programs a desk swap may call, and the instruction tags read (System: u32 LE; SPL Token
// and Associated Token Account: u8), from the programs' documented layouts.
const systemProgram = '11111111111111111111111111111111'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const memoProgram = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'
const systemTransferTag = 2
const transferCheckedTag = 12
const createIdempotentTag = 1

/** A side of the swap: SOL (`mint` undefined) or an SPL mint with its decimals. */
export type SolanaSwapSide = { mint: string | undefined; decimals: number }

export type CheckSolanaSwapTransactionParameters = {
  /** The answer of `POST /v1/convert/build-transaction` for a Solana token. */
  response: ConvertBuildResponse
  /** The wallet that swaps: the fee payer, and the receiver. */
  user: string
  from: SolanaSwapSide
  to: SolanaSwapSide
  /** What the wallet pays, in base units of `from`. */
  amount: bigint
  /** The least the wallet must receive, in base units of `to`. */
  minimumOut: bigint
}

export type CheckSolanaSwapTransactionReturnType = {
  /** The wire transaction, with the desk's signature, for the wallet to co-sign. */
  transaction: Uint8Array
  /** Unix seconds after which the desk no longer honours it. */
  deadline: number
  /** The desk that signed it. */
  desk: string
}

/**
 * Reads the desk's transaction before any wallet sees it: the wallet pays its fee, the desk
 * signed it, it calls only System transfers, SPL `TransferChecked`, the wallet's token account's
 * `CreateIdempotent` and a Memo, the wallet pays exactly `amount` of `from` and nothing else, and
 * the wallet receives at least `minimumOut` of `to` from the desk.
 *
 * @param parameters - The server's answer and what was quoted.
 * @returns The transaction's bytes, its deadline and the desk.
 * @throws {SwapTransactionBuildError} 'Failed to create transaction', naming what is wrong.
 *
 * @example
 * import { checkSolanaSwapTransaction } from './checkSolanaSwapTransaction.js'
 * const { transaction } = await checkSolanaSwapTransaction({ response, user, from, to, amount, minimumOut })
 */
export async function checkSolanaSwapTransaction({
  response,
  user,
  from,
  to,
  amount,
  minimumOut,
}: CheckSolanaSwapTransactionParameters): Promise<CheckSolanaSwapTransactionReturnType> {
  const refuse: (details: string) => never = (details) => {
    throw new SwapTransactionBuildError({ details })
  }
  const { tx } = response
  if (tx.solana?.encoding !== 'base64') refuse('The answer is not a Solana transaction.')
  const desk = tx.to.split(':').at(-1) ?? ''
  let transaction: Uint8Array
  let wire: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
  try {
    transaction = new Uint8Array(getBase64Encoder().encode(tx.data))
    wire = getTransactionDecoder().decode(transaction)
    message = getCompiledTransactionMessageDecoder().decode(wire.messageBytes)
  } catch (cause) {
    throw new SwapTransactionBuildError({ cause, details: 'The transaction cannot be read.' })
  }
  if (message.version === 1) refuse('It is a v1 transaction, which a desk swap is not.')
  const accounts = message.staticAccounts as readonly string[]
  if (accounts[0] !== user) refuse(`Its fee payer is ${accounts[0]}, not the wallet ${user}.`)
  if ('addressTableLookups' in message && (message.addressTableLookups?.length ?? 0) > 0)
    refuse('It looks up accounts in tables, which cannot be checked.')
  const signatures = wire.signatures as Record<string, Uint8Array | null>
  if (!(user in signatures)) refuse('It does not need the wallet to sign.')
  if (!signatures[desk]) refuse(`The desk ${desk} did not sign it.`)
  // Only the desk may have signed besides the wallet's empty slot.
  for (const [signer, signature] of Object.entries(signatures))
    if (signature && signer !== desk) refuse(`It is signed by ${signer} already.`)

  const [userFrom, userTo] = await Promise.all([
    from.mint ? associatedTokenAddress(user, from.mint) : undefined,
    to.mint ? associatedTokenAddress(user, to.mint) : undefined,
  ])
  let paid = 0n
  let received = 0n
  for (const instruction of message.instructions) {
    const program = accounts[instruction.programAddressIndex]
    const keys = (instruction.accountIndices ?? []).map((index) => accounts[index])
    const data = instruction.data ?? new Uint8Array()
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (program === memoProgram) continue
    if (program === associatedTokenProgram && data.length === 1 && data[0] === createIdempotentTag)
      continue
    if (
      program === systemProgram &&
      data.length === 12 &&
      view.getUint32(0, true) === systemTransferTag
    ) {
      const [source, destination] = keys
      const lamports = view.getBigUint64(4, true)
      if (source === user) {
        if (from.mint) refuse('It spends SOL of the wallet in a token swap.')
        paid += lamports
      } else if (destination === user && !to.mint) received += lamports
      continue
    }
    if (program === tokenProgram && data.length === 10 && data[0] === transferCheckedTag) {
      const [source, mint, destination, owner] = keys
      const units = view.getBigUint64(1, true)
      if (owner === user) {
        if (mint !== from.mint || source !== userFrom)
          refuse(`It spends a token of the wallet (${mint}) that is not the one sold.`)
        paid += units
      } else if (mint === to.mint && destination === userTo) received += units
      continue
    }
    refuse(`It calls ${program}, which a desk swap does not.`)
  }
  if (paid !== amount) refuse(`The wallet pays ${paid} base units, not the ${amount} quoted.`)
  if (received < minimumOut)
    refuse(`The wallet receives ${received} base units, less than the ${minimumOut} quoted.`)
  return { transaction, deadline: response.deadline ?? 0, desk }
}
