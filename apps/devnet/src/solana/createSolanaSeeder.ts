import { blockhashForSlot } from './blockhashForSlot.js'
import { buildSolanaTransaction, type SolanaInstruction } from './buildSolanaTransaction.js'
import type { SolanaKeypair } from './createSolanaKeypair.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import { findAssociatedTokenAddress } from './findAssociatedTokenAddress.js'
import { type SolanaKeys, type SolanaTokenKey, solanaTokenDefinitions } from './solanaDeployment.js'
import { solanaInstructions } from './solanaInstructions.js'

export type SolanaSeeder = {
  /** Sends a transaction at a past time; throws if it fails unless `expectFailure`. */
  send(
    atMs: number,
    feePayer: SolanaKeypair,
    instructions: SolanaInstruction[],
    options?: { signers?: SolanaKeypair[]; expectFailure?: boolean },
  ): string
  /** The owner's associated token account for a devnet token (cached). */
  ata(owner: string, token: SolanaTokenKey): Promise<string>
  /** Instructions moving a token between owners, creating the recipient's ATA if needed. */
  tokenTransfer(
    from: SolanaKeypair,
    to: string,
    token: SolanaTokenKey,
    amount: bigint,
  ): Promise<SolanaInstruction[]>
  /** Instructions minting a token to an owner (ATA created if needed), paid by `payer`. */
  mintTo(
    payer: SolanaKeypair,
    authority: SolanaKeypair,
    to: string,
    token: SolanaTokenKey,
    amount: bigint,
  ): Promise<SolanaInstruction[]>
  /** Transactions sent and how many failed on purpose. */
  counts: { transactions: number; failed: number }
}

/**
 * A small toolkit for seeding the Solana ledger with back-dated, real transactions: each is
 * built, signed and executed like a wallet's, with the blockhash of the slot it is dated to.
 *
 * @param ledger - A fresh ledger whose genesis lies before the history.
 * @param keys - The devnet's keys.
 * @returns The seeder.
 *
 * @example
 * import { createSolanaSeeder } from './createSolanaSeeder.js'
 * const seeder = createSolanaSeeder(ledger, solanaKeys())
 * seeder.send(atMs, faucet, [solanaInstructions.transferSol(faucet.address, to, 1n)])
 */
export function createSolanaSeeder(ledger: SolanaLedger, keys: SolanaKeys): SolanaSeeder {
  const counts = { transactions: 0, failed: 0 }
  const atas = new Map<string, string>()
  const decimals = (token: SolanaTokenKey) =>
    solanaTokenDefinitions.find((definition) => definition.key === token)?.decimals ?? 0
  const created = new Set<string>()

  const ata = async (owner: string, token: SolanaTokenKey) => {
    const cacheKey = `${owner}:${token}`
    let address = atas.get(cacheKey)
    if (!address) {
      address = await findAssociatedTokenAddress(owner, keys.mints[token].address)
      atas.set(cacheKey, address)
    }
    return address
  }
  const ensureAta = async (payer: SolanaKeypair, owner: string, token: SolanaTokenKey) => {
    const address = await ata(owner, token)
    if (created.has(address)) return { address, instructions: [] }
    created.add(address)
    const mint = keys.mints[token].address
    return {
      address,
      instructions: [
        solanaInstructions.createAssociatedTokenAccountIdempotent(
          payer.address,
          address,
          owner,
          mint,
        ),
      ],
    }
  }

  return {
    counts,
    ata,
    send(atMs, feePayer, instructions, options = {}) {
      const { wire, signature } = buildSolanaTransaction({
        feePayer,
        recentBlockhash: blockhashAt(ledger, atMs),
        instructions,
        signers: options.signers ?? [],
      })
      const { transaction } = ledger.execute(wire, { atMs, preflight: !options.expectFailure })
      if (!transaction) throw new Error(`seed transaction ${signature} was dropped`)
      if (Boolean(transaction.err) !== Boolean(options.expectFailure))
        throw new Error(
          `seed transaction ${signature} ${transaction.err ? `failed: ${JSON.stringify(transaction.err)}` : 'succeeded'}`,
        )
      counts.transactions++
      if (transaction.err) counts.failed++
      return signature
    },
    async tokenTransfer(from, to, token, amount) {
      const source = await ata(from.address, token)
      const target = await ensureAta(from, to, token)
      return [
        ...target.instructions,
        solanaInstructions.transferChecked(
          source,
          keys.mints[token].address,
          target.address,
          from.address,
          amount,
          decimals(token),
        ),
      ]
    },
    async mintTo(payer, authority, to, token, amount) {
      const target = await ensureAta(payer, to, token)
      return [
        ...target.instructions,
        solanaInstructions.mintToChecked(
          keys.mints[token].address,
          target.address,
          authority.address,
          amount,
          decimals(token),
        ),
      ]
    },
  }
}

function blockhashAt(ledger: SolanaLedger, atMs: number): string {
  // The blockhash of a couple of slots earlier, as a wallet's would be.
  return blockhashForSlot(Math.max(0, ledger.slot(atMs) - 2))
}
