import type { AddressInfo } from 'node:net'
import { ensAddresses, namesResolverAbi, pointNamesResolver } from '@airlock/devnet'
import { evmChainIdToCoinType } from '@airlock/protocol'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { encodeAbiParameters, encodeFunctionData, type Hex, namehash, parseAbi, toHex } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { ensDevnetClients } from '../../test/ensDevnetClients.js'
import { unusedPort } from '../../test/ports.js'
import { alice, bob, useSiwxDevnet } from '../../test/siwxHarness.js'
import { createSignatureVerifier } from '../auth/createSignatureVerifier.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { gatewayAbi } from '../names/answerGatewayRequest.js'
import {
  createEnsIdentityLookup,
  type EnsIdentityLookup,
} from '../names/createEnsIdentityLookup.js'
import { createNameRepository } from '../names/createNameRepository.js'
import { defaultAvatar } from '../names/nameAvatar.js'
import { cacheProjectRepository } from '../projects/cacheProjectRepository.js'
import { blockchainLookupRoutes } from './blockchainLookups.js'
import { namesGatewayRoutes } from './namesGateway.js'
import { profileRoutes } from './profile.js'

const zone = 'airlock.test'
const avatar = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`
const { namesResolver } = ensAddresses()
const proofAbi = parseAbi([
  'function resolveWithProof(bytes response, bytes extraData) view returns (bytes)',
  'error UntrustedSigner(address signer)',
  'error ExpiredAnswer(uint64 expires, uint256 now)',
])
const devnet = useSiwxDevnet()

describeEachBackend('names gateway (ERC-3668) on the devnet', (backend) => {
  let database: TestDatabase
  let server: ReturnType<typeof serve>
  let gatewayUrl: string
  let projects: ReturnType<typeof cacheProjectRepository>
  let names: ReturnType<typeof createNameRepository>
  let profiles: Hono
  const signer = privateKeyToAccount(generatePrivateKey())
  const stranger = privateKeyToAccount(generatePrivateKey())
  const rpcUrl = () => devnet.chains[0]?.rpcUrl ?? ''
  const { client, owner } = ensDevnetClients(rpcUrl)
  const ownerCall = async (data: Hex) => {
    const hash = await owner().sendTransaction({ to: namesResolver, data, chain: null })
    await client().waitForTransactionReceipt({ hash })
  }
  const pointResolver = (url: string) =>
    ownerCall(encodeFunctionData({ abi: namesResolverAbi, functionName: 'setUrl', args: [url] }))
  /** Registers (or updates) `account`'s name with its signed `message`, through the profile routes. */
  const register = async (
    account: Pick<PrivateKeyAccount, 'address' | 'signMessage'>,
    message: string,
  ) => {
    const registered = await profiles.request('/v1/profile/account?projectId=names', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: evmChainIdToCoinType(31337),
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    })
    expect(registered.status, await registered.clone().text()).toBe(200)
  }

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    projects = cacheProjectRepository(createProjectRepository(database.db))
    await projects.create({
      id: 'names',
      name: 'Names',
      allowedOrigins: [],
      features: { nameRegistration: 'any' },
    })
    names = createNameRepository(database.db)
    const app = new Hono()
    profiles = app
    app
      .route(
        '/',
        profileRoutes({
          names,
          verifier: createSignatureVerifier({ chains: devnet.chains }),
          ...{ zone, reserved: [], chainIds: [31337] },
          projects,
          logger: createLogger({ logLevel: 'error' }),
        }),
      )
      .route('/', namesGatewayRoutes({ names, zone, signer: async () => signer, ttlSeconds: 300 }))
      .onError(errorHandler(createLogger({ logLevel: 'error' })))
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    gatewayUrl = `http://127.0.0.1:${port}/v1/names/gateway/{sender}/{data}.json`
    // What `npm start` does: point the devnet's resolver at this gateway and trust its signer.
    expect(
      await pointNamesResolver({ chains: devnet.chains, gatewayUrl, signer: signer.address }),
    ).toBeGreaterThan(0)
    expect(
      await pointNamesResolver({ chains: devnet.chains, gatewayUrl, signer: signer.address }),
    ).toBe(0)
    const message = JSON.stringify({
      name: `alice.${zone}`,
      attributes: { avatar, bio: 'Hello' },
      timestamp: Math.floor(Date.now() / 1000),
    })
    await register(alice, message)
  })
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await database?.dispose()
  })

  it('resolves alice.airlock.test forward, reverse, text and avatar with plain viem', async () => {
    const viem = client()
    const name = `alice.${zone}`
    const started = performance.now()
    expect(await viem.getEnsAddress({ name, strict: true })).toBe(alice.address)
    const elapsed = performance.now() - started
    const coinType = BigInt(evmChainIdToCoinType(31337))
    // An ENSIP-11 coin type's address comes back as bytes, which viem leaves in lower case.
    const l2 = await viem.getEnsAddress({ name, coinType })
    expect(l2?.toLowerCase()).toBe(alice.address.toLowerCase())
    expect(await viem.getEnsName({ address: alice.address })).toBe(name)
    expect(await viem.getEnsText({ name, key: 'description' })).toBe('Hello')
    expect(await viem.getEnsAvatar({ name })).toBe(avatar)
    console.info(`getEnsAddress through CCIP-Read: ${elapsed.toFixed(1)} ms`)
  })

  it('gives a name registered without an avatar a picture of its own, to viem and /v1/identity', async () => {
    const carol = privateKeyToAccount(generatePrivateKey())
    const name = `carol${Date.now().toString(36)}.${zone}`
    const message = JSON.stringify({
      name,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    await register(carol, message)
    const picture = defaultAvatar(name)
    expect(picture).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(picture).not.toBe(defaultAvatar(`alice.${zone}`))
    expect(await client().getEnsAvatar({ name })).toBe(picture)
    const identity = await blockchainLookupRoutes({ projects, contexts: new Map(), names }).request(
      `/v1/identity/${carol.address}?projectId=names`,
    )
    expect(await identity.json()).toEqual({ name, avatar: picture })
  })

  it('answers nothing for a name or an address with no record', async () => {
    const viem = client()
    expect(await viem.getEnsAddress({ name: `nobody.${zone}` })).toBeNull()
    expect(await viem.getEnsName({ address: bob.address })).toBeNull()
    expect(await viem.getEnsText({ name: `alice.${zone}`, key: 'url' })).toBeNull()
  })

  it('answers a changed record at once, though the gateway sends its signed answers again', async () => {
    const dave = privateKeyToAccount(generatePrivateKey())
    const name = `dave${Date.now().toString(36)}.${zone}`
    const timestamp = Math.floor(Date.now() / 1000)
    const setBio = (bio: string, at: number) =>
      register(dave, JSON.stringify({ name, attributes: { bio }, timestamp: at }))
    const textCall = encodeFunctionData({
      abi: gatewayAbi,
      functionName: 'resolve',
      args: [
        toHex(packetToBytes(name)),
        encodeFunctionData({
          abi: gatewayAbi,
          functionName: 'text',
          args: [namehash(name), 'description'],
        }),
      ],
    })
    const ask = async () => {
      const response = await fetch(
        gatewayUrl.replace('{sender}', namesResolver).replace('{data}', textCall),
      )
      return ((await response.json()) as { data: Hex }).data
    }
    await setBio('First', timestamp)
    expect(await client().getEnsText({ name, key: 'description' })).toBe('First')
    const first = await ask()
    expect(await ask()).toBe(first)
    await setBio('Second', timestamp + 1)
    expect(await ask()).not.toBe(first)
    expect(await client().getEnsText({ name, key: 'description' })).toBe('Second')
  })

  describe('/v1/identity with ENS on a mainnet RPC (here the devnet ENS deployment)', () => {
    /** The identity routes with `ens` on the devnet's universal resolver, counting its lookups. */
    const identityApp = (options: { ours?: boolean; ens?: EnsIdentityLookup } = {}) => {
      const lookups: string[] = []
      const ens =
        options.ens ?? createEnsIdentityLookup({ rpcUrl: rpcUrl(), chain: client().chain })
      const app = blockchainLookupRoutes({
        projects,
        contexts: new Map(),
        ...(options.ours ? { names } : {}),
        ens: (address) => {
          lookups.push(address)
          return ens(address)
        },
      })
      const identity = async (address: string) => {
        const response = await app.request(`/v1/identity/${address}?projectId=names`)
        expect(response.status).toBe(200)
        return { body: await response.json(), cache: response.headers.get('cache-control') }
      }
      return { identity, lookups }
    }
    afterEach(() => vi.useRealTimers())

    it("answers an address's ENS name and avatar when our registry has none, kept 5 minutes", async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const { identity, lookups } = identityApp()
      const found = { name: `alice.${zone}`, avatar }
      expect(await identity(alice.address)).toEqual({ body: found, cache: 'public, max-age=300' })
      expect(await identity(alice.address.toLowerCase())).toEqual({
        body: found,
        cache: 'public, max-age=300',
      })
      expect(lookups).toEqual([alice.address])
      // No primary name on ENS either: none, kept as long.
      expect((await identity(bob.address)).body).toEqual({ name: null, avatar: null })
      expect((await identity(bob.address)).body).toEqual({ name: null, avatar: null })
      expect(lookups).toEqual([alice.address, bob.address])
      // After 5 minutes ENS is asked again.
      vi.setSystemTime(Date.now() + 300_001)
      expect((await identity(alice.address)).body).toEqual(found)
      expect(lookups).toEqual([alice.address, bob.address, alice.address])
    })

    it('answers our own name first, without asking ENS', async () => {
      const { identity, lookups } = identityApp({
        ours: true,
        ens: async () => ({ name: 'someone-else.eth', avatar: null }),
      })
      expect((await identity(alice.address)).body).toEqual({ name: `alice.${zone}`, avatar })
      expect(lookups).toEqual([])
      expect((await identity(bob.address)).body).toEqual({ name: 'someone-else.eth', avatar: null })
    })

    it('answers none, kept for nothing, when the mainnet RPC does not answer', async () => {
      const { identity, lookups } = identityApp({
        ens: createEnsIdentityLookup({
          rpcUrl: `http://127.0.0.1:${await unusedPort()}`,
          chain: client().chain,
          timeoutMs: 1_000,
        }),
      })
      expect(await identity(alice.address)).toEqual({
        body: { name: null, avatar: null },
        cache: 'no-store',
      })
      await identity(alice.address)
      expect(lookups).toEqual([alice.address, alice.address])
    })
  })

  describe('the resolver refuses answers it cannot trust', () => {
    const name = `alice.${zone}`
    const data = encodeFunctionData({
      abi: gatewayAbi,
      functionName: 'addr',
      args: [namehash(name)],
    })
    const request = encodeFunctionData({
      abi: gatewayAbi,
      functionName: 'resolve',
      args: [toHex(packetToBytes(name)), data],
    })
    const result = encodeAbiParameters([{ type: 'address' }], [alice.address])
    const sign = async (key: typeof signer, answer: Hex, expires: bigint) => {
      const hash = await client().readContract({
        address: namesResolver,
        abi: parseAbi([
          'function makeSignatureHash(address, uint64, bytes, bytes) pure returns (bytes32)',
        ]),
        functionName: 'makeSignatureHash',
        args: [namesResolver, expires, request, answer],
      })
      return encodeAbiParameters(
        [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
        [answer, expires, await key.sign({ hash })],
      )
    }
    const check = (response: Hex) =>
      client().readContract({
        address: namesResolver,
        abi: proofAbi,
        functionName: 'resolveWithProof',
        args: [response, request],
      })
    const later = BigInt(Math.floor(Date.now() / 1000) + 3600)

    it("accepts the gateway's own answer, as the server signs it", async () => {
      const response = await fetch(
        gatewayUrl.replace('{sender}', namesResolver).replace('{data}', request),
      )
      const { data: signed } = (await response.json()) as { data: Hex }
      expect(await check(signed)).toBe(result)
    })

    it('refuses an answer signed by another key', async () => {
      await expect(check(await sign(stranger, result, later))).rejects.toThrow(/UntrustedSigner/)
    })

    it('refuses a tampered answer (another address under a valid signature)', async () => {
      const signed = await sign(signer, result, later)
      const tampered = signed.replace(
        alice.address.slice(2).toLowerCase(),
        bob.address.slice(2).toLowerCase(),
      ) as Hex
      expect(tampered).not.toBe(signed)
      await expect(check(tampered)).rejects.toThrow(/UntrustedSigner/)
    })

    it('refuses an expired answer and an unsigned one', async () => {
      await expect(check(await sign(signer, result, 1n))).rejects.toThrow(/ExpiredAnswer/)
      const unsigned = encodeAbiParameters(
        [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
        [result, later, '0x'],
      )
      await expect(check(unsigned)).rejects.toThrow()
    })

    it('makes viem fail when the gateway signs with a key the resolver does not trust', async () => {
      const rogue = new Hono().route(
        '/',
        namesGatewayRoutes({
          names: createNameRepository(database.db),
          zone,
          signer: async () => stranger,
          ttlSeconds: 300,
        }),
      )
      const rogueServer = serve({ fetch: rogue.fetch, port: 0, hostname: '127.0.0.1' })
      await new Promise((resolve) => rogueServer.once('listening', resolve))
      try {
        await pointResolver(
          `http://127.0.0.1:${(rogueServer.address() as AddressInfo).port}/v1/names/gateway/{sender}/{data}.json`,
        )
        await expect(client().getEnsAddress({ name, strict: true })).rejects.toThrow()
        expect(await client().getEnsAddress({ name })).toBeNull()
      } finally {
        await pointResolver(gatewayUrl)
        await new Promise((resolve) => rogueServer.close(resolve))
      }
      expect(await client().getEnsAddress({ name })).toBe(alice.address)
    })
  })

  it('refuses malformed gateway requests with a 400', async () => {
    const base = gatewayUrl.replace('{sender}', namesResolver)
    expect((await fetch(base.replace('{data}', '0x12345678'))).status).toBe(400)
    expect(
      (await fetch(gatewayUrl.replace('{sender}', 'nope').replace('{data}', '0x'))).status,
    ).toBe(400)
    const wrongNode = encodeFunctionData({
      abi: gatewayAbi,
      functionName: 'resolve',
      args: [
        toHex(packetToBytes(`alice.${zone}`)),
        encodeFunctionData({
          abi: gatewayAbi,
          functionName: 'addr',
          args: [namehash(`bob.${zone}`)],
        }),
      ],
    })
    expect((await fetch(base.replace('{data}', wrongNode))).status).toBe(400)
  })
})
