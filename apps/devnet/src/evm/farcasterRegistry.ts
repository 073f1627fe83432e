import {
  type Address,
  encodeAbiParameters,
  getAddress,
  type Hex,
  keccak256,
  numberToHex,
  pad,
  toHex,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { createRpc, type Rpc } from '../utils/createRpc.js'
import { loadArtifacts } from './loadArtifacts.js'

/** Farcaster's IdRegistry on OP Mainnet; the devnet places its stand-in at the same address. */
export const farcasterIdRegistryAddress: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
/** Farcaster's KeyRegistry on OP Mainnet; the devnet's stand-in knows no keys. */
export const farcasterKeyRegistryAddress: Address = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e'

/** A Farcaster account seeded on the devnet, with its custody key (a public test key). */
export type FarcasterTestAccount = {
  fid: number
  username: string
  displayName: string
  bio: string
  custodyPrivateKey: Hex
  custody: Address
}

const testKey = (label: string) => keccak256(toHex(`airlock devnet farcaster custody ${label}`))

function testAccount(fid: number, username: string, displayName: string): FarcasterTestAccount {
  const custodyPrivateKey = testKey(username)
  return {
    fid,
    username,
    displayName,
    bio: `${displayName}, a Farcaster account of the Airlock devnet`,
    custodyPrivateKey,
    custody: privateKeyToAddress(custodyPrivateKey),
  }
}

/**
 * The FIDs every devnet chain's registry holds, with their custody keys. The keys are derived from
 * public labels: test accounts only, never for value.
 */
export const farcasterTestAccounts: readonly FarcasterTestAccount[] = [
  testAccount(1001, 'ada', 'Ada Devnet'),
  testAccount(1002, 'grace', 'Grace Devnet'),
  testAccount(1003, 'linus', 'Linus Devnet'),
]

/**
 * A spare key for custody transfers in tests (`setFarcasterCustody`): it owns no FID until given one.
 */
export const farcasterSpareCustodyKey: Hex = testKey('spare')

// DevIdRegistry's layout: `idOf` is the mapping at slot 0, `custodyOf` the one at slot 1.
const idOfSlot = (custody: Address) =>
  keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [custody, 0n]))
const custodyOfSlot = (fid: number) =>
  keccak256(encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [BigInt(fid), 1n]))
const word = (value: bigint) => pad(numberToHex(value), { size: 32 })

/**
 * Places the ID and key registry stand-ins at Farcaster's OP Mainnet addresses (their runtime
 * code, with `anvil_setCode`) and seeds `farcasterTestAccounts`.
 *
 * @param rpc - A JSON-RPC caller of an anvil chain.
 *
 * @example
 * import { placeFarcasterRegistry } from './farcasterRegistry.js'
 * await placeFarcasterRegistry(seeder.rpc)
 */
export async function placeFarcasterRegistry(rpc: Rpc): Promise<void> {
  const { devIdRegistry, devKeyRegistry } = loadArtifacts()
  for (const [address, artifact] of [
    [farcasterIdRegistryAddress, devIdRegistry],
    [farcasterKeyRegistryAddress, devKeyRegistry],
  ] as const) {
    const runtime = await rpc<Hex>('eth_call', [{ data: artifact.bytecode }, 'latest'])
    await rpc('anvil_setCode', [address, runtime])
  }
  for (const account of farcasterTestAccounts)
    await writeCustody(rpc, { fid: account.fid, custody: account.custody, previous: undefined })
}

export type SetFarcasterCustodyParameters = {
  /** HTTP endpoint of a devnet chain. */
  rpcUrl: string
  fid: number
  /** The new custody address. */
  custody: Address
}

/**
 * Transfers an FID's custody on a devnet chain's ID registry: the previous custody address owns
 * no FID afterwards, so its signatures no longer sign in as that FID.
 *
 * @param parameters - The chain, the FID and the new custody address.
 * @returns The previous custody address (the zero address for an FID that had none).
 *
 * @example
 * import { setFarcasterCustody } from '@airlock/devnet'
 * await setFarcasterCustody({ rpcUrl: 'http://127.0.0.1:8545', fid: 1001, custody: '0x…' })
 */
export async function setFarcasterCustody({
  rpcUrl,
  fid,
  custody,
}: SetFarcasterCustodyParameters): Promise<Address> {
  const rpc = createRpc(rpcUrl)
  const stored = await rpc<Hex>('eth_getStorageAt', [
    farcasterIdRegistryAddress,
    custodyOfSlot(fid),
    'latest',
  ])
  const previous = getAddress(`0x${stored.slice(-40)}`)
  await writeCustody(rpc, { fid, custody: getAddress(custody), previous })
  return previous
}

async function writeCustody(
  rpc: Rpc,
  { fid, custody, previous }: { fid: number; custody: Address; previous: Address | undefined },
) {
  const set = (slot: Hex, value: bigint) =>
    rpc('anvil_setStorageAt', [farcasterIdRegistryAddress, slot, word(value)])
  if (previous && BigInt(previous) !== 0n) await set(idOfSlot(previous), 0n)
  await set(idOfSlot(custody), BigInt(fid))
  await set(custodyOfSlot(fid), BigInt(custody))
}
