import type { DevnetManifest } from '@airlock/protocol'
import { getBase58Encoder } from '@solana/kit'
import { InvalidAddressError, UnknownDevnetChainError } from '../errors/devnet.js'
import { readManifest } from '../readManifest.js'
import { createRpc, type Rpc } from '../utils/createRpc.js'
import { buildSolanaTransaction } from './buildSolanaTransaction.js'
import { createSolanaKeypair } from './createSolanaKeypair.js'
import { findAssociatedTokenAddress } from './findAssociatedTokenAddress.js'
import { isSolanaAddress } from './isSolanaAddress.js'
import { solanaInstructions } from './solanaInstructions.js'

export type FundSolanaAddressParameters = {
  /** Manifest that describes the chain. Defaults to `readManifest()`. */
  manifest?: DevnetManifest
}

export type FundSolanaAddressReturnType = {
  caipNetworkId: string
  address: string
  /** SOL balance after funding, in lamports. */
  lamports: bigint
  /** Amount of each token minted, in base units, by symbol. */
  tokens: Record<string, bigint>
}

/** Whole tokens minted per symbol; spam tokens are not sent. */
const grants: Record<string, bigint> = { USDC: 10_000n, PTS: 1_000n }
const airdropLamports = 100_000_000_000n

/**
 * Funds any Solana address on the running Solana devnet: 100 SOL through `requestAirdrop`, then
 * USDC and points minted to its associated token accounts (created as needed) by the faucet, the
 * mints' authority, in one real transaction that wallets and indexers see in the history.
 *
 * @param rpcUrl - The Solana chain's RPC URL.
 * @param address - The base58 address to fund.
 * @param parameters - Optional manifest.
 * @returns The new SOL balance and what was minted.
 * @throws {InvalidAddressError} If `address` is not a base58 32-byte key.
 * @throws {UnknownDevnetChainError} If the RPC serves another chain than the manifest's.
 *
 * @example
 * import { fundSolanaAddress } from './fundSolanaAddress.js'
 * await fundSolanaAddress('http://127.0.0.1:8899', 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD')
 */
export async function fundSolanaAddress(
  rpcUrl: string,
  address: string,
  { manifest = readManifest() }: FundSolanaAddressParameters = {},
): Promise<FundSolanaAddressReturnType> {
  if (!isSolanaAddress(address)) throw new InvalidAddressError({ value: address })
  const chain = manifest.solana
  const rpc = createRpc(rpcUrl)
  const genesisHash = await rpc<string>('getGenesisHash')
  if (!chain || chain.genesisHash !== genesisHash)
    throw new UnknownDevnetChainError({ chainId: `solana:${genesisHash.slice(0, 32)}`, rpcUrl })

  await confirmed(rpc, await rpc<string>('requestAirdrop', [address, Number(airdropLamports)]))
  const faucet = createSolanaKeypair(
    new Uint8Array(getBase58Encoder().encode(chain.faucet.secretKey)).slice(0, 32),
  )
  const tokens: Record<string, bigint> = {}
  const instructions = []
  for (const token of chain.tokens) {
    const whole = grants[token.symbol]
    if (whole === undefined) continue
    const amount = whole * 10n ** BigInt(token.decimals)
    const account = await findAssociatedTokenAddress(address, token.address, token.programId)
    instructions.push(
      solanaInstructions.createAssociatedTokenAccountIdempotent(
        faucet.address,
        account,
        address,
        token.address,
      ),
      solanaInstructions.mintToChecked(
        token.address,
        account,
        faucet.address,
        amount,
        token.decimals,
      ),
    )
    tokens[token.symbol] = amount
  }
  const { value } = await rpc<{ value: { blockhash: string } }>('getLatestBlockhash')
  const { wire } = buildSolanaTransaction({
    feePayer: faucet,
    recentBlockhash: value.blockhash,
    instructions,
  })
  await confirmed(
    rpc,
    await rpc<string>('sendTransaction', [
      Buffer.from(wire).toString('base64'),
      { encoding: 'base64' },
    ]),
  )
  const balance = await rpc<{ value: number }>('getBalance', [address])
  return {
    caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
    address,
    lamports: BigInt(balance.value),
    tokens,
  }
}

type Status = { err: unknown; confirmationStatus: string } | null

// The facade commits as it answers; polling keeps this correct against a real validator too.
async function confirmed(rpc: Rpc, signature: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { value } = await rpc<{ value: Status[] }>('getSignatureStatuses', [[signature]])
    const status = value[0]
    if (status?.err)
      throw new Error(`funding transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`funding transaction ${signature} was not confirmed`)
}
