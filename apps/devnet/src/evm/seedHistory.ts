import { type Address, encodeFunctionData, parseEther } from 'viem'
import { collectionAbi } from './abis.js'
import { createSeedContext } from './createSeedContext.js'
import type { Seeder } from './createSeeder.js'
import { createSeedState } from './createSeedState.js'
import { type ContractKey, deployer } from './deployment.js'
import { type SeedActionKind, seedAction } from './seedAction.js'

export type SeedHistoryParameters = {
  contracts: Record<ContractKey, Address>
  /** anvil's accounts #0–#9: #1–#5 are the demo users, #6–#8 counterparties, #9 a spammer. */
  accounts: readonly Address[]
  /** Seeded PRNG; the whole history follows from it. */
  random: () => number
  /** First and last block timestamps of the history (seconds). */
  start: number
  end: number
  /** Range of the base fee (gwei) drawn for each block. */
  baseFeeGwei: readonly [number, number]
  /** Number of activity blocks after the initial funding. Defaults to `50`. */
  blocks?: number
}

/** How often each action is drawn for the random part of the history. */
const weights: Record<SeedActionKind, number> = {
  sendEth: 3,
  receiveEth: 2,
  sendToken: 3,
  receiveToken: 2,
  approve: 1,
  swapEthForToken: 3,
  swapTokenForEth: 2,
  swapTokenForToken: 2,
  wrap: 1,
  unwrap: 1,
  nftMint: 1,
  nftTransfer: 1,
  pointsReward: 1,
  failedSwap: 0.2,
  failedTransfer: 0.2,
}

/** What account #1 does at least once, in this order, at random points of the history. */
const accountOneScript: SeedActionKind[] = [
  'receiveEth',
  'sendEth',
  'approve',
  'swapEthForToken',
  'failedSwap',
  'sendToken',
  'receiveToken',
  'wrap',
  'swapTokenForEth',
  'nftMint',
  'pointsReward',
  'swapTokenForToken',
  'nftTransfer',
  'unwrap',
  'failedTransfer',
]

/** What makes an action possible when the balance model rules it out. */
const prerequisites: Partial<Record<SeedActionKind, SeedActionKind>> = {
  nftTransfer: 'nftMint',
  unwrap: 'wrap',
  sendToken: 'receiveToken',
  swapTokenForEth: 'receiveToken',
  swapTokenForToken: 'receiveToken',
}

const day = 86_400

/**
 * Seeds a realistic, deterministic history for the demo accounts #1–#5 between `start` and `end`:
 * funding from account #0, then blocks of native and ERC-20 transfers both ways, approvals, swaps
 * in every direction, wraps, NFT mints and transfers, spam airdrops, point rewards and a few
 * transactions that revert on purpose (at least two from account #1). Balances are tracked
 * conservatively so no transaction fails unless it was meant to.
 *
 * @param seeder - From `createSeeder`, after `deployContracts`.
 * @param parameters - Addresses, PRNG and time range.
 *
 * @example
 * import { seedHistory } from './seedHistory.js'
 * await seedHistory(seeder, { contracts, accounts, random: mulberry32(31337), start, end, baseFeeGwei: [4, 40] })
 */
