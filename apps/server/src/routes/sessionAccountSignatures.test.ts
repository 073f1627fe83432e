import { evmChainIdToCoinType } from '@airlock/protocol'
import { profileAccount, profileErrorBody } from '@airlock/protocol/schemas'
import { Hono } from 'hono'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  isErc6492Signature,
  parseAbi,
  parseEther,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import {
  smartAccount as devSmartAccount,
  useSiwxDevnet,
  useSiwxHarness,
} from '../../test/siwxHarness.js'
import { createSignatureVerifier } from '../auth/createSignatureVerifier.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { createNameRepository } from '../names/createNameRepository.js'
import {
  createSmartAccountOwners,
  sessionAccountFactoryAddress,
  smartAccountOwner,
} from '../names/smartAccountOwner.js'
import { cacheProjectRepository } from '../projects/cacheProjectRepository.js'
import { profileRoutes } from './profile.js'

// The embedded wallet's smart account (our SessionAccount, apps/devnet/contracts) signing in with
// SIWE and registering a name: ERC-6492 before its first operation, ERC-1271 after, on the devnet.
// The account signs `hash` when its owner signs the account's replay-safe hash (EIP-712
// `AirlockAccountMessage(bytes32 hash)` in the account's and the chain's domain).

const chain = useSiwxDevnet()
const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
])

/** A fresh owner's SessionAccount (salt 0 or 1) and how it signs a message. */
async function sessionAccount(salt = 0n, owner = privateKeyToAccount(generatePrivateKey())) {
  const contracts = chain.devnet.manifest.chains[0]?.contracts
  const factory = contracts?.sessionAccountFactory as Address
  const client = createPublicClient({ transport: http(chain.devnet.chains[0]?.rpcUrl) })
  const address = await client.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner.address, salt],
  })
  const factoryData = encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner.address, salt],
  })
  /** The owner's signature over the replay-safe hash of `message` for `account`. */
  const signFor = (account: Address, message: string) =>
    owner.signTypedData({
      domain: {
        name: 'Airlock SessionAccount',
        version: '1',
        chainId: 31337,
        verifyingContract: account,
      },
      types: { AirlockAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
      primaryType: 'AirlockAccountMessage',
      message: { hash: hashMessage(message) },
    })
  return {
    owner,
    address,
    client,
    /** The account's signature: ERC-6492-wrapped while it has no code. */
    async sign(message: string, account = address): Promise<Hex> {
      const signature = await signFor(account, message)
      if (await client.getCode({ address })) return signature
      return serializeErc6492Signature({ address: factory, data: factoryData, signature })
    },
    /** Deploys the account (anyone may call the factory), paid by a funded throwaway key. */
    async deploy() {
      const payer = privateKeyToAccount(generatePrivateKey())
      await client.request({
        method: 'anvil_setBalance' as never,
        params: [payer.address, toHex(parseEther('1'))] as never,
      })
      const wallet = createWalletClient({
        account: payer,
        transport: http(chain.devnet.chains[0]?.rpcUrl),
      })
      const hash = await wallet.sendTransaction({ to: factory, data: factoryData, chain: null })
      await client.waitForTransactionReceipt({ hash })
    },
  }
}

describeEachBackend('SIWE sign-in as a SessionAccount', (backend) => {
  const { getNonce, createMessage, authenticate, expectRefusal } = useSiwxHarness(backend, chain)

  const attempt = async (address: Address, sign: (message: string) => Promise<Hex>) => {
    const { nonce, token } = await getNonce()
    const message = createMessage(nonce, { address })
    return authenticate({ message, signature: await sign(message), token })
  }

  it('signs in before deployment (ERC-6492) and after (ERC-1271)', async () => {
    const account = await sessionAccount()
    const before = await attempt(account.address, (message) => account.sign(message))
    expect(before.status, await before.clone().text()).toBe(200)
    // Verified inside an eth_call: the account is still not deployed.
    expect(await account.client.getCode({ address: account.address })).toBeUndefined()

    await account.deploy()
    const after = await attempt(account.address, async (message) => {
      const signature = await account.sign(message)
      expect(isErc6492Signature(signature)).toBe(false)
      return signature
    })
    expect(after.status, await after.clone().text()).toBe(200)
  })

  it("refuses the owner's plain signature, and one the owner gave as another of its accounts", async () => {
    const first = await sessionAccount(0n)
    const second = await sessionAccount(1n, first.owner)
    await first.deploy()
    await second.deploy()
    await expectRefusal(
      attempt(first.address, (message) => first.owner.signMessage({ message })),
      401,
      'InvalidSiweSignatureError',
      `Signature is not valid for ${first.address} on chain 31337`,
    )
    // Signed for the second account: not valid for the first (the hash names the account).
    await expectRefusal(
      attempt(first.address, (message) => second.sign(message)),
      401,
      'InvalidSiweSignatureError',
      `Signature is not valid for ${first.address} on chain 31337`,
    )
  })
})

