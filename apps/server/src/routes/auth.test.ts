import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Devnet, readManifest, startDevnet } from '@airlock/devnet'
import { authNonceResponse, authSessionResponse, errorBody } from '@airlock/protocol'
import { copyDevnetSnapshot, demoAccounts, freeDevnetPorts } from '@airlock/test-kit'
import { count, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  type Address,
  concatHex,
  createPublicClient,
  encodeDeployData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { unusedPort } from '../../test/ports.js'
import { hashToken } from '../auth/hashToken.js'
import { loadConfig } from '../config/loadConfig.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository, type ProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { authAccounts, authNonces, authSessions } from '../db/schema.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { notFound } from '../middleware/notFound.js'
import { cacheProjectRepository } from '../projects/cacheProjectRepository.js'
import { type AuthRoutesParameters, authRoutes } from './auth.js'

const origin = 'http://localhost:5173'
const [alice, bob] = demoAccounts().map(({ account }) => account) as [
  ReturnType<typeof demoAccounts>[number]['account'],
  ReturnType<typeof demoAccounts>[number]['account'],
]
const smartAccount = readManifest().chains[0]?.contracts.smartAccount as Address
// Anvil's built-in CREATE2 factory (Arachnid's deterministic deployment proxy).
const create2Factory = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
const devSmartAccount = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@airlock/devnet/artifacts/DevSmartAccount.json'),
    'utf8',
  ),
) as { abi: readonly unknown[]; bytecode: Hex }

let devnet: Devnet
let chains: AuthRoutesParameters['chains']
beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
    fund: [],
  })
  chains = devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
})
afterAll(() => devnet?.stop())

