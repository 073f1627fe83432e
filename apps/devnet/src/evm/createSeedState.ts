import { type Address, parseEther, parseGwei, parseUnits } from 'viem'
import { SeedError } from '../errors/devnet.js'
import { type ContractKey, type TokenKey, tokenDefinitions } from './deployment.js'

export type CreateSeedStateParameters = {
  /** For error messages. */
  caipNetworkId: string
  contracts: Record<ContractKey, Address>
  /** anvil's accounts #0–#9: #1–#5 are the demo users, #6–#8 counterparties, #9 a spammer. */
  accounts: readonly Address[]
  /** Seeded PRNG; the whole history follows from it. */
  random: () => number
  /** First block timestamp of the history (seconds). */
  start: number
  /** Range of the base fee (gwei) drawn for each block. */
  baseFeeGwei: readonly [number, number]
}

export type SeedState = {
  contracts: Record<ContractKey, Address>
  /** Accounts #1–#5. */
  users: readonly Address[]
  /** Accounts #6–#8. */
  counterparties: readonly Address[]
  /** Account #9. */
  spammer: Address
  /** Account #1, the one with a scripted history. */
  accountOne: Address
  random: () => number
  fail(reason: string): SeedError
  /** A uniform draw in `[min, max)`. */
  between(min: number, max: number): number
  /** A uniform pick from a non-empty list. */
  pick<item>(items: readonly item[]): item
  decimalsOf(key: TokenKey): number
  /** `value` as token units, rounded to `places` decimals (at most the token's). Defaults to 2. */
  amount(value: number, key: TokenKey, places?: number): bigint
  /** A base fee drawn from the chain's range. */
  baseFee(): bigint
  /** The users' ETH, as modelled. */
  eth: Map<Address, bigint>
  /** The users' token balances, as modelled, keyed `<token>:<user>`. */
  tokens: Map<string, bigint>
  /** The NFT ids each user holds, as modelled. */
  nfts: Map<Address, bigint[]>
  /** `<token>:<user>` pairs that approved the router. */
  approvedRouter: Set<string>
  /** Id the next NFT mint receives. */
  nextNftId: bigint
  tokenBalance(key: TokenKey, user: Address): bigint
  addToken(key: TokenKey, user: Address, delta: bigint): void
  ethBalance(user: Address): bigint
  isUser(address: Address): boolean
  /** Every user and counterparty but `user`. */
  others(user: Address): Address[]
  /** ETH above a reserve of 1 ETH. */
  spendableEth(user: Address): bigint
  /** Timestamp of the block being filled (seconds). */
  blockTimestamp: number
  /** Swap deadline: 20 minutes after {@link SeedState.blockTimestamp}. */
  deadline(): bigint
}

/**
 * Creates the state of a history seed: the accounts' roles, helpers drawing from the PRNG, and a
 * conservative model of the users' balances (outflows and gas are subtracted, swap outputs are
 * ignored, so an action the model allows always succeeds on chain). Sends nothing.
 *
 * @param parameters - Chain, addresses, PRNG, start time and base fee range.
 * @returns The state, mutated as the seed goes on.
 * @throws {SeedError} If fewer than 10 accounts are given.
 *
 * @example
 * import { createSeedState } from './createSeedState.js'
 * const state = createSeedState({ caipNetworkId, contracts, accounts, random, start, baseFeeGwei })
 * state.amount(12.3456, 'usdc') // 12350000n
 */
export function createSeedState(parameters: CreateSeedStateParameters): SeedState {
  const { caipNetworkId, contracts, accounts, random, start, baseFeeGwei } = parameters
  const fail = (reason: string) => new SeedError({ caipNetworkId, reason })
  const users = accounts.slice(1, 6)
  const counterparties = accounts.slice(6, 9)
  const spammer = accounts[9]
  const accountOne = users[0]
  if (users.length < 5 || counterparties.length < 3 || !spammer || !accountOne)
    throw fail('anvil must expose 10 accounts')

  const between = (min: number, max: number) => min + (max - min) * random()
  const pick = <item>(items: readonly item[]): item => {
    const item = items[Math.floor(random() * items.length)]
    if (item === undefined) throw fail('picked from an empty list')
    return item
  }
  const decimalsOf = (key: TokenKey) =>
    tokenDefinitions.find((token) => token.key === key)?.decimals ?? 18
  // Amounts look typed by a person: a few significant decimals, never more than the token has.
  const amount = (value: number, key: TokenKey, places = 2) =>
    parseUnits(value.toFixed(Math.min(places, decimalsOf(key))), decimalsOf(key))

  const eth = new Map<Address, bigint>()
  const tokens = new Map<string, bigint>()
  const tokenBalance = (key: TokenKey, user: Address) => tokens.get(`${key}:${user}`) ?? 0n
  const ethBalance = (user: Address) => eth.get(user) ?? 0n

  const state: SeedState = {
    contracts,
    users,
    counterparties,
    spammer,
    accountOne,
    random,
    fail,
    between,
    pick,
    decimalsOf,
    amount,
    baseFee: () => parseGwei(between(baseFeeGwei[0], baseFeeGwei[1]).toFixed(9)),
    eth,
    tokens,
    nfts: new Map(),
    approvedRouter: new Set(),
    nextNftId: 1n,
    tokenBalance,
    addToken: (key, user, delta) => {
      tokens.set(`${key}:${user}`, tokenBalance(key, user) + delta)
    },
    ethBalance,
    isUser: (address) => users.includes(address),
    others: (user) => [...users, ...counterparties].filter((a) => a !== user),
    spendableEth: (user) => ethBalance(user) - parseEther('1'),
    blockTimestamp: start,
    deadline: () => BigInt(state.blockTimestamp + 1200),
  }
  return state
}
