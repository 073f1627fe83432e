import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  parseEther,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Devnet, startDevnet } from '../startDevnet.js'
import { accountAbstractionDeployer, paymasterDeposit } from './accountAbstractionDeployment.js'
import { demoSmartAccountAddress, smartAccountOwner } from './deployment.js'
import { loadArtifacts } from './loadArtifacts.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
    fund: [],
  })
})
afterAll(() => devnet?.stop())

function chain(chainId: number) {
  const running = devnet.chains.find((entry) => entry.chainId === chainId)
  const entry = devnet.manifest.chains.find((entry) => entry.chainId === chainId)
  if (!running || !entry) throw new Error(`no chain ${chainId}`)
  return { client: createPublicClient({ transport: http(running.rpcUrl) }), entry }
}

test("EntryPoint v0.8 and its factory sit at their canonical addresses, viem's among them", () => {
  for (const chainId of [31337, 31338]) {
    const { contracts } = chain(chainId).entry
    expect(contracts.entryPoint).toBe(entryPoint08Address)
    expect(contracts.smartAccountFactory).toBe('0x13E9ed32155810FDbd067D4522C492D6f68E5944')
  }
})

test('the paymaster is funded and staked on the EntryPoint, owned by its deployer', async () => {
  for (const chainId of [31337, 31338]) {
    const { client, entry } = chain(chainId)
    const paymaster = entry.contracts.paymaster as Address
    const info = await client.readContract({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      functionName: 'getDepositInfo',
      args: [paymaster],
    })
    // Less what it paid for the demo account's first operation.
    expect(
      info.deposit < paymasterDeposit && info.deposit > paymasterDeposit - parseEther('0.1'),
    ).toBe(true)
    expect(info.staked).toBe(true)
    expect(
      await client.readContract({
        address: paymaster,
        abi: loadArtifacts().verifyingPaymaster.abi,
        functionName: 'owner',
      }),
    ).toBe(accountAbstractionDeployer)
  }
})

test('the demo smart account is Alice’s, deployed, with two operations behind it', async () => {
  for (const chainId of [31337, 31338]) {
    const { client, entry } = chain(chainId)
    expect(entry.contracts.demoSmartAccount).toBe(demoSmartAccountAddress)
    const address = demoSmartAccountAddress
    const read = { address, abi: loadArtifacts().simpleAccount.abi } as const
    expect(await client.readContract({ ...read, functionName: 'owner' })).toBe(smartAccountOwner)
    const nonce = await client.readContract({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      functionName: 'getNonce',
      args: [address, 0n],
    })
    expect(nonce).toBe(2n)
    // 1 ETH in, 0.05 ETH to Bob, 0.1 ETH wrapped, the second operation's gas paid by itself.
    const balance = await client.getBalance({ address })
    expect(balance < parseEther('0.85')).toBe(true)
    expect(balance > parseEther('0.7')).toBe(true)
    const logs = await client.getContractEvents({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      eventName: 'UserOperationEvent',
      args: { sender: address },
      fromBlock: 0n,
    })
    expect(logs.map((log) => [log.args.nonce, log.args.success, log.args.paymaster])).toEqual([
      [0n, true, entry.contracts.paymaster],
      [1n, true, '0x0000000000000000000000000000000000000000'],
    ])
  }
})

test('the session-key validator and the SessionAccount factory are CREATE2 deployments on both chains', async () => {
  const { sessionAccountFactory, sessionKeyValidator, sessionAccount } = loadArtifacts()
  for (const chainId of [31337, 31338]) {
    const { client, entry } = chain(chainId)
    const { contracts } = entry
    expect(contracts.sessionKeyValidator).toBe('0x831E9Eed5304b1E5ce0873d637013b05ef123ee0')
    expect(contracts.sessionAccountFactory).toBe('0xBf15aE8114A11fcEA1eCE5fEC72410173f385c8c')
    const factory = contracts.sessionAccountFactory as Address
    const implementation = (await client.readContract({
      address: factory,
      abi: sessionAccountFactory.abi,
      functionName: 'accountImplementation',
    })) as Address
    expect(
      await client.readContract({
        address: implementation,
        abi: sessionAccount.abi,
        functionName: 'sessionValidator',
      }),
    ).toBe(contracts.sessionKeyValidator)
    expect(
      await client.readContract({
        address: contracts.sessionKeyValidator as Address,
        abi: sessionKeyValidator.abi,
        functionName: 'SESSION_MAGIC',
      }),
    ).toBe('0x5e551047')
  }
})

