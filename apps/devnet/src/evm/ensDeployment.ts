import {
  type Address,
  getContractAddress,
  type Hex,
  keccak256,
  labelhash,
  namehash,
  toBytes,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'

// ENS on the devnet: a registry, the names zone's offchain resolver (answers come from the
// server's gateway, ERC-3668) and the universal resolver viem calls. A key of its own deploys
// them, one contract per nonce, so their addresses are the same on every chain and run, and
// nothing account #0 deploys moves.

/** The devnet's ENS deployer key: public by design (derived from a fixed phrase), dev only. */
export const ensDeployerKey: Hex = keccak256(toBytes('airlock devnet ens deployer'))

/** The address of {@link ensDeployerKey}: owner of the root, of `airlock.test` and of the resolver. */
export const ensDeployer: Address = privateKeyToAddress(ensDeployerKey)

/** The zone the devnet delegates to the server's gateway (the server's default `NAMES_ZONE`). */
export const ensZone = 'airlock.test'

/** Where the resolver sends clients until the server points it at itself (`setUrl`). */
export const defaultGatewayUrl = 'http://127.0.0.1:8787/v1/names/gateway/{sender}/{data}.json'

export type EnsContractKey = 'ensRegistry' | 'namesResolver' | 'ensUniversalResolver'

/** Nonce of the ENS deployer for each contract. */
export const ensDeployNonces = {
  ensRegistry: 0,
  namesResolver: 1,
  ensUniversalResolver: 2,
} as const satisfies Record<EnsContractKey, number>

/**
 * The ENS contracts' addresses on every devnet chain.
 *
 * @returns Addresses keyed like the manifest's `contracts`.
 *
 * @example
 * import { ensAddresses } from './ensDeployment.js'
 * ensAddresses().ensUniversalResolver
 */
export function ensAddresses(): Record<EnsContractKey, Address> {
  return Object.fromEntries(
    Object.entries(ensDeployNonces).map(([key, nonce]) => [
      key,
      getContractAddress({ from: ensDeployer, nonce: BigInt(nonce) }),
    ]),
  ) as Record<EnsContractKey, Address>
}

/** The registry nodes the deployment sets up. */
export const ensNodes = {
  root: namehash(''),
  test: namehash('test'),
  zone: namehash(ensZone),
  reverse: namehash('reverse'),
  labels: { test: labelhash('test'), airlock: labelhash('airlock'), reverse: labelhash('reverse') },
} as const
