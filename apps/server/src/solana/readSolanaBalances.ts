import type { Balance } from '@airlock/protocol'
import type { Address } from '@solana/kit'
import { formatUnits } from 'viem'
import type { SolanaContext } from './createSolanaContexts.js'

/** The SPL Token program, whose accounts hold the listed mints. */
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address

type ParsedTokenAccount = {
  info: { mint: string; tokenAmount: { amount: string; decimals: number } }
}

/**
 * Reads an account's SOL and SPL balances on one Solana cluster: `getBalance` and
 * `getTokenAccountsByOwner` (jsonParsed) at once. Only the chain's listed mints count; 0-decimal
 * (points) and spam mints are left out, as are zero balances. USD: SOL at the chain's reference
 * price, a stablecoin at 1, anything else 0.
 *
 * @param context - The cluster.
 * @param address - The owner (checked by `parseSolanaAddress`).
 * @returns The balances in the wire shape of `GET /v1/account/{address}/balance`.
 *
 * @example
 * import { readSolanaBalances } from './solana/readSolanaBalances.js'
 * const balances = await readSolanaBalances(context, 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD')
 */
export async function readSolanaBalances(
  { rpc, pricedChain }: SolanaContext,
  address: Address,
): Promise<Balance[]> {
  const client = await rpc()
  const [chain, lamports, accounts] = await Promise.all([
    pricedChain(),
    client.getBalance(address, { commitment: 'confirmed' }).send(),
    client
      .getTokenAccountsByOwner(
        address,
        { programId: tokenProgram },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      )
      .send(),
  ])
  const held = new Map<string, bigint>()
  for (const { account } of accounts.value) {
    const { info } = account.data.parsed as unknown as ParsedTokenAccount
    held.set(info.mint, (held.get(info.mint) ?? 0n) + BigInt(info.tokenAmount.amount))
  }
  const balances: Balance[] = []
  const add = (
    raw: bigint,
    decimals: number,
    price: number,
    fields: Pick<Balance, 'name' | 'symbol' | 'iconUrl'> & { address?: string },
  ) => {
    if (raw === 0n) return
    const numeric = formatUnits(raw, decimals)
    balances.push({
      ...fields,
      chainId: chain.caipNetworkId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
    })
  }
  const { nativeCurrency } = chain
  add(lamports.value, nativeCurrency.decimals, chain.nativeUsd, {
    name: nativeCurrency.name,
    symbol: nativeCurrency.symbol,
    iconUrl: nativeCurrency.iconUrl,
  })
  for (const token of chain.tokens) {
    if (token.decimals === 0 || token.spam) continue
    add(held.get(token.address) ?? 0n, token.decimals, token.usd ?? 0, {
      name: token.name,
      symbol: token.symbol,
      iconUrl: token.iconUrl,
      address: `${chain.caipNetworkId}:${token.address}`,
    })
  }
  return balances.sort(
    (a, b) => (b.value ?? 0) - (a.value ?? 0) || a.symbol.localeCompare(b.symbol),
  )
}
