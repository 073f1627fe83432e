import type { SolanaInstruction } from './buildSolanaTransaction.js'
import type { SolanaKeypair } from './createSolanaKeypair.js'
import type { SolanaSeeder } from './createSolanaSeeder.js'
import type { SolanaKeys } from './solanaDeployment.js'
import { solanaInstructions } from './solanaInstructions.js'

export type SeedSolanaActivityParameters = {
  keys: SolanaKeys
  /** What each demo user holds (lamports, USDC base units); kept up to date. */
  balances: Map<string, { sol: bigint; usdc: bigint }>
  random: () => number
  /** First and last activity time (ms). */
  start: number
  end: number
  rounds: number
}

type Kind =
  | 'sendSol'
  | 'receiveSol'
  | 'memoPayment'
  | 'sendUsdc'
  | 'receiveUsdc'
  | 'pointsReward'
  | 'deskBuySol'
  | 'deskSellSol'
  | 'failedTransfer'

const weights: Record<Kind, number> = {
  sendSol: 3,
  receiveSol: 2,
  memoPayment: 1,
  sendUsdc: 3,
  receiveUsdc: 2,
  pointsReward: 1,
  deskBuySol: 1,
  deskSellSol: 1,
  failedTransfer: 0,
}
/** What Alice does at least once, at random rounds. */
const aliceScript: Kind[] = [
  'receiveSol',
  'sendSol',
  'memoPayment',
  'sendUsdc',
  'receiveUsdc',
  'deskBuySol',
  'failedTransfer',
  'pointsReward',
  'deskSellSol',
]
const memos = ['Dinner 🍜', 'Rent share', 'Thanks!', 'Concert tickets', 'Coffee ☕', 'Book club']
/** The desk's price, in USDC per SOL. */
const deskPrice = 150n
// Headroom for fees and a possible ATA rent, in lamports.
const reserve = 20_000_000n

/**
 * The activity part of the Solana seed: rounds of transactions between `start` and `end`
 * (denser towards the end, the last at `end` by Alice), drawn from a seeded PRNG so the history
 * has the same shape on every machine.
 *
 * @param seeder - From `createSolanaSeeder`, after funding.
 * @param parameters - Keys, balances, PRNG, time range and number of rounds.
 *
 * @example
 * import { seedSolanaActivity } from './seedSolanaActivity.js'
 * await seedSolanaActivity(seeder, { keys, balances, random, start, end, rounds: 90 })
 */
