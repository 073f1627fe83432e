import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { evmChainIdToCoinType } from '@airlock/protocol'
import { profileAccount, profileErrorBody } from '@airlock/protocol/schemas'
import { count } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  concatHex,
  encodeDeployData,
  getContractAddress,
  type Hex,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { alice, bob, smartAccount, useSiwxDevnet } from '../../test/siwxHarness.js'
import { createSignatureVerifier } from '../auth/createSignatureVerifier.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { profileNames } from '../db/schema.js'
import { createNameRepository } from '../names/createNameRepository.js'
import { cacheProjectRepository } from '../projects/cacheProjectRepository.js'
import { blockchainLookupRoutes } from './blockchainLookups.js'
import { profileRoutes } from './profile.js'

const create2Factory = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
const devSmartAccount = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@airlock/devnet/artifacts/DevSmartAccount.json'),
    'utf8',
  ),
) as { abi: readonly unknown[]; bytecode: Hex }
const zone = 'airlock.test'
const coinType = evmChainIdToCoinType(31337)
const chain = useSiwxDevnet()

describeEachBackend('/v1/profile', (backend) => {
  let database: TestDatabase
  let app: Hono
  const logged: string[] = []
  let clockMs = Date.now()

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
    app = new Hono()
      .route('/', blockchainLookupRoutes({ projects, contexts: new Map(), names }))
      .route(
        '/',
        profileRoutes({
          names,
          verifier: createSignatureVerifier({ chains: chain.chains }),
          ...{ zone, reserved: ['admin', 'support'], chainIds: [31337, 31338] },
          now: () => clockMs,
          projects,
          logger: createLogger({ logLevel: 'error' }, { write: (line) => void logged.push(line) }),
        }),
      )
  })
  afterAll(() => database?.dispose())

  const get = (path: string, project = 'names') =>
    app.request(`/v1/profile/${path}${path.includes('?') ? '&' : '?'}projectId=${project}`)
  const message = (name: string, fields: Record<string, unknown> = {}) =>
    JSON.stringify({ name, attributes: {}, timestamp: Math.floor(clockMs / 1000), ...fields })
  const post = async (
    body: { message: string; address?: string; signature?: Hex; coin_type?: number },
    { signer = alice, project = 'names' } = {},
  ) =>
    app.request(`/v1/profile/account?projectId=${project}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({
        coin_type: body.coin_type ?? coinType,
        address: body.address ?? signer.address,
        message: body.message,
        signature: body.signature ?? (await signer.signMessage({ message: body.message })),
      }),
    })
  const rows = async () => (await database.db.select({ n: count() }).from(profileNames))[0]?.n
  const refused = async (response: Response | Promise<Response>, status: number, name: string) => {
    const answer = await response
    const body = profileErrorBody.parse(await answer.json())
    expect({ http: answer.status, status: body.status, name: body.reasons[0]?.name }).toEqual({
      http: status,
      status,
      name,
    })
    return body.reasons[0]?.description
  }

  describe('registration', () => {
    it('registers alice, then finds it by name, by address and in suggestions', async () => {
      const response = await post({
        message: message(`alice.${zone}`, { attributes: { avatar: 'https://example.org/a.png' } }),
      })
      expect(response.status, await response.clone().text()).toBe(200)
      const account = profileAccount.parse(await response.json())
      expect(account.name).toBe('alice.airlock.test')
      expect(account.addresses[String(coinType)]?.address).toBe(alice.address)
      expect(account.attributes).toEqual([{ avatar: 'https://example.org/a.png' }])
      const byName = await get('account/alice.airlock.test')
      expect(byName.headers.get('cache-control')).toBe('public, max-age=300')
      expect(profileAccount.parse(await byName.json()).name).toBe('alice.airlock.test')
      // Case folds (ENSIP-15): ALICE is alice.
      expect((await get('account/ALICE')).status).toBe(200)
      const reverse = (await (await get(`reverse/${alice.address.toLowerCase()}`)).json()) as {
        name: string
      }[]
      expect(reverse.map((entry) => entry.name)).toEqual(['alice.airlock.test'])
      const { suggestions } = (await (await get(`suggestions/alice?zone=${zone}`)).json()) as {
        suggestions: { name: string; registered: boolean }[]
      }
      expect(suggestions[0]).toEqual({ name: 'alice.airlock.test', registered: true })
      expect(suggestions.slice(1).every((entry) => !entry.registered)).toBe(true)
      expect(suggestions.length).toBe(6)
    })

    it("shows alice's primary name and avatar in /v1/identity at once, and none for bob", async () => {
      const identity = await app.request(
        `/v1/identity/${alice.address.toLowerCase()}?projectId=names`,
      )
      expect(await identity.json()).toEqual({
        name: 'alice.airlock.test',
        avatar: 'https://example.org/a.png',
      })
      const none = await app.request(`/v1/identity/${bob.address}?projectId=names`)
      expect(await none.json()).toEqual({ name: null, avatar: null })
    })

    it('accepts the bare label and a smart account (ERC-1271) signed by its owner', async () => {
      const response = await post({
        message: message('carol-account'),
        address: smartAccount,
        signature: await alice.signMessage({ message: message('carol-account') }),
      })
      expect(response.status, await response.clone().text()).toBe(200)
      expect(profileAccount.parse(await response.json()).name).toBe('carol-account.airlock.test')
    })

    it('accepts a counterfactual smart account (ERC-6492)', async () => {
      const initCode = encodeDeployData({
        abi: devSmartAccount.abi,
        bytecode: devSmartAccount.bytecode,
        args: [alice.address],
      })
      const salt = keccak256(toHex(`names ${Date.now()} ${Math.random()}`))
      const account = getContractAddress({
        opcode: 'CREATE2',
        from: create2Factory,
        salt,
        bytecode: initCode,
      })
      const text = message('dave-counterfactual')
      const signature = serializeErc6492Signature({
        address: create2Factory,
        data: concatHex([salt, initCode]),
        signature: await alice.signMessage({ message: text }),
      })
      const response = await post({ message: text, address: account, signature })
      expect(response.status, await response.clone().text()).toBe(200)
    })

    it('updates attributes when the owner signs a newer message', async () => {
      clockMs += 5_000
      const response = await post({ message: message('alice', { attributes: { bio: 'hi' } }) })
      expect(response.status, await response.clone().text()).toBe(200)
      expect(profileAccount.parse(await response.json()).attributes).toEqual([{ bio: 'hi' }])
    })
  })

  describe('bad input and attacks: refused, nothing written', () => {
    const cases: [string, string, number, string][] = [
      ['3 characters', 'bob', 400, 'InvalidNameError'],
      ['a dot in the label', 'bob.smith', 400, 'InvalidNameError'],
      ['a space', 'bob smith', 400, 'InvalidNameError'],
      ['an emoji', 'bob😀bob', 400, 'InvalidNameError'],
      ['mixed scripts (Latin and Cyrillic)', 'pаypal', 400, 'InvalidNameError'],
      ['an underscore', 'bob_smith', 400, 'InvalidNameError'],
      ['a reserved name', 'support', 403, 'NameReservedError'],
    ]
    for (const [what, name, status, error] of cases)
      it(`refuses a name with ${what}`, async () => {
        const before = await rows()
        await refused(post({ message: message(name) }), status, error)
        expect(await rows()).toBe(before)
        if (status === 400)
          await refused(get(`suggestions/${encodeURIComponent(name)}`), 400, 'InvalidNameError')
      })

    it('refuses a taken name', async () => {
      const before = await rows()
      const description = await refused(
        post({ message: message('alice') }, { signer: bob }),
        409,
        'NameTakenError',
      )
      expect(description).toBe('Name "alice.airlock.test" is already registered')
      expect(await rows()).toBe(before)
    })

    it('refuses a signature by another account', async () => {
      const text = message('erin-name')
      await refused(
        post({
          message: text,
          address: alice.address,
          signature: await bob.signMessage({ message: text }),
        }),
        401,
        'InvalidNameSignatureError',
      )
      expect((await get('account/erin-name')).status).toBe(404)
    })

    it('refuses a replayed message', async () => {
      const text = message('frank-name')
      const signature = await alice.signMessage({ message: text })
      expect((await post({ message: text, signature })).status).toBe(200)
      await refused(post({ message: text, signature }), 409, 'ReplayedNameMessageError')
    })

    it('refuses a stale or future message (±10 min)', async () => {
      const at = (seconds: number) =>
        message('grace-name', { timestamp: Math.floor(clockMs / 1000) + seconds })
      await refused(post({ message: at(-601) }), 400, 'StaleNameMessageError')
      await refused(post({ message: at(601) }), 400, 'StaleNameMessageError')
      expect((await get('account/grace-name')).status).toBe(404)
    })

    it('refuses malformed bodies, messages, addresses and coin types', async () => {
      await refused(post({ message: 'not json' }), 400, 'InvalidNameMessageError')
      await refused(
        post({ message: JSON.stringify({ name: 'helen-name' }) }),
        400,
        'InvalidNameMessageError',
      )
      await refused(
        post({ message: message('helen-name'), address: '0x1234' }),
        400,
        'InvalidNameMessageError',
      )
      await refused(
        post({ message: message('helen-name'), coin_type: evmChainIdToCoinType(1) }),
        400,
        'UnsupportedCoinTypeError',
      )
      const bad = await app.request('/v1/profile/account?projectId=names', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"coin_type":"x"}',
      })
      expect(bad.status).toBe(400)
      await refused(get(`suggestions/alice?zone=reown.id`), 400, 'InvalidNameMessageError')
      await refused(get('reverse/0xnope'), 400, 'InvalidNameMessageError')
      await refused(get('account/nobody-here'), 404, 'NameNotFoundError')
    })

    it('refuses an external wallet where the project allows only embedded wallets', async () => {
      await refused(
        post({ message: message('ivan-name') }, { project: 'embedded' }),
        403,
        'NameRegistrationNotAllowedError',
      )
      expect((await get('account/ivan-name')).status).toBe(404)
    })

    it('answers an address with no names with an empty list, and logged no 500', async () => {
      expect(await (await get(`reverse/${bob.address}`)).json()).toEqual([])
      expect(logged).toEqual([])
    })
  })
})
