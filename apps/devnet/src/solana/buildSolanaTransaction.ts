import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import type { SolanaKeypair } from './createSolanaKeypair.js'

export type SolanaInstruction = {
  programId: string
  accounts: { address: string; signer: boolean; writable: boolean }[]
  data: Uint8Array
}

export type BuildSolanaTransactionParameters = {
  feePayer: SolanaKeypair
  recentBlockhash: string
  instructions: readonly SolanaInstruction[]
  /** Other signers the instructions name (the fee payer signs anyway). */
  signers?: readonly SolanaKeypair[]
}

export type BuildSolanaTransactionReturnType = {
  /** The serialized, fully signed legacy transaction. */
  wire: Uint8Array
  /** Base58 of the fee payer's signature: the transaction's id. */
  signature: string
}

/**
 * Compiles instructions into a legacy message (keys ordered signer-writable, signer-readonly,
 * writable, readonly; fee payer first) and signs it with every signer. The seed and the fund
 * command build their transactions with it, so they reach the chain as any wallet's would.
 *
 * @param parameters - Fee payer, blockhash, instructions, extra signers.
 * @returns Wire bytes and signature.
 *
 * @example
 * import { buildSolanaTransaction } from './buildSolanaTransaction.js'
 * const { wire } = buildSolanaTransaction({ feePayer, recentBlockhash, instructions: [transfer] })
 */
export function buildSolanaTransaction({
  feePayer,
  recentBlockhash,
  instructions,
  signers = [],
}: BuildSolanaTransactionParameters): BuildSolanaTransactionReturnType {
  const metas = new Map<string, { signer: boolean; writable: boolean; order: number }>()
  const add = (address: string, signer: boolean, writable: boolean) => {
    const meta = metas.get(address)
    if (meta) {
      meta.signer ||= signer
      meta.writable ||= writable
    } else metas.set(address, { signer, writable, order: metas.size })
  }
  add(feePayer.address, true, true)
  for (const instruction of instructions) {
    for (const account of instruction.accounts)
      add(account.address, account.signer, account.writable)
    add(instruction.programId, false, false)
  }
  const rank = ({ signer, writable }: { signer: boolean; writable: boolean }) =>
    (signer ? 0 : 2) + (writable ? 0 : 1)
  const keys = [...metas.entries()]
    .sort(([, a], [, b]) => rank(a) - rank(b) || a.order - b.order)
    .map(([address, meta]) => ({ address, ...meta }))
  const index = new Map(keys.map((key, i) => [key.address, i]))
  const signerKeys = keys.filter((key) => key.signer)

  const base58 = getBase58Encoder()
  const parts: number[] = [
    signerKeys.length,
    signerKeys.filter((key) => !key.writable).length,
    keys.filter((key) => !key.signer && !key.writable).length,
    ...compactU16(keys.length),
  ]
  for (const key of keys) parts.push(...base58.encode(key.address))
  parts.push(...base58.encode(recentBlockhash), ...compactU16(instructions.length))
  for (const instruction of instructions) {
    parts.push(index.get(instruction.programId) as number)
    parts.push(...compactU16(instruction.accounts.length))
    for (const account of instruction.accounts) parts.push(index.get(account.address) as number)
    parts.push(...compactU16(instruction.data.length), ...instruction.data)
  }
  const message = Uint8Array.from(parts)

  const byAddress = new Map([feePayer, ...signers].map((signer) => [signer.address, signer]))
  const signatures = signerKeys.map((key) => {
    const signer = byAddress.get(key.address)
    if (!signer) throw new Error(`no keypair to sign for ${key.address}`)
    return signer.sign(message)
  })
  const wire = Uint8Array.from([
    ...compactU16(signatures.length),
    ...signatures.flatMap((signature) => [...signature]),
    ...message,
  ])
  return { wire, signature: getBase58Decoder().decode(signatures[0] as Uint8Array) }
}

function compactU16(value: number): number[] {
  const bytes: number[] = []
  let rest = value
  for (;;) {
    const byte = rest & 0x7f
    rest >>= 7
    if (rest === 0) return [...bytes, byte]
    bytes.push(byte | 0x80)
  }
}