export async function seedSolanaActivity(
  seeder: SolanaSeeder,
  { keys, balances, random, start, end, rounds }: SeedSolanaActivityParameters,
): Promise<void> {
  const { users, counterparties, faucet, desk, spammer } = keys
  const pick = <item>(items: readonly item[]): item =>
    items[Math.floor(random() * items.length)] as item
  const between = (low: number, high: number) => low + (high - low) * random()
  const usdcUnits = (amount: number) => BigInt(Math.round(amount * 100)) * 10_000n
  const balance = (address: string) => balances.get(address) ?? { sol: 0n, usdc: 0n }
  const alice = users[0]
  if (!alice) throw new Error('no demo users')

  const act = async (kind: Kind, user: (typeof users)[number], atMs: number) => {
    const held = balance(user.address)
    const others = [...users.filter((other) => other !== user), ...counterparties]
    const send = (instructions: SolanaInstruction[], extra: SolanaKeypair[] = []) =>
      seeder.send(atMs, user, instructions, { signers: extra })
    switch (kind) {
      case 'sendSol':
      case 'memoPayment': {
        const amount = BigInt(Math.round(between(0.05, 2) * 1e9))
        if (held.sol < amount + reserve) return false
        const to =
          kind === 'memoPayment' ? pick(users.filter((other) => other !== user)) : pick(others)
        if (!to) return false
        const instructions = [solanaInstructions.transferSol(user.address, to.address, amount)]
        if (kind === 'memoPayment')
          instructions.push(solanaInstructions.memo(pick(memos), [user.address]))
        send(instructions)
        held.sol -= amount + reserve / 4n
        const recipient = balances.get(to.address)
        if (recipient) recipient.sol += amount
        return true
      }
      case 'receiveSol': {
        const from = pick(counterparties)
        const amount = BigInt(Math.round(between(0.1, 5) * 1e9))
        seeder.send(atMs, from, [
          solanaInstructions.transferSol(from.address, user.address, amount),
        ])
        held.sol += amount
        return true
      }
      case 'sendUsdc': {
        const amount = usdcUnits(between(5, 500))
        if (held.usdc < amount || held.sol < reserve) return false
        const to = pick(others)
        send(await seeder.tokenTransfer(user, to.address, 'usdc', amount))
        held.usdc -= amount
        held.sol -= reserve / 4n
        const recipient = balances.get(to.address)
        if (recipient) recipient.usdc += amount
        return true
      }
      case 'receiveUsdc': {
        const from = pick(counterparties)
        const amount = usdcUnits(between(10, 2000))
        seeder.send(atMs, from, await seeder.tokenTransfer(from, user.address, 'usdc', amount))
        held.usdc += amount
        return true
      }
      case 'pointsReward': {
        const amount = BigInt(Math.round(between(5, 50)))
        seeder.send(
          atMs,
          faucet,
          await seeder.mintTo(faucet, faucet, user.address, 'points', amount),
        )
        return true
      }
      case 'deskBuySol': {
        const lamports = BigInt(Math.round(between(0.1, 3) * 10)) * 100_000_000n
        const cost = (lamports * deskPrice * 1_000_000n) / 1_000_000_000n
        if (held.usdc < cost || held.sol < reserve) return false
        send(
          [
            ...(await seeder.tokenTransfer(user, desk.address, 'usdc', cost)),
            solanaInstructions.transferSol(desk.address, user.address, lamports),
          ],
          [desk],
        )
        held.usdc -= cost
        held.sol += lamports - reserve / 4n
        return true
      }
      case 'deskSellSol': {
        const lamports = BigInt(Math.round(between(0.1, 2) * 10)) * 100_000_000n
        const proceeds = (lamports * deskPrice * 1_000_000n) / 1_000_000_000n
        if (held.sol < lamports + reserve) return false
        send(
          [
            solanaInstructions.transferSol(user.address, desk.address, lamports),
            ...(await seeder.tokenTransfer(desk, user.address, 'usdc', proceeds)),
          ],
          [desk],
        )
        held.sol -= lamports + reserve / 4n
        held.usdc += proceeds
        return true
      }
      case 'failedTransfer': {
        // More USDC than the user holds: the Token program refuses (custom error 1), the fee is paid.
        const to = pick(counterparties)
        seeder.send(
          atMs,
          user,
          await seeder.tokenTransfer(user, to.address, 'usdc', held.usdc + 1_000_000n),
          {
            expectFailure: true,
          },
        )
        held.sol -= 5000n
        return true
      }
    }
  }

  const times = Array.from({ length: rounds - 1 }, () => {
    const position = 1 - (1 - random()) ** 1.3
    return Math.floor(start + (end - start) * position)
  }).sort((a, b) => a - b)
  times.push(end)
  const slots = Array.from({ length: rounds - 1 }, (_, i) => i)
  const script = new Map<number, Kind>()
  const chosen = aliceScript.map(
    () => slots.splice(Math.floor(random() * slots.length), 1)[0] as number,
  )
  for (const [i, slot] of chosen.sort((a, b) => a - b).entries())
    script.set(slot, aliceScript[i] as Kind)
  script.set(rounds - 1, 'deskBuySol')
  const spamRounds = new Set([Math.floor(rounds * 0.3), Math.floor(rounds * 0.75)])

  const kinds = Object.keys(weights) as Kind[]
  const total = kinds.reduce((sum, kind) => sum + weights[kind], 0)
  const drawKind = () => {
    let roll = random() * total
    for (const kind of kinds) {
      roll -= weights[kind]
      if (roll < 0) return kind
    }
    return 'sendSol' as Kind
  }
  let last = start
  for (const [round, wanted] of times.entries()) {
    const atMs = Math.max(wanted, last + 1000)
    last = atMs
    // Let the rest of the process (the EVM seeds, servers) run between rounds.
    await new Promise((resolve) => setImmediate(resolve))
    const scripted = script.get(round)
    if (scripted && !(await act(scripted, alice, atMs))) await act('receiveSol', alice, atMs)
    if (spamRounds.has(round)) {
      const instructions: SolanaInstruction[] = []
      for (const user of users.slice(0, 3))
        instructions.push(
          ...(await seeder.mintTo(spammer, spammer, user.address, 'spam', 5_000_000_000n)),
        )
      instructions.push(
        solanaInstructions.memo('Claim 5,000 AIR at airlock-rewards.example', [spammer.address]),
      )
      seeder.send(atMs, spammer, instructions)
    }
    const count = scripted ? Math.floor(random() * 2) : 1 + Math.floor(random() * 2)
    for (let i = 0; i < count; i++)
      for (let attempt = 0; attempt < 5; attempt++)
        if (await act(drawKind(), random() < 0.35 ? alice : pick(users), atMs + 400 * (i + 1)))
          break
  }
}