describeEachBackend('name registration as a SessionAccount', (backend) => {
  let database: TestDatabase
  let app: Hono
  const clockMs = Date.now()
  const coinType = evmChainIdToCoinType(31337)
  const embedded = new Set<string>()

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    const projects = cacheProjectRepository(createProjectRepository(database.db))
    await projects.create({
      id: 'names',
      name: 'Names',
      allowedOrigins: ['http://localhost:*'],
      features: { nameRegistration: 'any' },
    })
    await projects.create({
      id: 'embedded',
      name: 'Embedded only',
      allowedOrigins: ['http://localhost:*'],
    })
    const names = createNameRepository(database.db)
    app = new Hono().route(
      '/',
      profileRoutes({
        // The embedded wallets: the owners this file says are (no e-mail logins here).
        names: { ...names, isEmbeddedWallet: async (address) => embedded.has(address) },
        verifier: createSignatureVerifier({ chains: chain.chains }),
        smartAccountOwner: createSmartAccountOwners({ chains: chain.chains }),
        ...{ zone: 'airlock.test', reserved: [], chainIds: [31337, 31338] },
        now: () => clockMs,
        projects,
        logger: createLogger({ logLevel: 'silent' }),
      }),
    )
  })
  afterAll(() => database?.dispose())

  const register = (
    address: Address,
    name: string,
    sign: (message: string) => Promise<Hex>,
    project = 'names',
  ) => {
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(clockMs / 1000) })
    return sign(message).then((signature) =>
      app.request(`/v1/profile/account?projectId=${project}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
        body: JSON.stringify({ coin_type: coinType, address, message, signature }),
      }),
    )
  }

  it('registers a name before deployment (ERC-6492) and another after (ERC-1271)', async () => {
    const account = await sessionAccount()
    const before = await register(account.address, 'smart-before', (m) => account.sign(m))
    expect(before.status, await before.clone().text()).toBe(200)
    expect(profileAccount.parse(await before.json()).name).toBe('smart-before.airlock.test')
    await account.deploy()
    const other = await sessionAccount()
    await other.deploy()
    const after = await register(other.address, 'smart-after', (m) => other.sign(m))
    expect(after.status, await after.clone().text()).toBe(200)
  })

  it("refuses the owner's plain signature for its deployed account", async () => {
    const account = await sessionAccount()
    await account.deploy()
    const response = await register(account.address, 'smart-plain', (message) =>
      account.owner.signMessage({ message }),
    )
    const body = profileErrorBody.parse(await response.json())
    expect([response.status, body.reasons[0]?.name]).toEqual([401, 'InvalidNameSignatureError'])
  })

  it("where only embedded wallets may: an embedded wallet's smart account may, before and after deployment; another owner's may not", async () => {
    const mine = await sessionAccount()
    embedded.add(mine.owner.address)
    const before = await register(mine.address, 'embedded-before', (m) => mine.sign(m), 'embedded')
    expect(before.status, await before.clone().text()).toBe(200)
    await mine.deploy()
    const after = await register(mine.address, 'embedded-after', (m) => mine.sign(m), 'embedded')
    expect(after.status, await after.clone().text()).toBe(200)

    const stranger = await sessionAccount()
    const refused = await register(
      stranger.address,
      'stranger',
      (m) => stranger.sign(m),
      'embedded',
    )
    const body = profileErrorBody.parse(await refused.json())
    expect([refused.status, body.reasons[0]?.name]).toEqual([
      403,
      'NameRegistrationNotAllowedError',
    ])
  })
})

it('smartAccountOwner: the owner only of an account the factory makes for it with salt 0', async () => {
  for (const entry of chain.devnet.manifest.chains)
    expect(entry.contracts.sessionAccountFactory).toBe(sessionAccountFactoryAddress)
  const account = await sessionAccount()
  const { client, owner } = account
  const lookup = (address: Address, signature: Hex) =>
    smartAccountOwner({ client, address, signature })
  const counterfactual = await account.sign('hi')
  expect(await lookup(account.address, counterfactual)).toBe(owner.address)
  // The wrapper names the owner, but the address is another's.
  expect(await lookup(devSmartAccount, counterfactual)).toBeUndefined()
  // Salt 1: not the embedded wallet's account.
  const other = await sessionAccount(1n, owner)
  expect(await lookup(other.address, await other.sign('hi'))).toBeUndefined()
  await account.deploy()
  expect(await lookup(account.address, await account.sign('hi'))).toBe(owner.address)
  // A contract with an owner() that the factory did not make (Alice's DevSmartAccount).
  expect(await lookup(devSmartAccount, await account.sign('hi'))).toBeUndefined()
})