describeEachBackend('/auth/v1', (backend) => {
  let database: TestDatabase
  let projects: ProjectRepository
  let app: Hono
  // The server's clock runs this far ahead of the real one.
  let skewMs = 0
  const now = () => new Date(Date.now() + skewMs)
  const logged: string[] = []

  const mount = (parameters: Partial<AuthRoutesParameters> = {}) => {
    const mounted = new Hono().route(
      '/',
      authRoutes({ db: database.db, projects, chains, now, nonceRateLimit: false, ...parameters }),
    )
    mounted.notFound(notFound)
    mounted.onError(
      errorHandler(
        createLogger({ logLevel: 'error' }, { write: (line) => void logged.push(line) }),
      ),
    )
    return mounted
  }

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    projects = cacheProjectRepository(createProjectRepository(database.db))
    await projects.create({
      id: 'siwe',
      name: 'Sign-in',
      allowedOrigins: ['http://localhost:*', 'https://app.example.org'],
    })
    await projects.create({
      id: 'other',
      name: 'Another project',
      allowedOrigins: ['http://localhost:*'],
    })
    app = mount()
  })
  afterEach(() => {
    skewMs = 0
    // A 500 would be logged here: no request in this suite may cause one.
    expect(logged).toEqual([])
  })
  afterAll(() => database?.dispose())

  const request = (
    path: string,
    init: RequestInit & { project?: string; origin?: string | null } = {},
    target = app,
  ) => {
    const { project = 'siwe', origin: from = origin, headers, ...rest } = init
    const separator = path.includes('?') ? '&' : '?'
    return target.request(`/auth/v1/${path}${separator}projectId=${project}&st=appkit&sv=1.7.7`, {
      ...rest,
      headers: { ...(from === null ? {} : { origin: from }), ...headers },
    })
  }

  const getNonce = async ({ project = 'siwe', target = app } = {}) =>
    authNonceResponse.parse(await (await request('nonce', { project }, target)).json())

  type Fields = Partial<Parameters<typeof createSiweMessage>[0]>
  const createMessage = (nonce: string, fields: Fields = {}) =>
    createSiweMessage({
      scheme: 'http',
      domain: 'localhost:5173',
      address: alice.address,
      statement: 'Sign in with your wallet.',
      uri: `${origin}/`,
      version: '1',
      chainId: 31337,
      nonce,
      issuedAt: now(),
      expirationTime: new Date(now().getTime() + 24 * 60 * 60_000),
      ...fields,
    })

  type Attempt = {
    message: string
    signature: Hex
    token?: string | null
    data?: unknown
    project?: string
    origin?: string | null
    contentType?: string
  }
  const authenticate = (
    { message, signature, token, data, project, origin: from, contentType = 'text/plain' }: Attempt,
    target = app,
  ) =>
    request(
      'authenticate',
      {
        method: 'POST',
        project: project ?? 'siwe',
        origin: from === undefined ? origin : from,
        headers: {
          'content-type': contentType,
          ...(token ? { 'x-nonce-jwt': `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ message, signature, ...(data === undefined ? {} : { data }) }),
      },
      target,
    )

  /** Signs in as `signer` (Alice by default) and returns the session token. */
  const signIn = async (
    { signer = alice, fields = {} }: { signer?: typeof alice; fields?: Fields } = {},
    target = app,
  ) => {
    const { nonce, token } = await getNonce({ target })
    const message = createMessage(nonce, fields)
    const response = await authenticate(
      { message, signature: await signer.signMessage({ message }), token },
      target,
    )
    expect(response.status, await response.clone().text()).toBe(200)
    return ((await response.json()) as { token: string }).token
  }

  const sessions = async () =>
    (await database.db.select({ n: count() }).from(authSessions))[0]?.n ?? 0

  /** Expects a refusal: the status, its error name and message, and no new session. */
  const expectRefusal = async (
    attempt: Response | Promise<Response>,
    status: number,
    name: string,
    message: string,
  ) => {
    const before = await sessions()
    const response = await attempt
    const body = errorBody.parse(await response.json())
    expect({ status: response.status, name: body.name, message: body.message }).toEqual({
      status,
      name,
      message,
    })
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await sessions()).toBe(before)
    return body
  }

  describe('GET /auth/v1/nonce', () => {
    it('hands out 160-bit hex nonces with a 256-bit token, stored hashed, never cached', async () => {
      const response = await request('nonce')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const { nonce, token } = authNonceResponse.parse(await response.json())
      expect(nonce).toMatch(/^[0-9a-f]{40}$/)
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const [row] = await database.db.select().from(authNonces).where(eq(authNonces.nonce, nonce))
      expect(row).toMatchObject({
        projectId: 'siwe',
        tokenHash: hashToken(token),
        consumedAt: null,
      })
      expect(JSON.stringify(row)).not.toContain(token)
      expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(5 * 60_000)
    })

    it('never repeats a nonce, and consecutive ones share no structure', async () => {
      const nonces = await Promise.all(
        Array.from({ length: 50 }, async () => (await getNonce()).nonce),
      )
      expect(new Set(nonces).size).toBe(50)
      // viem's generateSiweNonce shares 95 of 96 characters between consecutive calls.
      const [first = '', second = ''] = nonces
      const same = [...first].filter((character, index) => second[index] === character).length
      expect(same).toBeLessThan(12)
    })

    it('needs a known project, and answers only its allowed origins (with credentials)', async () => {
      expect((await request('nonce', { project: '' })).status).toBe(400)
      expect((await request('nonce', { project: 'nope' })).status).toBe(403)
      const refused = await request('nonce', { origin: 'https://evil.example' })
      expect(refused.status).toBe(403)
      expect((await refused.json()) as unknown).toMatchObject({ name: 'OriginNotAllowedError' })
      expect(refused.headers.get('access-control-allow-credentials')).toBeNull()
      const allowed = await request('nonce')
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin)
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
      expect(allowed.headers.get('vary')).toContain('Origin')
    })

    it('limits nonces per client and project', async () => {
      const limited = mount({ nonceRateLimit: { max: 2, windowMs: 60_000 } })
      expect((await request('nonce', {}, limited)).status).toBe(200)
      expect((await request('nonce', {}, limited)).status).toBe(200)
      const third = await request('nonce', {}, limited)
      expect(third.status).toBe(429)
      expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
      expect((await request('nonce', { project: 'other' }, limited)).status).toBe(200)
    })
  })

  describe('POST /auth/v1/authenticate', () => {
    it('signs an EOA in: a token, an HttpOnly SameSite=Lax cookie, and the session stored', async () => {
      const { nonce, token: nonceToken } = await getNonce()
      const message = createMessage(nonce)
      const signature = await alice.signMessage({ message })
      const data = { accountAddress: alice.address, chainId: 'eip155:31337', nonce }
      const response = await authenticate({ message, signature, token: nonceToken, data })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const { token } = (await response.json()) as { token: string }
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const cookie = response.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(
        new RegExp(`^airlock-siwx-siwe=${token}; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax$`),
      )

      const [row] = await database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.tokenHash, hashToken(token)))
      expect(row).toMatchObject({
        projectId: 'siwe',
        address: alice.address,
        chainId: 31337,
        domain: 'localhost:5173',
        nonce,
        message,
        signature,
        data,
        revokedAt: null,
      })
      // 12 h, the longest session, is sooner than the message's 24 h expiration.
      expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(12 * 3600_000)
      expect(JSON.stringify(row)).not.toContain(token)
      const [used] = await database.db.select().from(authNonces).where(eq(authNonces.nonce, nonce))
      expect(used?.consumedAt).toBeInstanceOf(Date)
    })

    it('accepts application/json, and a message whose scheme is left out on the same origin', async () => {
      const { nonce, token } = await getNonce()
      const message = createMessage(nonce, { scheme: undefined, statement: undefined })
      expect(message.startsWith('localhost:5173 wants you')).toBe(true)
      const response = await authenticate({
        message,
        signature: await alice.signMessage({ message }),
        token,
        contentType: 'application/json',
      })
      expect(response.status).toBe(200)
    })

    it('signs in from a non-browser client (no Origin) when the domain is allowed', async () => {
      const { nonce, token } = await getNonce()
      const message = createMessage(nonce, {
        scheme: 'https',
        domain: 'app.example.org',
        uri: 'https://app.example.org/login',
      })
      const response = await authenticate({
        message,
        signature: await alice.signMessage({ message }),
        token,
        origin: null,
      })
      expect(response.status).toBe(200)
    })

    it('ends the session at the message expiration when that is sooner than 12 h', async () => {
      const inTwoMinutes = new Date(now().getTime() + 2 * 60_000)
      const token = await signIn({ fields: { expirationTime: inTwoMinutes } })
      const me = await request('me', { headers: { authorization: `Bearer ${token}` } })
      expect(authSessionResponse.parse(await me.json()).expiresAt).toBe(inTwoMinutes.toISOString())
      skewMs = 3 * 60_000
      expect((await request('me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
        401,
      )
    })

    it("signs a smart account (ERC-1271) in with its owner's signature", async () => {
      expect(await readOwner(devnet.chains[0]?.rpcUrl ?? '')).toBe(alice.address)
      const token = await signIn({ fields: { address: smartAccount } })
      const me = authSessionResponse.parse(
        await (await request('me', { headers: { authorization: `Bearer ${token}` } })).json(),
      )
      expect(me.address).toBe(smartAccount)
      // On the L2 too: the account is resolved on the message's chain.
      await signIn({ fields: { address: smartAccount, chainId: 31338 } })
    })

    it('signs a counterfactual smart account (ERC-6492) in, without deploying it', async () => {
      const initCode = encodeDeployData({
        abi: devSmartAccount.abi,
        bytecode: devSmartAccount.bytecode,
        args: [alice.address],
      })
      const salt = keccak256(toHex(`airlock ${Date.now()} ${Math.random()}`))
      const account = getContractAddress({
        opcode: 'CREATE2',
        from: create2Factory,
        salt,
        bytecode: initCode,
      })
      const { nonce, token } = await getNonce()
      const message = createMessage(nonce, { address: account })
      const wrapped = (signature: Hex) =>
        serializeErc6492Signature({
          address: create2Factory,
          data: concatHex([salt, initCode]),
          signature,
        })
      // Bob's signature, wrapped the same way, is refused; the nonce stays usable.
      await expectRefusal(
        authenticate({ message, signature: wrapped(await bob.signMessage({ message })), token }),
        401,
        'InvalidSiweSignatureError',
        `Signature is not valid for ${account} on chain 31337`,
      )
      const response = await authenticate({
        message,
        signature: wrapped(await alice.signMessage({ message })),
        token,
      })
      expect(response.status).toBe(200)
      const client = createPublicClient({ transport: http(devnet.chains[0]?.rpcUrl) })
      expect(await client.getCode({ address: account })).toBeUndefined()
    })

    it('refuses a signature by another address, and then accepts the right one', async () => {
      const { nonce, token } = await getNonce()
      const message = createMessage(nonce)
      await expectRefusal(
        authenticate({ message, signature: await bob.signMessage({ message }), token }),
        401,
        'InvalidSiweSignatureError',
        `Signature is not valid for ${alice.address} on chain 31337`,
      )
      // Bob's signature for the smart account (owned by Alice) is refused as well.
      const other = await getNonce()
      const forAccount = createMessage(other.nonce, { address: smartAccount })
      await expectRefusal(
        authenticate({
          message: forAccount,
          signature: await bob.signMessage({ message: forAccount }),
          token: other.token,
        }),
        401,
        'InvalidSiweSignatureError',
        `Signature is not valid for ${smartAccount} on chain 31337`,
      )
      // Bytes that are no signature at all.
      await expectRefusal(
        authenticate({ message, signature: `0x${'ab'.repeat(65)}`, token }),
        401,
        'InvalidSiweSignatureError',
        `Signature is not valid for ${alice.address} on chain 31337`,
      )
      const response = await authenticate({
        message,
        signature: await alice.signMessage({ message }),
        token,
      })
      expect(response.status).toBe(200)
    })

    describe('refuses, with a 4xx naming the problem and no session', () => {
      const signed = async (fields: Fields = {}, nonceFields: { project?: string } = {}) => {
        const { nonce, token } = await getNonce(nonceFields)
        const message = createMessage(nonce, fields)
        return { message, signature: await alice.signMessage({ message }), token, nonce }
      }

      it('a wrong domain', async () => {
        await expectRefusal(
          authenticate(await signed({ domain: 'evil.example', uri: 'http://evil.example/' })),
          403,
          'SiweDomainMismatchError',
          'Sign-in message domain "evil.example" is not allowed',
        )
        // A domain not on the project's origins, from a client that sends no Origin.
        await expectRefusal(
          authenticate({
            ...(await signed({
              scheme: 'https',
              domain: 'evil.example',
              uri: 'https://evil.example/',
            })),
            origin: null,
          }),
          403,
          'SiweDomainMismatchError',
          'Sign-in message domain "evil.example" is not allowed',
        )
        // An allowed origin, but not the one the request comes from.
        await expectRefusal(
          authenticate(
            await signed({
              scheme: 'https',
              domain: 'app.example.org',
              uri: 'https://app.example.org/',
            }),
          ),
          403,
          'SiweDomainMismatchError',
          'Sign-in message domain "app.example.org" is not allowed',
        )
      })

      it('a wrong scheme', async () => {
        await expectRefusal(
          authenticate(await signed({ scheme: 'https', uri: 'https://localhost:5173/' })),
          403,
          'SiweSchemeMismatchError',
          'Sign-in message scheme "https" is not allowed',
        )
        // No scheme means https for a client that does not say where it comes from.
        await expectRefusal(
          authenticate({ ...(await signed({ scheme: undefined })), origin: null }),
          403,
          'SiweDomainMismatchError',
          'Sign-in message domain "localhost:5173" is not allowed',
        )
        await expectRefusal(
          authenticate(await signed({ scheme: 'ftp', uri: 'ftp://localhost:5173/' })),
          403,
          'SiweSchemeMismatchError',
          'Sign-in message scheme "ftp" is not allowed',
        )
      })

      it('a wrong URI', async () => {
        for (const uri of [
          'http://evil.example/',
          'http://localhost:5174/',
          'https://localhost:5173/',
          'http://user:pass@localhost:5173/',
          'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
        ])
          await expectRefusal(
            authenticate(await signed({ uri })),
            403,
            'SiweUriMismatchError',
            `Sign-in message URI ${JSON.stringify(uri)} is not allowed`,
          )
      })

      it('a chain ID the server does not serve', async () => {
        await expectRefusal(
          authenticate(await signed({ chainId: 1 })),
          400,
          'UnsupportedSiweChainError',
          'Sign-in message chain ID 1 is not supported',
        )
      })

      it('a reused nonce, also when two requests race for it', async () => {
        const attempt = await signed()
        expect((await authenticate(attempt)).status).toBe(200)
        await expectRefusal(
          authenticate(attempt),
          401,
          'NonceAlreadyUsedError',
          'Sign-in nonce has already been used',
        )
        const raced = await signed()
        const before = await sessions()
        const answers = await Promise.all(Array.from({ length: 5 }, () => authenticate(raced)))
        expect(answers.map(({ status }) => status).sort()).toEqual([200, 401, 401, 401, 401])
        for (const answer of answers.filter(({ status }) => status === 401))
          expect((await answer.json()) as unknown).toMatchObject({ name: 'NonceAlreadyUsedError' })
        expect(await sessions()).toBe(before + 1)
      })

      it('a nonce this server never issued, or issued to another project', async () => {
        const { token } = await getNonce()
        const message = createMessage('a1b2c3d4e5f6a7b8c9d0')
        await expectRefusal(
          authenticate({ message, signature: await alice.signMessage({ message }), token }),
          401,
          'UnknownNonceError',
          'Sign-in nonce was not issued by this server',
        )
        await expectRefusal(
          authenticate(await signed({}, { project: 'other' })),
          401,
          'UnknownNonceError',
          'Sign-in nonce was not issued by this server',
        )
      })

      it('a missing or foreign nonce token', async () => {
        const attempt = await signed()
        await expectRefusal(
          authenticate({ ...attempt, token: null }),
          401,
          'InvalidNonceTokenError',
          'Missing nonce token',
        )
        await expectRefusal(
          authenticate({ ...attempt, token: (await getNonce()).token }),
          401,
          'InvalidNonceTokenError',
          'Nonce token does not match the nonce',
        )
      })

      it('an expired nonce', async () => {
        const { nonce, token } = await getNonce()
        skewMs = 5 * 60_000 + 1
        const message = createMessage(nonce)
        await expectRefusal(
          authenticate({ message, signature: await alice.signMessage({ message }), token }),
          401,
          'NonceExpiredError',
          'Sign-in nonce has expired',
        )
      })

      it('an expired message', async () => {
        await expectRefusal(
          authenticate(await signed({ expirationTime: new Date(now().getTime() - 1000) })),
          401,
          'SiweMessageExpiredError',
          'Sign-in message has expired',
        )
      })

      it('a future not-before, and an issued-at in the future', async () => {
        await expectRefusal(
          authenticate(await signed({ notBefore: new Date(now().getTime() + 5 * 60_000) })),
          401,
          'SiweMessageNotYetValidError',
          'Sign-in message is not valid yet',
        )
        await expectRefusal(
          authenticate(await signed({ issuedAt: new Date(now().getTime() + 5 * 60_000) })),
          401,
          'SiweIssuedInFutureError',
          'Sign-in message is issued in the future',
        )
        // Within the 60 s clock skew both pass.
        expect(
          (
            await authenticate(
              await signed({
                issuedAt: new Date(now().getTime() + 30_000),
                notBefore: new Date(now().getTime() + 30_000),
              }),
            )
          ).status,
        ).toBe(200)
      })

      it("'Invalid Date' timestamps and 'Expiration Time: never'", async () => {
        for (const [field, replace] of [
          ['Issued At', (m: string) => m.replace(/Issued At: .*/, 'Issued At: Invalid Date')],
          [
            'Expiration Time',
            (m: string) => m.replace(/Expiration Time: .*/, 'Expiration Time: never'),
          ],
          ['Not Before', (m: string) => `${m}\nNot Before: Invalid Date`],
        ] as const) {
          const { nonce, token } = await getNonce()
          const message = replace(createMessage(nonce))
          await expectRefusal(
            authenticate({ message, signature: await alice.signMessage({ message }), token }),
            400,
            'InvalidSiweMessageError',
            `Invalid sign-in message: "${field}" is not an RFC 3339 date-time`,
          )
        }
      })

      it('a statement with a line break', async () => {
        const { nonce, token } = await getNonce()
        const message = createMessage(nonce).replace(
          'Sign in with your wallet.',
          'Sign in with your wallet.\nURI: https://evil.example/',
        )
        await expectRefusal(
          authenticate({ message, signature: await alice.signMessage({ message }), token }),
          400,
          'InvalidSiweMessageError',
          'Invalid sign-in message: "statement" must be a single line followed by an empty line',
        )
      })

      it('a 1 MB message, and one just over 8 KiB', async () => {
        const { nonce, token } = await getNonce()
        const huge = `${createMessage(nonce)}\nResources:\n${'- https://example.org/x\n'.repeat(45_000)}`
        expect(huge.length).toBeGreaterThan(1_000_000)
        const response = await authenticate({ message: huge, signature: '0x00', token })
        expect(response.headers.get('connection')).toBe('close')
        await expectRefusal(
          response,
          413,
          'PayloadTooLargeError',
          'Request body is larger than 65536 bytes',
        )
        const resources = Array.from({ length: 360 }, () => '- https://example.org/x').join('\n')
        const long = `${createMessage(nonce)}\nResources:\n${resources}`
        const body = await expectRefusal(
          authenticate({
            message: long,
            signature: await alice.signMessage({ message: long }),
            token,
          }),
          400,
          'InvalidSiweMessageError',
          `Invalid sign-in message: is ${Buffer.byteLength(long)} bytes long, more than 8192`,
        )
        expect(body.name).toBe('InvalidSiweMessageError')
      })

      it('data that describes another message', async () => {
        const attempt = await signed()
        await expectRefusal(
          authenticate({ ...attempt, data: { accountAddress: bob.address } }),
          400,
          'SiweDataMismatchError',
          'Sign-in data field "accountAddress" does not match the signed message',
        )
        await expectRefusal(
          authenticate({ ...attempt, data: { chainId: 'eip155:1' } }),
          400,
          'SiweDataMismatchError',
          'Sign-in data field "chainId" does not match the signed message',
        )
      })

      it('malformed bodies', async () => {
        const attempt = await signed()
        const post = (body: string, contentType = 'text/plain') =>
          request('authenticate', {
            method: 'POST',
            headers: { 'content-type': contentType, 'x-nonce-jwt': `Bearer ${attempt.token}` },
            body,
          })
        await expectRefusal(
          post(JSON.stringify(attempt), 'application/x-www-form-urlencoded'),
          415,
          'UnsupportedMediaTypeError',
          'Expected a JSON request body (Content-Type: application/json)',
        )
        await expectRefusal(post('{'), 400, 'InvalidJsonError', 'Malformed JSON in request body')
        await expectRefusal(
          post(JSON.stringify({ ...attempt, signature: '0xabc' })),
          400,
          'ValidationError',
          'Invalid request body field "signature": expected 0x and hexadecimal bytes',
        )
        await expectRefusal(
          post(JSON.stringify({ ...attempt, data: { a: 'nul\u0000' } })),
          400,
          'UnstorableJsonError',
          'Invalid request body: contains a NUL character (\\u0000)',
        )
        await expectRefusal(
          post(JSON.stringify({ signature: attempt.signature })),
          400,
          'ValidationError',
          'Invalid request body field "message": Invalid input: expected string, received undefined',
        )
      })
    })

    it('answers 502 when a contract account cannot be asked, and keeps the nonce usable', async () => {
      const down = [{ chainId: 31337, rpcUrl: `http://127.0.0.1:${await unusedPort()}` }]
      const offline = mount({ chains: down })
      const { nonce, token } = await getNonce({ target: offline })
      const message = createMessage(nonce, { address: smartAccount })
      const signature = await alice.signMessage({ message })
      const response = await authenticate({ message, signature, token }, offline)
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({
        name: 'SignatureVerificationUnavailableError',
        message: 'Could not verify the signature: chain 31337 did not answer',
      })
      expect((await authenticate({ message, signature, token })).status).toBe(200)
      // An EOA's signature needs no chain: it is recovered locally.
      await signIn({}, offline)
    })

    it("answers 502 when a chain's RPC endpoint serves another chain", async () => {
      const l2 = chains.find((chain) => chain.chainId === 31338)?.rpcUrl ?? ''
      const misconfigured = mount({ chains: [{ chainId: 31337, rpcUrl: l2 }] })
      const { nonce, token } = await getNonce({ target: misconfigured })
      const message = createMessage(nonce, { address: smartAccount })
      const response = await authenticate(
        { message, signature: await alice.signMessage({ message }), token },
        misconfigured,
      )
      expect(response.status).toBe(502)
      expect(await response.json()).toEqual({
        name: 'SignatureVerificationUnavailableError',
        message:
          'Could not verify the signature: the RPC endpoint of chain 31337 serves chain 31338',
      })
    })
  })

  describe('sessions', () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

    it('GET /me answers the session from the bearer token or the cookie, else 401', async () => {
      const before = Date.now()
      const token = await signIn()
      const fromBearer = await request('me', { headers: bearer(token) })
      expect(fromBearer.status).toBe(200)
      const me = authSessionResponse.parse(await fromBearer.json())
      expect(me).toEqual({
        address: alice.address,
        chainId: 31337,
        caip2Network: 'eip155:31337',
        issuedAt: expect.any(String),
        expiresAt: expect.any(String),
      })
      expect(Date.parse(me.issuedAt)).toBeGreaterThanOrEqual(before - 1000)
      expect(Date.parse(me.expiresAt) - Date.parse(me.issuedAt)).toBe(12 * 3600_000)
      const fromCookie = await request('me', { headers: { cookie: `airlock-siwx-siwe=${token}` } })
      expect(await fromCookie.json()).toEqual(me)

      await expectRefusal(request('me'), 401, 'NotSignedInError', 'Not signed in')
      for (const headers of [
        bearer('x'.repeat(43)),
        bearer('short'),
        { authorization: 'Basic abc' },
        { cookie: `airlock-siwx-other=${token}` },
      ])
        await expectRefusal(request('me', { headers }), 401, 'NotSignedInError', 'Not signed in')
      // Another project's token signs nobody in here.
      await expectRefusal(
        request('me', { project: 'other', headers: bearer(token) }),
        401,
        'NotSignedInError',
        'Not signed in',
      )
    })

    it('POST /sign-out revokes the session at once and clears the cookie', async () => {
      const token = await signIn()
      const response = await request('sign-out', { method: 'POST', headers: bearer(token) })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ revoked: true })
      expect(response.headers.get('set-cookie')).toBe(
        'airlock-siwx-siwe=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      )
      await expectRefusal(
        request('me', { headers: bearer(token) }),
        401,
        'NotSignedInError',
        'Not signed in',
      )
      await expectRefusal(
        request('me', { headers: { cookie: `airlock-siwx-siwe=${token}` } }),
        401,
        'NotSignedInError',
        'Not signed in',
      )
      const [row] = await database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.tokenHash, hashToken(token)))
      expect(row?.revokedAt).toBeInstanceOf(Date)
      const again = await request('sign-out', { method: 'POST', headers: bearer(token) })
      expect(await again.json()).toEqual({ revoked: false })

      // By cookie, as a browser signs out.
      const other = await signIn()
      const byCookie = await request('sign-out', {
        method: 'POST',
        headers: { cookie: `airlock-siwx-siwe=${other}` },
      })
      expect(await byCookie.json()).toEqual({ revoked: true })
      expect((await request('me', { headers: bearer(other) })).status).toBe(401)
    })

    it('a session expires after 12 h', async () => {
      const token = await signIn()
      skewMs = 12 * 3600_000 - 60_000
      expect((await request('me', { headers: bearer(token) })).status).toBe(200)
      skewMs = 12 * 3600_000 + 1
      expect((await request('me', { headers: bearer(token) })).status).toBe(401)
    })

    it('PUT /account-metadata stores a small JSON object per account, shown by /me?includeAppKitAccount', async () => {
      const token = await signIn()
      const put = (body: string, headers: Record<string, string> = bearer(token)) =>
        request('account-metadata', {
          method: 'PUT',
          headers: { 'content-type': 'text/plain', ...headers },
          body,
        })
      const metadata = { theme: 'dark', favourites: ['swap'] }
      const response = await put(JSON.stringify({ metadata }))
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ metadata })
      const me = await request('me?includeAppKitAccount=true', { headers: bearer(token) })
      expect(authSessionResponse.parse(await me.json()).appKitAccount).toEqual({
        address: alice.address,
        caip2_chain: 'eip155:31337',
        metadata,
      })
      // Another session of the same account sees it; another account does not.
      const again = await signIn()
      const seen = await request('me?includeAppKitAccount=true', { headers: bearer(again) })
      expect(authSessionResponse.parse(await seen.json()).appKitAccount?.metadata).toEqual(metadata)
      const bobs = await signIn({ signer: bob, fields: { address: bob.address } })
      const unseen = await request('me?includeAppKitAccount=true', { headers: bearer(bobs) })
      expect(authSessionResponse.parse(await unseen.json()).appKitAccount?.metadata).toBeNull()

      await expectRefusal(
        put(JSON.stringify({ metadata: { blob: 'x'.repeat(5000) } })),
        413,
        'PayloadTooLargeError',
        'Request body is larger than 4096 bytes',
      )
      await expectRefusal(
        put(JSON.stringify({ metadata: { blob: 'x'.repeat(10_000) } })),
        413,
        'PayloadTooLargeError',
        'Request body is larger than 5120 bytes',
      )
      await expectRefusal(
        put(JSON.stringify({ metadata: 'text' })),
        400,
        'ValidationError',
        'Invalid request body field "metadata": Invalid input: expected record, received string',
      )
      await expectRefusal(
        put(JSON.stringify({ metadata }), {}),
        401,
        'NotSignedInError',
        'Not signed in',
      )
      expect((await put(JSON.stringify({ metadata: null }))).status).toBe(200)
      const [row] = await database.db
        .select()
        .from(authAccounts)
        .where(eq(authAccounts.address, alice.address))
      expect(row?.metadata).toBeNull()
    })

    it('sweeps nonces an hour after they expire, and sessions a week after they end', async () => {
      const { nonce } = await getNonce()
      const token = await signIn()
      const stored = async () => ({
        nonce: (await database.db.select().from(authNonces).where(eq(authNonces.nonce, nonce)))
          .length,
        session: (
          await database.db
            .select()
            .from(authSessions)
            .where(eq(authSessions.tokenHash, hashToken(token)))
        ).length,
      })
      // Half an hour after its expiry a nonce is kept, so that reusing it is reported as reuse.
      skewMs = 35 * 60_000
      await request('nonce', {}, mount())
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(await stored()).toEqual({ nonce: 1, session: 1 })
      skewMs = 8 * 24 * 3600_000
      await request('nonce', {}, mount())
      await vi.waitFor(async () => expect(await stored()).toEqual({ nonce: 0, session: 0 }))
    })

    it('answers a preflight from an allowed origin for the headers the client sends', async () => {
      const response = await request('authenticate', {
        method: 'OPTIONS',
        headers: {
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-nonce-jwt',
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-credentials')).toBe('true')
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-nonce-jwt')
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT')
    })

    it('over https the cookie is Secure and __Host- prefixed', async () => {
      const secure = mount({ secureCookies: true })
      const { nonce, token } = await getNonce({ target: secure })
      const message = createMessage(nonce)
      const response = await authenticate(
        { message, signature: await alice.signMessage({ message }), token },
        secure,
      )
      const { token: session } = (await response.json()) as { token: string }
      expect(response.headers.get('set-cookie')).toBe(
        `__Host-airlock-siwx-siwe=${session}; Max-Age=43200; Path=/; HttpOnly; Secure; SameSite=Lax`,
      )
      const me = await request(
        'me',
        { headers: { cookie: `__Host-airlock-siwx-siwe=${session}` } },
        secure,
      )
      expect(me.status).toBe(200)
    })
  })

  it('createApp serves /auth/v1, and no token reaches the log', async () => {
    const lines: string[] = []
    const config = loadConfig({
      DATA_DIR: '/nonexistent',
      LOG_LEVEL: 'debug',
      RPC_URL_31337: chains.find((chain) => chain.chainId === 31337)?.rpcUrl ?? '',
      RPC_URL_31338: chains.find((chain) => chain.chainId === 31338)?.rpcUrl ?? '',
    })
    const served = createApp({
      config,
      db: database,
      logger: createLogger(config, { write: (line) => void lines.push(line) }),
      checks: {},
    })
    const { nonce, token: nonceToken } = await getNonce({ target: served })
    const message = createMessage(nonce)
    const response = await authenticate(
      { message, signature: await alice.signMessage({ message }), token: nonceToken },
      served,
    )
    expect(response.status).toBe(200)
    const { token } = (await response.json()) as { token: string }
    expect(
      (await request('me', { headers: { authorization: `Bearer ${token}` } }, served)).status,
    ).toBe(200)
    expect(
      (
        await request(
          'sign-out',
          { method: 'POST', headers: { authorization: `Bearer ${token}` } },
          served,
        )
      ).status,
    ).toBe(200)
    expect(lines.length).toBeGreaterThanOrEqual(4)
    for (const line of lines) {
      expect(line).not.toContain(token)
      expect(line).not.toContain(nonceToken)
    }
  })
})

async function readOwner(rpcUrl: string): Promise<Address> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return client.readContract({
    address: smartAccount,
    abi: [
      {
        type: 'function',
        name: 'owner',
        inputs: [],
        outputs: [{ type: 'address' }],
        stateMutability: 'view',
      },
    ],
    functionName: 'owner',
  })
}
