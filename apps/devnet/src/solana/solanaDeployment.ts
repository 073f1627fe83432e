import { createHash } from 'node:crypto'
import { devnetMnemonic } from '../evm/deployment.js'
import { createSolanaKeypair, type SolanaKeypair } from './createSolanaKeypair.js'
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'

// Who is who on the Solana devnet. Every key is deterministic: accounts come from the devnet
// mnemonic along m/44'/501'/n'/0' (so importing the mnemonic into Phantom shows them), mints
// from fixed seeds. Dev only: the mnemonic is public.

export type SolanaTokenKey = 'usdc' | 'points' | 'spam'

export type SolanaTokenDefinition = {
  key: SolanaTokenKey
  symbol: string
  name: string
  decimals: number
  /** Path inside `apps/devnet/assets/`. */
  icon: string
  /** Unsolicited airdrop a wallet should hide. */
  spam: boolean
}

export const solanaTokenDefinitions: readonly SolanaTokenDefinition[] = [
  {
    key: 'usdc',
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    icon: 'tokens/USDC.svg',
    spam: false,
  },
  {
    key: 'points',
    symbol: 'PTS',
    name: 'Airlock Points',
    decimals: 0,
    icon: 'tokens/PTS.svg',
    spam: false,
  },
  {
    key: 'spam',
    symbol: 'CLAIM',
    name: 'Claim 5,000 AIR at airlock-rewards.example',
    decimals: 6,
    icon: 'tokens/CLAIM.svg',
    spam: true,
  },
]

/** Demo accounts: the same labels as the EVM chains' accounts #1–#5. */
export const solanaDemoAccounts: readonly { index: number; label: string }[] = [
  { index: 1, label: 'Alice' },
  { index: 2, label: 'Bob' },
  { index: 3, label: 'Carol' },
  { index: 4, label: 'Dave' },
  { index: 5, label: 'Erin' },
]

/** Account indices of the other roles. */
export const solanaRoles = {
  /** Faucet (`requestAirdrop`, `fund`), mint authority of USDC and PTS. */
  faucet: 0,
  counterparties: [6, 7, 8],
  /** The RFQ desk: holds SOL and USDC inventory and co-signs desk swaps. */
  desk: 9,
  /** Mints and airdrops the spam token. */
  spammer: 10,
} as const

export type SolanaKeys = {
  faucet: SolanaKeypair & { derivationPath: string }
  desk: SolanaKeypair & { derivationPath: string }
  spammer: SolanaKeypair & { derivationPath: string }
  users: (SolanaKeypair & { derivationPath: string; index: number; label: string })[]
  counterparties: (SolanaKeypair & { derivationPath: string })[]
  mints: Record<SolanaTokenKey, SolanaKeypair>
}

let cached: SolanaKeys | undefined

/**
 * Every key of the Solana devnet, derived once.
 *
 * @returns Faucet, desk, spammer, demo users, counterparties and mint keypairs.
 *
 * @example
 * import { solanaKeys } from './solanaDeployment.js'
 * solanaKeys().users[0]?.label // 'Alice'
 */
export function solanaKeys(): SolanaKeys {
  cached ??= {
    faucet: deriveSolanaKeypair(devnetMnemonic, solanaRoles.faucet),
    desk: deriveSolanaKeypair(devnetMnemonic, solanaRoles.desk),
    spammer: deriveSolanaKeypair(devnetMnemonic, solanaRoles.spammer),
    users: solanaDemoAccounts.map(({ index, label }) => ({
      ...deriveSolanaKeypair(devnetMnemonic, index),
      index,
      label,
    })),
    counterparties: solanaRoles.counterparties.map((index) =>
      deriveSolanaKeypair(devnetMnemonic, index),
    ),
    mints: Object.fromEntries(
      solanaTokenDefinitions.map(({ key }) => [
        key,
        createSolanaKeypair(createHash('sha256').update(`airlock-solana-mint:${key}`).digest()),
      ]),
    ) as Record<SolanaTokenKey, SolanaKeypair>,
  }
  return cached
}
