import type { Transaction, TransactionTransfer } from '@airlock/protocol'
import { formatUnits } from 'viem'
import type { SolanaChain } from './resolveSolanaChains.js'

type TokenBalance = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number | bigint }
}
type ParsedInstruction = {
  program?: string
  parsed?: { type?: string; info?: Record<string, unknown> }
}
/** The parts of a `getTransaction` (jsonParsed) answer the history reads. */
export type ParsedSolanaTransaction = {
  slot: bigint | number
  blockTime: bigint | number | null
  meta: {
    err: unknown
    fee: bigint | number
    preBalances: readonly (bigint | number)[]
    postBalances: readonly (bigint | number)[]
    preTokenBalances?: readonly TokenBalance[] | null
    postTokenBalances?: readonly TokenBalance[] | null
  } | null
  transaction: {
    signatures: readonly string[]
    message: {
      accountKeys: readonly { pubkey: string }[]
      instructions: readonly ParsedInstruction[]
    }
  }
}

/**
 * One Solana transaction as a history item for `address`: what moved for it (SOL net of the fee
 * it paid, and each listed mint, from the balances before and after), classified `send`,
 * `receive` or `trade` (both ways: a desk swap), `execute` when nothing moved. A failed
 * transaction is marked `failed` and lists the transfers it tried to make. Spam-only items and
 * items of only 0-decimal points are left out (`undefined`), as on EVM chains.
 *
 * @param chain - The cluster (its SOL and mints).
 * @param address - The account.
 * @param tx - The `getTransaction` answer.
 * @returns The history item, or `undefined`.
 *
 * @example
 * const item = describeSolanaTransaction(chain, address, await rpc.getTransaction(sig, …).send())
 */
export function describeSolanaTransaction(
  chain: SolanaChain,
  address: string,
  tx: ParsedSolanaTransaction,
): Transaction | undefined {
  const { meta, transaction } = tx
  const keys = transaction.message.accountKeys.map((key) => key.pubkey)
  const failed = meta === null || (meta.err !== null && meta.err !== undefined)
  const moves = new Map<string, { amount: bigint; decimals: number }>()
  // kit answers every number as a bigint: decimals too.
  const move = (mint: string, amount: bigint, decimals: number | bigint) => {
    const known = moves.get(mint)
    moves.set(mint, { amount: (known?.amount ?? 0n) + amount, decimals: Number(decimals) })
  }
  if (meta && !failed) {
    const index = keys.indexOf(address)
    if (index >= 0) {
      const fee = index === 0 ? BigInt(meta.fee) : 0n
      const delta = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)
      move('SOL', delta + fee, chain.nativeCurrency.decimals)
    }
    const owned = (list: readonly TokenBalance[] | null | undefined) =>
      (list ?? []).filter((balance) => balance.owner === address)
    for (const balance of owned(meta.postTokenBalances))
      move(balance.mint, BigInt(balance.uiTokenAmount.amount), balance.uiTokenAmount.decimals)
    for (const balance of owned(meta.preTokenBalances))
      move(balance.mint, -BigInt(balance.uiTokenAmount.amount), balance.uiTokenAmount.decimals)
  } else
    for (const instruction of transaction.message.instructions) {
      const info = instruction.parsed?.info ?? {}
      const type = instruction.parsed?.type
      if (instruction.program === 'system' && type === 'transfer' && info.source === address)
        move('SOL', -BigInt(String(info.lamports ?? 0)), chain.nativeCurrency.decimals)
      const amount = info.tokenAmount as { amount?: string; decimals?: number | bigint } | undefined
      if (
        instruction.program === 'spl-token' &&
        type === 'transferChecked' &&
        info.authority === address &&
        typeof info.mint === 'string'
      )
        move(info.mint, -BigInt(amount?.amount ?? '0'), amount?.decimals ?? 0)
    }

  const transfers: TransactionTransfer[] = []
  let hidden = 0
  for (const [mint, { amount, decimals }] of moves) {
    if (amount === 0n) continue
    const token =
      mint === 'SOL' ? chain.nativeCurrency : chain.tokens.find((known) => known.address === mint)
    if (token && 'spam' in token && (token.spam || token.decimals === 0)) {
      hidden += 1
      continue
    }
    transfers.push({
      fungible_info: {
        ...(token?.name ? { name: token.name } : {}),
        ...(token?.symbol ? { symbol: token.symbol } : {}),
        ...(token?.iconUrl ? { icon: { url: token.iconUrl } } : {}),
      },
      direction: amount > 0n ? 'in' : 'out',
      quantity: { numeric: formatUnits(amount < 0n ? -amount : amount, decimals) },
    })
  }
  if (transfers.length === 0 && hidden > 0) return undefined
  const ins = transfers.some((t) => t.direction === 'in')
  const outs = transfers.some((t) => t.direction === 'out')
  const signature = transaction.signatures[0] ?? ''
  const firstTransfer = transaction.message.instructions.find(
    (instruction) =>
      instruction.parsed?.type === 'transfer' || instruction.parsed?.type === 'transferChecked',
  )?.parsed?.info
  const sentTo = firstTransfer?.destination
  return {
    id: `${chain.caipNetworkId}:${signature}`,
    metadata: {
      operationType: ins && outs ? 'trade' : outs ? 'send' : ins ? 'receive' : 'execute',
      hash: signature,
      chain: chain.caipNetworkId,
      minedAt: new Date(Number(tx.blockTime ?? 0) * 1000).toISOString(),
      sentFrom: keys[0] ?? '',
      sentTo: typeof sentTo === 'string' ? sentTo : '',
      status: failed ? 'failed' : 'confirmed',
      nonce: 0,
    },
    transfers,
  }
}