export async function seedHistory(
  seeder: Seeder,
  parameters: SeedHistoryParameters,
): Promise<void> {
  const { contracts, accounts, random, start, end, baseFeeGwei } = parameters
  const { caipNetworkId } = seeder
  const state = createSeedState({ caipNetworkId, contracts, accounts, random, start, baseFeeGwei })
  const context = createSeedContext(seeder, state)
  const { users, counterparties, spammer, accountOne, fail, between, pick, amount } = state
  const { eth, ethBalance } = state
  const { send, transferToken } = context
  const act = (kind: SeedActionKind, user: Address) => seedAction(context, kind, user)

  const mine = async (timestamp: number) => {
    await seeder.mine(timestamp, state.baseFee())
  }

  // Funding: the demo users start empty and receive everything from account #0 (think of an
  // exchange withdrawal) during the first two days; counterparties get stablecoins to send.
  for (const user of users) await seeder.rpc('anvil_setBalance', [user, '0x0'])
  const fundingEnd = start + 2 * day
  const fundingTimes = Array.from({ length: users.length + 1 }, () => between(start, fundingEnd))
  const times = fundingTimes.map(Math.floor).sort((a, b) => a - b)
  const nextTime = (wanted: number) => Math.max(Math.floor(wanted), seeder.lastTimestamp + 1)

  state.blockTimestamp = nextTime(times[0] ?? start)
  for (const counterparty of counterparties) {
    await transferToken('usdc', deployer, counterparty, amount(200_000, 'usdc'))
    await transferToken('dai', deployer, counterparty, amount(200_000, 'dai'))
  }
  await mine(state.blockTimestamp)
  for (const [i, user] of users.entries()) {
    state.blockTimestamp = nextTime(times[i + 1] ?? start)
    const value = parseEther(between(15, 45).toFixed(2))
    eth.set(user, ethBalance(user) + value)
    await send(deployer, user, 21_000n, 'fund ETH', { value })
    await transferToken('usdc', deployer, user, amount(between(2000, 25_000), 'usdc'))
    await transferToken('dai', deployer, user, amount(between(1000, 15_000), 'dai'))
    await transferToken('wbtc', deployer, user, amount(between(0.05, 0.6), 'wbtc', 4))
    await transferToken('points', deployer, user, BigInt(Math.round(between(100, 1000))))
    await mine(state.blockTimestamp)
  }
  // Each user mints a first NFT the day after.
  state.blockTimestamp = nextTime(fundingEnd + between(0, day))
  for (const user of users) await act('nftMint', user)
  await mine(state.blockTimestamp)

  // Activity: blocks spread over the rest of the range, a little denser towards the end.
  const count = parameters.blocks ?? 50
  const from = seeder.lastTimestamp + 3600
  const activityTimes = Array.from({ length: count - 1 }, () => {
    const position = 1 - (1 - random()) ** 1.3
    return Math.floor(from + (end - from) * position)
  }).sort((a, b) => a - b)
  activityTimes.push(end)

  const scriptSlots = new Map<number, SeedActionKind>()
  const slots = Array.from({ length: count - 1 }, (_, i) => i)
  const chosen: number[] = []
  for (let i = 0; i < accountOneScript.length && slots.length > 0; i++)
    chosen.push(...slots.splice(Math.floor(random() * slots.length), 1))
  chosen.sort((a, b) => a - b)
  chosen.forEach((slot, i) => {
    const kind = accountOneScript[i]
    if (kind) scriptSlots.set(slot, kind)
  })
  // The very last block holds a swap by account #1, so its latest activity is about an hour old.
  scriptSlots.set(count - 1, 'swapEthForToken')
  const spamSlots = new Set(Array.from({ length: 4 }, () => Math.floor(random() * count)))

  const userWeights = users.map((_, i) => (i === 0 ? 3 : 1))
  const kinds = Object.keys(weights) as SeedActionKind[]
  const pickWeighted = <item>(items: readonly item[], itemWeights: readonly number[]): item => {
    const total = itemWeights.reduce((sum, weight) => sum + weight, 0)
    let roll = random() * total
    for (const [i, item] of items.entries()) {
      roll -= itemWeights[i] ?? 0
      if (roll < 0) return item
    }
    return items[items.length - 1] as item
  }

  // A scripted action the model rules out (e.g. its last spare NFT went in a random transfer)
  // first gets what it needs, within the same block.
  const actScripted = async (kind: SeedActionKind) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await act(kind, accountOne)) return
      await act(prerequisites[kind] ?? 'receiveEth', accountOne)
    }
    throw fail(`account #1 could not ${kind}`)
  }

  for (const [slot, wanted] of activityTimes.entries()) {
    state.blockTimestamp = nextTime(wanted)
    const scripted = scriptSlots.get(slot)
    if (scripted) await actScripted(scripted)
    const actions = 1 + Math.floor(random() * 3)
    for (let i = 0; i < actions; i++) {
      for (let attempt = 0; attempt < 10; attempt++) {
        const user = pickWeighted(users, userWeights)
        const kind = pickWeighted(
          kinds,
          kinds.map((k) => weights[k]),
        )
        if (await act(kind, user)) break
      }
    }
    if (spamSlots.has(slot)) {
      const recipients = [...users, pick(counterparties)]
      const data = encodeFunctionData({
        abi: collectionAbi,
        functionName: 'airdrop',
        args: [recipients],
      })
      const gas = 60_000n + 90_000n * BigInt(recipients.length)
      await send(spammer, contracts.spamNft, gas, 'spam airdrop', { data })
    }
    await mine(state.blockTimestamp)
  }
}
