import type { Address, Instruction, KeyPairSigner, TransactionSigner } from '@solana/kit'
import { DeskInventoryExceededError } from '../../errors/solana.js'
import { SwapAmountTooSmallError, SwapNetworkUnsupportedError } from '../../errors/swap.js'
import type { SolanaContext } from '../createSolanaContexts.js'
import { loadSolanaKit } from '../loadSolanaKit.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  memo,
  transferChecked,
  transferSol,
} from './deskInstructions.js'
import { deskAmountOut, type SolanaDeskToken } from './solanaDeskTokens.js'

/** Lamports the desk never trades away: its own account's rent and a margin. */
const solReserve = 10_000_000n
/** How long a built swap is offered: about the life of its blockhash (150 slots of 400 ms). */
const deskQuoteSeconds = 60

/** A desk swap as built: the transaction, signed by the desk, for the user to co-sign and send. */
export type BuiltDeskSwap = {
  /** The wire transaction, base64, with the desk's signature and an empty slot for the user's. */
  transaction: string
  desk: Address
  amountOut: bigint
  blockhash: string
  lastValidBlockHeight: bigint
  /** Unix seconds, also written in the transaction's Memo. */
  deadline: number
}

/** The RFQ desk of one cluster: prices at the reference prices, against its own inventory. */
export type SolanaDesk = {
  /** What `amount` of `from` buys of `to`, refused beyond what the desk holds of `to`. */
  quote(from: SolanaDeskToken, to: SolanaDeskToken, amount: bigint): Promise<bigint>
  build(parameters: {
    from: SolanaDeskToken
    to: SolanaDeskToken
    amount: bigint
    user: Address
  }): Promise<BuiltDeskSwap>
}

/**
 * The desk of a cluster that has one (the devnet's key from its manifest): a swap is one
 * transaction with the user's leg (SOL by a System transfer, a token by `transferChecked`) and the
 * desk's leg, the user's token account created if missing, and a Memo naming the terms and the
 * deadline. The desk signs it; the user (fee payer) co-signs and sends it, so both legs settle or
 * neither does, and the blockhash makes it expire.
 *
 * @param context - The cluster.
 * @returns The desk.
 * @throws {SwapNetworkUnsupportedError} 400 when the cluster has no desk.
 *
 * @example
 * const desk = createSolanaDesk(context)
 * const out = await desk.quote(sol, usdc, 1_000_000_000n)
 */
export function createSolanaDesk(context: SolanaContext): SolanaDesk {
  const { chain } = context
  const key = chain.desk
  if (!key) throw new SwapNetworkUnsupportedError({ chainId: chain.caipNetworkId, served: [] })
  const deskAddress = key.address as Address
  let signer: Promise<KeyPairSigner> | undefined
  const deskSigner = () => {
    signer ??= loadSolanaKit().then((kit) =>
      kit.createKeyPairSignerFromBytes(kit.getBase58Encoder().encode(key.secretKey)),
    )
    return signer
  }

  async function inventory(token: SolanaDeskToken): Promise<bigint> {
    const rpc = await context.rpc()
    if (token.native) {
      const { value } = await rpc.getBalance(deskAddress, { commitment: 'confirmed' }).send()
      return value > solReserve ? value - solReserve : 0n
    }
    const ata = await associatedTokenAddress(deskAddress, token.address as Address)
    const { value } = await rpc.getMultipleAccounts([ata], { encoding: 'base64' }).send()
    const data = value[0]?.data[0]
    // An SPL token account: mint (32), owner (32), amount (u64 LE).
    return data ? Buffer.from(data, 'base64').readBigUInt64LE(64) : 0n
  }

  async function quote(from: SolanaDeskToken, to: SolanaDeskToken, amount: bigint) {
    const amountOut = deskAmountOut(from, to, amount)
    if (amountOut === 0n) throw new SwapAmountTooSmallError({ amount })
    const held = await inventory(to)
    if (amountOut > held)
      throw new DeskInventoryExceededError({ symbol: to.symbol, decimals: to.decimals, held })
    return amountOut
  }

  async function leg(
    token: SolanaDeskToken,
    from: TransactionSigner,
    to: Address,
    payer: TransactionSigner,
    amount: bigint,
  ): Promise<Instruction[]> {
    if (token.native) return [transferSol(from, to, amount)]
    const mint = token.address as Address
    const [source, destination] = await Promise.all([
      associatedTokenAddress(from.address, mint),
      associatedTokenAddress(to, mint),
    ])
    return [
      createAssociatedTokenAccountIdempotent({ payer, ata: destination, owner: to, mint }),
      transferChecked({ source, mint, destination, owner: from, amount, decimals: token.decimals }),
    ]
  }

  return {
    quote,
    async build({ from, to, amount, user }) {
      const kit = await loadSolanaKit()
      const rpc = await context.rpc()
      const [amountOut, desk, { value: latest }] = await Promise.all([
        quote(from, to, amount),
        deskSigner(),
        rpc.getLatestBlockhash({ commitment: 'confirmed' }).send(),
      ])
      const payer = kit.createNoopSigner(user)
      const deadline = Math.floor(Date.now() / 1000) + deskQuoteSeconds
      const instructions = [
        ...(await leg(from, payer, desk.address, payer, amount)),
        ...(await leg(to, desk, user, payer, amountOut)),
        memo(
          `Airlock desk swap: ${amount} ${from.symbol} for ${amountOut} ${to.symbol} (base units), deadline ${deadline}`,
        ),
      ]
      const message = kit.pipe(
        kit.createTransactionMessage({ version: 0 }),
        (m) => kit.setTransactionMessageFeePayerSigner(payer, m),
        (m) => kit.setTransactionMessageLifetimeUsingBlockhash(latest, m),
        (m) => kit.appendTransactionMessageInstructions(instructions, m),
      )
      const signed = await kit.partiallySignTransactionMessageWithSigners(message)
      return {
        transaction: kit.getBase64EncodedWireTransaction(signed),
        desk: desk.address,
        amountOut,
        blockhash: latest.blockhash,
        lastValidBlockHeight: latest.lastValidBlockHeight,
        deadline,
      }
    },
  }
}
