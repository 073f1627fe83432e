import { encodeDeployData, encodeFunctionData, parseEther, toHex } from 'viem'
import { SeedError } from '../errors/devnet.js'
import { ensRegistryAbi } from './abis.js'
import type { Seeder } from './createSeeder.js'
import { defaultGatewayUrl, ensAddresses, ensDeployer, ensNodes } from './ensDeployment.js'
import { loadArtifacts } from './loadArtifacts.js'

/**
 * Deploys ENS on a devnet chain from the ENS deployer (impersonated, funded with 1 ETH): the
 * registry, the offchain resolver of `airlock.test` (gateway `defaultGatewayUrl`, no trusted
 * signer until the server adds its own) and the universal resolver; then gives `test` and
 * `airlock.test` to the deployer with that resolver, and `reverse` the same resolver, so the
 * gateway also answers reverse names (`<addr>.addr.reverse`).
 *
 * @param seeder - From `createSeeder`.
 * @param parameters - When to mine.
 * @throws {SeedError} When the deployer has already sent transactions on this chain.
 *
 * @example
 * import { deployEns } from './deployEns.js'
 * await deployEns(seeder, { timestamp: seeder.lastTimestamp + 1 })
 */
export async function deployEns(seeder: Seeder, { timestamp }: { timestamp: number }) {
  const artifacts = loadArtifacts()
  const addresses = ensAddresses()
  const nonce = await seeder.rpc<string>('eth_getTransactionCount', [ensDeployer, 'latest'])
  if (Number(nonce) !== 0)
    throw new SeedError({
      caipNetworkId: seeder.caipNetworkId,
      reason: 'the ENS deployer has already sent transactions',
    })
  await seeder.rpc('anvil_impersonateAccount', [ensDeployer])
  await seeder.rpc('anvil_setBalance', [ensDeployer, toHex(parseEther('1'))])
  const send = (data: `0x${string}`, gas: bigint, label: string, to?: `0x${string}`) =>
    seeder.send({ from: ensDeployer, data, gas, label, ...(to ? { to } : {}) })
  const registryCall = (data: `0x${string}`, label: string) =>
    send(data, 200_000n, label, addresses.ensRegistry)
  const { ensRegistry, offchainResolver, universalResolver } = artifacts
  await send(ensRegistry.bytecode, 1_000_000n, 'deploy ensRegistry')
  await send(
    encodeDeployData({
      ...{ abi: offchainResolver.abi, bytecode: offchainResolver.bytecode },
      args: [defaultGatewayUrl, []],
    }),
    2_000_000n,
    'deploy namesResolver',
  )
  await send(
    encodeDeployData({
      ...{ abi: universalResolver.abi, bytecode: universalResolver.bytecode },
      args: [addresses.ensRegistry],
    }),
    3_000_000n,
    'deploy ensUniversalResolver',
  )
  const { root, test, reverse, labels } = ensNodes
  await registryCall(
    encodeFunctionData({
      abi: ensRegistryAbi,
      functionName: 'setSubnodeOwner',
      args: [root, labels.test, ensDeployer],
    }),
    'own test',
  )
  await registryCall(
    encodeFunctionData({
      abi: ensRegistryAbi,
      functionName: 'setSubnodeRecord',
      args: [test, labels.airlock, ensDeployer, addresses.namesResolver, 0n],
    }),
    'own airlock.test, with the offchain resolver',
  )
  await registryCall(
    encodeFunctionData({
      abi: ensRegistryAbi,
      functionName: 'setSubnodeOwner',
      args: [root, labels.reverse, ensDeployer],
    }),
    'own reverse',
  )
  await registryCall(
    encodeFunctionData({
      abi: ensRegistryAbi,
      functionName: 'setResolver',
      args: [reverse, addresses.namesResolver],
    }),
    'reverse names through the offchain resolver',
  )
  await seeder.mine(timestamp)
  await seeder.rpc('anvil_stopImpersonatingAccount', [ensDeployer])
}
