import { concat, encodeFunctionData, type Hex, parseEther, toHex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { SeedError } from '../errors/devnet.js'
import {
  accountAbstractionAddresses,
  accountAbstractionDeployer,
  accountAbstractionDeployments,
  deterministicDeployer,
  paymasterDeposit,
  paymasterStake,
  paymasterUnstakeDelaySeconds,
  seedPaymasterSignerKey,
} from './accountAbstractionDeployment.js'
import type { Seeder } from './createSeeder.js'
import { loadArtifacts } from './loadArtifacts.js'

/**
 * Deploys ERC-4337 on a devnet chain from the account-abstraction deployer (impersonated, funded):
 * EntryPoint v0.8 and SimpleAccountFactory at their canonical addresses and the VerifyingPaymaster,
 * all through the deterministic deployer; then deposits and stakes the paymaster's ETH on the
 * EntryPoint and trusts the seed's paymaster signer. Everything goes into one block.
 *
 * @param seeder - From `createSeeder`.
 * @param parameters - When to mine.
 * @throws {SeedError} When the deterministic deployer is missing or a contract is not where it should be.
 *
 * @example
 * import { deployAccountAbstraction } from './deployAccountAbstraction.js'
 * await deployAccountAbstraction(seeder, { timestamp: seeder.lastTimestamp + 12 })
 */
export async function deployAccountAbstraction(
  seeder: Seeder,
  { timestamp }: { timestamp: number },
): Promise<void> {
  const fail = (reason: string) => new SeedError({ caipNetworkId: seeder.caipNetworkId, reason })
  const proxyCode = await seeder.rpc<Hex>('eth_getCode', [deterministicDeployer, 'latest'])
  if (proxyCode.length <= 2) throw fail('anvil has no deterministic deployer')
  const addresses = accountAbstractionAddresses()
  const { verifyingPaymaster } = loadArtifacts()
  const from = accountAbstractionDeployer
  await seeder.rpc('anvil_impersonateAccount', [from])
  await seeder.rpc('anvil_setBalance', [from, toHex(parseEther('1000'))])
  for (const deployment of accountAbstractionDeployments()) {
    const { key, salt, data } = deployment
    await seeder.send({
      from,
      to: deterministicDeployer,
      data: concat([salt, data]),
      // The session contracts are smaller: their own gas keeps the block under its budget.
      gas: 'gas' in deployment ? deployment.gas : 6_000_000n,
      label: `deploy ${key}`,
    })
  }
  const paymasterCall = (data: Hex, label: string, value?: bigint) =>
    seeder.send({
      from,
      to: addresses.paymaster,
      data,
      gas: 200_000n,
      label,
      ...(value ? { value } : {}),
    })
  const abi = verifyingPaymaster.abi
  await paymasterCall(
    encodeFunctionData({ abi, functionName: 'deposit' }),
    'paymaster deposit',
    paymasterDeposit,
  )
  await paymasterCall(
    encodeFunctionData({ abi, functionName: 'addStake', args: [paymasterUnstakeDelaySeconds] }),
    'paymaster stake',
    paymasterStake,
  )
  await paymasterCall(
    encodeFunctionData({
      abi,
      functionName: 'setSigner',
      args: [privateKeyToAddress(seedPaymasterSignerKey), true],
    }),
    'trust the seed paymaster signer',
  )
  await seeder.mine(timestamp)
  await seeder.rpc('anvil_stopImpersonatingAccount', [from])
  for (const [key, address] of Object.entries(addresses)) {
    const code = await seeder.rpc<Hex>('eth_getCode', [address, 'latest'])
    if (code.length <= 2) throw fail(`no code at ${key} (${address})`)
  }
}
