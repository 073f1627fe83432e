import type { DevnetManifest } from '@airlock/protocol'
import { getBase58Encoder } from '@solana/kit'
import { InvalidAddressError, UnknownDevnetChainError } from '../errors/devnet.js'
import { devnetMnemonic } from '../evm/deployment.js'
import { readManifest } from '../readManifest.js'
import { createRpc, type Rpc } from '../utils/createRpc.js'
import { buildSolanaTransaction, type SolanaInstruction } from './buildSolanaTransaction.js'
import { createSolanaKeypair, type SolanaKeypair } from './createSolanaKeypair.js'
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'
import { findAssociatedTokenAddress } from './findAssociatedTokenAddress.js'
import { isSolanaAddress } from './isSolanaAddress.js'
import { solanaInstructions } from './solanaInstructions.js'

/**
 * The devnet mnemonic's Solana account the on-ramp treasury sends from (`m/44'/501'/11'/0'`):
 * #0 is the faucet, #1–#5 the demo users, #6–#8 their counterparties, #9 the desk, #10 the spam
 * sender, so buyers see purchases arrive from an address of their own.
 */
export const solanaTreasuryIndex = 11

export type SendFromSolanaTreasuryParameters = {
  /** The base58 recipient. */
  to: string
  /** `SOL`, or the symbol of one of the chain's listed mints (`USDC`). */
  symbol: string
  /** In base units (lamports for SOL). */
  amount: bigint
  /** Manifest that describes the chain. Defaults to `readManifest()`. */
  manifest?: DevnetManifest
}

// Lamports kept for fees and rent whatever is sent.
const feeReserve = 50_000_000n

/**
 * Sends SOL (a System transfer) or a listed SPL token (`transferChecked`, the recipient's token
 * account created if missing) from the on-ramp treasury to `to` on the running Solana devnet, in
 * one transaction, and waits for it to be confirmed. The treasury tops itself up the devnet way
 * when it holds too little: SOL by `requestAirdrop`, a token minted to it by the faucet.
 *
 * @param rpcUrl - The Solana chain's RPC URL.
 * @param parameters - Recipient, token, amount.
 * @returns The transaction's signature.
 * @throws {InvalidAddressError} When `to` is not a Solana address.
 * @throws {UnknownDevnetChainError} When the RPC serves another chain than the manifest's.
 *
 * @example
 * import { sendFromSolanaTreasury } from '@airlock/devnet'
 * await sendFromSolanaTreasury('http://127.0.0.1:8899', { to, symbol: 'USDC', amount: 25_000_000n })
 */
export async function sendFromSolanaTreasury(
  rpcUrl: string,
  { to, symbol, amount, manifest = readManifest() }: SendFromSolanaTreasuryParameters,
): Promise<string> {
  if (!isSolanaAddress(to)) throw new InvalidAddressError({ value: to })
  const chain = manifest.solana
  const rpc = createRpc(rpcUrl)
  const genesisHash = await rpc<string>('getGenesisHash')
  if (!chain || chain.genesisHash !== genesisHash)
    throw new UnknownDevnetChainError({ chainId: `solana:${genesisHash.slice(0, 32)}`, rpcUrl })
  const treasury = deriveSolanaKeypair(devnetMnemonic, solanaTreasuryIndex)
  const token = chain.tokens.find((known) => known.symbol === symbol)
  if (symbol !== 'SOL' && !token) throw new Error(`The Solana devnet has no token ${symbol}`)

  // Topped up the devnet way, by exactly what it lacks: SOL airdropped, tokens minted by the faucet.
  const { value: lamports } = await rpc<{ value: number }>('getBalance', [treasury.address])
  const solNeeded = (token ? 0n : amount) + feeReserve - BigInt(lamports)
  if (solNeeded > 0n)
    await confirmed(rpc, await rpc<string>('requestAirdrop', [treasury.address, Number(solNeeded)]))
  if (token) {
    const account = await findAssociatedTokenAddress(
      treasury.address,
      token.address,
      token.programId,
    )
    const missing = amount - (await tokenBalance(rpc, account))
    if (missing > 0n) {
      const faucet = createSolanaKeypair(
        new Uint8Array(getBase58Encoder().encode(chain.faucet.secretKey)).slice(0, 32),
      )
      await send(rpc, faucet, [
        solanaInstructions.createAssociatedTokenAccountIdempotent(
          faucet.address,
          account,
          treasury.address,
          token.address,
        ),
        solanaInstructions.mintToChecked(
          token.address,
          account,
          faucet.address,
          missing,
          token.decimals,
        ),
      ])
    }
  }

  const instructions: SolanaInstruction[] = []
  if (!token) instructions.push(solanaInstructions.transferSol(treasury.address, to, amount))
  else {
    const [source, destination] = await Promise.all([
      findAssociatedTokenAddress(treasury.address, token.address, token.programId),
      findAssociatedTokenAddress(to, token.address, token.programId),
    ])
    instructions.push(
      solanaInstructions.createAssociatedTokenAccountIdempotent(
        treasury.address,
        destination,
        to,
        token.address,
      ),
      solanaInstructions.transferChecked(
        source,
        token.address,
        destination,
        treasury.address,
        amount,
        token.decimals,
      ),
    )
  }
  return send(rpc, treasury, instructions)
}

/** Signs and sends one transaction paid by `payer`, and waits until it is confirmed. */
async function send(
  rpc: Rpc,
  payer: SolanaKeypair,
  instructions: SolanaInstruction[],
): Promise<string> {
  const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash')
  const { wire } = buildSolanaTransaction({
    feePayer: payer,
    recentBlockhash: value.blockhash,
    instructions,
  })
  const signature = await rpc<string>('sendTransaction', [
    Buffer.from(wire).toString('base64'),
    { encoding: 'base64' },
  ])
  await confirmed(rpc, signature)
  return signature
}

async function tokenBalance(rpc: Rpc, account: string): Promise<bigint> {
  try {
    const { value } = await rpc<{ value: { amount: string } }>('getTokenAccountBalance', [account])
    return BigInt(value.amount)
  } catch {
    // No token account yet: nothing held.
    return 0n
  }
}

type Status = { err: unknown } | null

// The facade commits as it answers; polling keeps this correct against a real validator too.
async function confirmed(rpc: Rpc, signature: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { value } = await rpc<{ value: Status[] }>('getSignatureStatuses', [[signature]])
    const status = value[0]
    if (status?.err)
      throw new Error(`transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`transaction ${signature} was not confirmed`)
}
