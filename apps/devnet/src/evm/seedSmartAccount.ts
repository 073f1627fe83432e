import {
  type Address,
  concat,
  encodeFunctionData,
  type Hex,
  numberToHex,
  pad,
  parseEther,
  parseGwei,
} from 'viem'
import {
  entryPoint08Abi,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { SeedError } from '../errors/devnet.js'
import { wethAbi } from './abis.js'
import {
  accountAbstractionAddresses,
  accountAbstractionDeployer,
  demoSmartAccountSalt,
  entryPointAddress,
  seedPaymasterSignerKey,
} from './accountAbstractionDeployment.js'
import type { Seeder } from './createSeeder.js'
import { demoSmartAccountAddress, devnetMnemonic, smartAccountOwner } from './deployment.js'
import { loadArtifacts } from './loadArtifacts.js'

export type SeedSmartAccountParameters = {
  /** WETH, which the account's second operation wraps ETH into. */
  weth: Address
  /** Who receives the first operation's ETH (demo account #2, Bob). */
  recipient: Address
  /** Timestamp of the first block; the next follow 12 s apart. */
  timestamp: number
}

const gas = {
  verificationGasLimit: 400_000n,
  callGasLimit: 100_000n,
  preVerificationGas: 60_000n,
  maxFeePerGas: parseGwei('200'),
  maxPriorityFeePerGas: parseGwei('0.1'),
}

/**
 * Gives the demo ERC-4337 account (a SimpleAccount of Alice's, salt 0) a history, as a bundler
 * would: 1 ETH sent to its counterfactual address; an operation sponsored by the paymaster that
 * deploys it and sends 0.05 ETH to Bob; then one it pays for itself, wrapping 0.1 ETH into WETH.
 *
 * @param seeder - From `createSeeder`, after `deployAccountAbstraction`.
 * @param parameters - WETH, the recipient and when to mine.
 * @returns The smart account's address.
 * @throws {SeedError} When the account is not deployed or an operation failed.
 *
 * @example
 * import { seedSmartAccount } from './seedSmartAccount.js'
 * await seedSmartAccount(seeder, { weth, recipient: bob, timestamp: seeder.lastTimestamp + 12 })
 */
export async function seedSmartAccount(
  seeder: Seeder,
  { weth, recipient, timestamp }: SeedSmartAccountParameters,
): Promise<Address> {
  const fail = (reason: string) => new SeedError({ caipNetworkId: seeder.caipNetworkId, reason })
  const { smartAccountFactory, paymaster } = accountAbstractionAddresses()
  const { simpleAccountFactory, simpleAccount, verifyingPaymaster } = loadArtifacts()
  const owner = mnemonicToAccount(devnetMnemonic, { addressIndex: 1 })
  if (owner.address !== smartAccountOwner) throw fail('the demo owner is not Alice')
  const chainId = await seeder.client.getChainId()
  const sender = (await seeder.client.readContract({
    address: smartAccountFactory,
    abi: simpleAccountFactory.abi,
    functionName: 'getAddress',
    args: [owner.address, demoSmartAccountSalt],
  })) as Address
  if (sender !== demoSmartAccountAddress)
    throw fail(`the demo smart account is at ${sender}, not ${demoSmartAccountAddress}`)
  const execute = (target: Address, value: bigint, data: Hex) =>
    encodeFunctionData({
      abi: simpleAccount.abi,
      functionName: 'execute',
      args: [target, value, data],
    })

  const sign = async (operation: UserOperation<'0.8'>) => {
    const hash = getUserOperationHash({
      chainId,
      entryPointAddress,
      entryPointVersion: '0.8',
      userOperation: operation,
    })
    return { ...operation, signature: await owner.sign({ hash }) }
  }
  const sponsor = async (operation: UserOperation<'0.8'>) => {
    const window = concat([pad(numberToHex(0), { size: 6 }), pad(numberToHex(0), { size: 6 })])
    const stub = { ...operation, paymasterData: concat([window, `0x${'00'.repeat(65)}`]) }
    const hash = (await seeder.client.readContract({
      address: paymaster,
      abi: verifyingPaymaster.abi,
      functionName: 'getHash',
      args: [toPackedUserOperation(stub), 0, 0],
    })) as Hex
    const signature = await privateKeyToAccount(seedPaymasterSignerKey).signMessage({
      message: { raw: hash },
    })
    return { ...operation, paymasterData: concat([window, signature]) }
  }
  const handleOps = (operation: UserOperation<'0.8'>, label: string) =>
    seeder.send({
      from: accountAbstractionDeployer,
      to: entryPointAddress,
      data: encodeFunctionData({
        abi: entryPoint08Abi,
        functionName: 'handleOps',
        args: [[toPackedUserOperation(operation)], accountAbstractionDeployer],
      }),
      gas: 1_000_000n,
      label,
    })

  await seeder.rpc('anvil_impersonateAccount', [accountAbstractionDeployer])
  await seeder.send({
    from: accountAbstractionDeployer,
    to: sender,
    value: parseEther('1'),
    gas: 21_000n,
    label: 'fund the demo smart account',
  })
  const deploy = await sponsor({
    sender,
    nonce: 0n,
    factory: smartAccountFactory,
    factoryData: encodeFunctionData({
      abi: simpleAccountFactory.abi,
      functionName: 'createAccount',
      args: [owner.address, demoSmartAccountSalt],
    }),
    callData: execute(recipient, parseEther('0.05'), '0x'),
    paymaster,
    paymasterVerificationGasLimit: 100_000n,
    paymasterPostOpGasLimit: 0n,
    signature: '0x',
    ...gas,
  })
  await handleOps(await sign(deploy), 'smart account: deploy and send 0.05 ETH (sponsored)')
  await seeder.mine(timestamp)
  const wrap = {
    sender,
    nonce: 1n,
    callData: execute(
      weth,
      parseEther('0.1'),
      encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
    ),
    signature: '0x' as Hex,
    ...gas,
  }
  await handleOps(await sign(wrap), 'smart account: wrap 0.1 ETH')
  await seeder.mine(timestamp + 12)
  await seeder.rpc('anvil_stopImpersonatingAccount', [accountAbstractionDeployer])

  const nonce = await seeder.client.readContract({
    address: entryPointAddress,
    abi: entryPoint08Abi,
    functionName: 'getNonce',
    args: [sender, 0n],
  })
  if (nonce !== 2n) throw fail(`the demo smart account ran ${nonce} operations, not 2`)
  const wrapped = await seeder.client.readContract({
    address: weth,
    abi: wethAbi,
    functionName: 'balanceOf',
    args: [sender],
  })
  if (wrapped !== parseEther('0.1')) throw fail('the demo smart account did not wrap its ETH')
  return sender
}