/** The owner's signature for `account` over `hash` (SessionAccount's replay-safe EIP-712 hash). */
function signAs(
  owner: ReturnType<typeof privateKeyToAccount>,
  account: Address,
  chainId: number,
  hash: Hex,
) {
  return owner.signTypedData({
    domain: { name: 'Airlock SessionAccount', version: '1', chainId, verifyingContract: account },
    types: { AirlockAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AirlockAccountMessage',
    message: { hash },
  })
}

test("a SessionAccount signs with its owner's key (ERC-1271), bound to itself and its chain; ERC-6492 before it exists", async () => {
  const { sessionAccountFactory, sessionAccount } = loadArtifacts()
  const { client, entry } = chain(31337)
  const factory = entry.contracts.sessionAccountFactory as Address
  const owner = privateKeyToAccount(generatePrivateKey())
  const address = (salt: bigint) =>
    client.readContract({
      address: factory,
      abi: sessionAccountFactory.abi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    }) as Promise<Address>
  const [first, second] = [await address(0n), await address(1n)]
  const message = 'airlock 1271'
  const hash = hashMessage(message)
  const factoryData = (salt: bigint) =>
    encodeFunctionData({
      abi: sessionAccountFactory.abi,
      functionName: 'createAccount',
      args: [owner.address, salt],
    })

  // Before deployment: ERC-6492 (viem's universal validator deploys it inside its eth_call).
  const counterfactual = serializeErc6492Signature({
    address: factory,
    data: factoryData(0n),
    signature: await signAs(owner, first, 31337, hash),
  })
  expect(await client.verifyMessage({ address: first, message, signature: counterfactual })).toBe(
    true,
  )
  expect(await client.getCode({ address: first })).toBeUndefined()
  // The owner's plain signature is not the account's.
  const plain = await owner.signMessage({ message })
  expect(
    await client.verifyMessage({
      address: first,
      message,
      signature: serializeErc6492Signature({
        address: factory,
        data: factoryData(0n),
        signature: plain,
      }),
    }),
  ).toBe(false)

  // Anyone may deploy an account for its owner (an ERC-6492 verifier does, in its call).
  const funder = privateKeyToAccount(generatePrivateKey())
  const rpcUrl = devnet.chains.find((running) => running.chainId === 31337)?.rpcUrl ?? ''
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [funder.address, toHex(parseEther('1'))] as never,
  })
  const wallet = createWalletClient({ account: funder, transport: http(rpcUrl) })
  for (const salt of [0n, 1n])
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: factory, data: factoryData(salt), chain: null }),
    })
  expect(
    await client.readContract({ address: first, abi: sessionAccount.abi, functionName: 'owner' }),
  ).toBe(owner.address)

  // After deployment: ERC-1271.
  const isValid = (account: Address, signature: Hex) =>
    client.readContract({
      address: account,
      abi: sessionAccount.abi,
      functionName: 'isValidSignature',
      args: [hash, signature],
    })
  const forFirst = await signAs(owner, first, 31337, hash)
  expect(await isValid(first, forFirst)).toBe('0x1626ba7e')
  expect(await client.verifyMessage({ address: first, message, signature: forFirst })).toBe(true)
  // Replays refused: the same owner's other account, another chain's signature, the bare hash.
  expect(await isValid(second, forFirst)).toBe('0xffffffff')
  expect(await isValid(first, await signAs(owner, first, 31338, hash))).toBe('0xffffffff')
  expect(await isValid(first, plain)).toBe('0xffffffff')
  expect(await isValid(first, '0x1234')).toBe('0xffffffff')
})
