import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { authNonceResponse, authSessionResponse } from '@airlock/protocol/schemas'
import { eq } from 'drizzle-orm'
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
import { describe, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import { unusedPort } from '../../test/ports.js'
import {
  alice,
  bob,
  origin,
  smartAccount,
  useSiwxDevnet,
  useSiwxHarness,
} from '../../test/siwxHarness.js'
import { hashToken } from '../auth/hashToken.js'
import { loadConfig } from '../config/loadConfig.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'
import { authNonces, authSessions } from '../db/schema.js'

// Anvil's built-in CREATE2 factory (Arachnid's deterministic deployment proxy).
const create2Factory = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
const devSmartAccount = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('@airlock/devnet/artifacts/DevSmartAccount.json'),
    'utf8',
  ),
) as { abi: readonly unknown[]; bytecode: Hex }

const chain = useSiwxDevnet()

describeEachBackend('/auth/v1', (backend) => {
  const siwx = useSiwxHarness(backend, chain)
  const { now, mount, request, getNonce, createMessage, authenticate, signIn, expectRefusal } = siwx

  describe('GET /auth/v1/nonce', () => {
    it('hands out 160-bit hex nonces with a 256-bit token, stored hashed, never cached', async () => {
      const response = await request('nonce')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const { nonce, token } = authNonceResponse.parse(await response.json())
      expect(nonce).toMatch(/^[0-9a-f]{40}$/)
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const [row] = await siwx.database.db
        .select()
        .from(authNonces)
        .where(eq(authNonces.nonce, nonce))
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

      const [row] = await siwx.database.db
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
      const [used] = await siwx.database.db
        .select()
        .from(authNonces)
        .where(eq(authNonces.nonce, nonce))
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
      siwx.skewMs = 3 * 60_000
      expect((await request('me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
        401,
      )
    })

    it("signs a smart account (ERC-1271) in with its owner's signature", async () => {
      expect(await readOwner(chain.devnet.chains[0]?.rpcUrl ?? '')).toBe(alice.address)
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
      const client = createPublicClient({ transport: http(chain.devnet.chains[0]?.rpcUrl) })
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
      const l2 = chain.chains.find((chain) => chain.chainId === 31338)?.rpcUrl ?? ''
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

  it('createApp serves /auth/v1, and no token reaches the log', async () => {
    const lines: string[] = []
    const config = loadConfig({
      DATA_DIR: '/nonexistent',
      LOG_LEVEL: 'debug',
      RPC_URL_31337: chain.chains.find((chain) => chain.chainId === 31337)?.rpcUrl ?? '',
      RPC_URL_31338: chain.chains.find((chain) => chain.chainId === 31338)?.rpcUrl ?? '',
    })
    const served = createApp({
      config,
      db: siwx.database,
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
