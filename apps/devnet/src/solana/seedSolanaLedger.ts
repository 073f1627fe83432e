import { mulberry32 } from '../utils/mulberry32.js'
import type { SolanaKeypair } from './createSolanaKeypair.js'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.js'
import { createSolanaSeeder } from './createSolanaSeeder.js'
import { seedSolanaActivity } from './seedSolanaActivity.js'
import { lamportsPerSol, programIds } from './solanaDefinition.js'
import { solanaKeys } from './solanaDeployment.js'
import { solanaInstructions } from './solanaInstructions.js'

export type SeedSolanaLedgerParameters = {
  /** Wall time (ms) the history ends at, about an hour before. Defaults to now. */
  now?: number
  /** Number of activity rounds after the initial funding. Defaults to `90`. */
  rounds?: number
}

export type SeedSolanaLedgerReturnType = {
  ledger: SolanaLedger
  transactions: number
  failed: number
}

const day = 86_400_000
const sol = (amount: number) => BigInt(Math.round(amount * 1e9))

/**
 * Seeds a fresh Solana ledger with 60 days of realistic, deterministic history: the faucet
 * creates the USDC (6 decimals) and points (0 decimals) mints, a spammer creates the spam token;
 * the demo users, counterparties and the RFQ desk are funded with SOL and tokens over the first
 * two days; then rounds of SOL and USDC transfers both ways (some with memos), point rewards,
 * desk swaps, spam airdrops and one failed transfer, the last about an hour ago. Every step is a
 * real signed transaction executed by the SPL programs, dated with the slot of its time.
 *
 * @param parameters - End time and number of rounds.
 * @returns The ledger and counts.
 *
 * @example
 * import { seedSolanaLedger } from './seedSolanaLedger.js'
 * const { ledger, transactions } = await seedSolanaLedger()
 */
export async function seedSolanaLedger(
  parameters: SeedSolanaLedgerParameters = {},
): Promise<SeedSolanaLedgerReturnType> {
  const end = parameters.now ?? Date.now()
  const genesisMs = end - 61 * day
  const keys = solanaKeys()
  const random = mulberry32(501)
  const between = (low: number, high: number) => low + (high - low) * random()
  const ledger = createSolanaLedger({ genesisMs })
  const svm = ledger.svm

  // Genesis allocations, as a cluster's genesis config has them.
  const allocate = (keypair: SolanaKeypair, lamports: bigint) =>
    svm.setAccount({
      address: keypair.address as never,
      lamports: lamports as never,
      programAddress: programIds.system as never,
      executable: false,
      data: new Uint8Array(),
      space: 0n,
    } as never)
  allocate(keys.faucet, 5_000_000n * lamportsPerSol)
  allocate(keys.spammer, 100n * lamportsPerSol)

  const seeder = createSolanaSeeder(ledger, keys)
  const { faucet, desk, spammer, users, counterparties, mints } = keys
  let time = genesisMs + 3_600_000
  const next = (spreadMs: number) => {
    time += Math.floor(between(0.2, 1) * spreadMs)
    return time
  }

  // Mints.
  const mintRent = svm.minimumBalanceForRentExemption(82n)
  for (const [token, authority] of [
    ['usdc', faucet],
    ['points', faucet],
    ['spam', spammer],
  ] as const)
    seeder.send(
      next(600_000),
      authority,
      [
        solanaInstructions.createAccount(
          authority.address,
          mints[token].address,
          mintRent,
          82,
          programIds.token,
        ),
        solanaInstructions.initializeMint2(
          mints[token].address,
          token === 'points' ? 0 : 6,
          authority.address,
          null,
        ),
      ],
      { signers: [mints[token]] },
    )

  // Funding over the first two days: the desk's inventory, counterparties, then each user.
  const fundingStep = (2 * day) / (users.length + counterparties.length + 2)
  seeder.send(next(fundingStep), faucet, [
    solanaInstructions.transferSol(faucet.address, desk.address, sol(5000)),
    ...(await seeder.mintTo(faucet, faucet, desk.address, 'usdc', 1_000_000_000_000n)),
  ])
  for (const counterparty of counterparties)
    seeder.send(next(fundingStep), faucet, [
      solanaInstructions.transferSol(faucet.address, counterparty.address, sol(200)),
      ...(await seeder.mintTo(faucet, faucet, counterparty.address, 'usdc', 200_000_000_000n)),
    ])
  const balances = new Map<string, { sol: bigint; usdc: bigint }>()
  for (const user of users) {
    const lamports = sol(Number(between(8, 45).toFixed(2)))
    const usdc = BigInt(Math.round(between(2000, 25_000))) * 1_000_000n
    seeder.send(next(fundingStep), faucet, [
      solanaInstructions.transferSol(faucet.address, user.address, lamports),
      ...(await seeder.mintTo(faucet, faucet, user.address, 'usdc', usdc)),
      ...(await seeder.mintTo(
        faucet,
        faucet,
        user.address,
        'points',
        BigInt(Math.round(between(100, 1000))),
      )),
    ])
    balances.set(user.address, { sol: lamports, usdc })
  }

  await seedSolanaActivity(seeder, {
    keys,
    balances,
    random,
    start: time + 3_600_000,
    end: end - 3_600_000,
    rounds: parameters.rounds ?? 90,
  })
  return { ledger, ...seeder.counts }
}
