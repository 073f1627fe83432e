// Sign In With Solana through the SIWX path: the CAIP-122 message with a Solana account, its
// Ed25519 signature and nonce checked, on a migrated PGlite database.
import { generateKeyPairSync, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { backends, type TestDatabase } from '../../../test/backends.js'
import { createProjectRepository } from '../../db/createProjectRepository.js'
import { runMigrations } from '../../db/runMigrations.js'
import { createAuthContext } from './createAuthContext.js'
import { describeAuthSession } from './describeAuthSession.js'
import { issueAuthNonce } from './issueAuthNonce.js'
import { readAuthSession } from './readAuthSession.js'
import { signInWithSiwe } from './signInWithSiwe.js'

const cluster = 'solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k'
const origin = 'https://app.example.org'
const project = { id: 'siws', allowedOrigins: [origin] }
let database: TestDatabase

beforeAll(async () => {
  database = (await backends[0]?.open()) as TestDatabase
  await runMigrations(database)
  await createProjectRepository(database.db).create({
    id: project.id,
    name: 'Sign in with Solana',
    allowedOrigins: project.allowedOrigins,
  })
})
afterAll(() => database.dispose())

const context = () =>
  createAuthContext({
    db: database.db,
    chains: [],
    solanaClusters: [cluster],
    verifier: {
      verify: () => Promise.reject(new Error('a Solana message is not an EVM signature')),
    },
  })

/** A Solana account: its base58 address and an Ed25519 signer of UTF-8 text (0x hex). */
function account() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(12)
  return {
    address: getBase58Decoder().decode(raw),
    sign: (text: string) =>
      `0x${sign(null, Buffer.from(text, 'utf8'), privateKey).toString('hex')}`,
  }
}

const siws = ({
  domain = 'app.example.org',
  address,
  nonce,
  chain = cluster.slice('solana:'.length),
}: {
  domain?: string
  address: string
  nonce: string
  chain?: string
}) =>
  [
    `${domain} wants you to sign in with your Solana account:`,
    address,
    '',
    'Sign in with your wallet.',
    '',
    `URI: https://${domain}`,
    'Version: 1',
    `Chain ID: ${chain}`,
    `Nonce: ${nonce}`,
    `Issued At: ${new Date().toISOString()}`,
  ].join('\n')

it('signs a Solana account in: its Ed25519 signature and the nonce verify; /me names the account and its cluster', async () => {
  const auth = context()
  const alice = account()
  const { nonce, token: nonceToken } = await issueAuthNonce(auth, { projectId: project.id })
  const message = siws({ address: alice.address, nonce })
  const { token } = await signInWithSiwe(auth, {
    project,
    body: { message, signature: alice.sign(message) },
    origin,
    nonceToken,
  })
  const session = await readAuthSession(auth, { projectId: project.id, token })
  expect(session).toBeDefined()
  const me = await describeAuthSession(auth, session as NonNullable<typeof session>, {
    includeAppKitAccount: false,
  })
  expect(me).toMatchObject({
    address: alice.address,
    chainId: cluster.slice('solana:'.length),
    caip2Network: cluster,
  })
})

it('refuses a bad signature, another key, a spent or foreign nonce, another domain and an unserved cluster', async () => {
  const auth = context()
  const alice = account()
  const mallory = account()
  const attempt = async (
    build: (nonce: string) => { message: string; signature: string },
    requestOrigin = origin,
  ) => {
    const { nonce, token: nonceToken } = await issueAuthNonce(auth, { projectId: project.id })
    const body = build(nonce)
    const error = await signInWithSiwe(auth, { project, body, origin: requestOrigin, nonceToken })
      .then(() => undefined)
      .catch((e: { name: string; status: number }) => `${e.status} ${e.name}`)
    return error
  }
  const signed = (
    nonce: string,
    signer = alice,
    fields: Partial<Parameters<typeof siws>[0]> = {},
  ) => {
    const message = siws({ address: alice.address, nonce, ...fields })
    return { message, signature: signer.sign(message) }
  }
  const results = {
    // The signature of another message (one character changed).
    tampered: await attempt((nonce) => {
      const { message, signature } = signed(nonce)
      return { message: message.replace('Sign in', 'Sign-in'), signature }
    }),
    anotherKey: await attempt((nonce) => signed(nonce, mallory)),
    shortSignature: await attempt((nonce) => ({ ...signed(nonce), signature: '0xabcd' })),
    unknownNonce: await attempt(() => signed('abcdef0123456789')),
    anotherDomain: await attempt((nonce) => signed(nonce, alice, { domain: 'evil.example' })),
    anotherCluster: await attempt((nonce) =>
      signed(nonce, alice, { chain: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }),
    ),
  }
  expect(results).toMatchInlineSnapshot(`
    {
      "anotherCluster": "400 UnsupportedSiweChainError",
      "anotherDomain": "403 SiweDomainMismatchError",
      "anotherKey": "401 InvalidSiweSignatureError",
      "shortSignature": "401 InvalidSiweSignatureError",
      "tampered": "401 InvalidSiweSignatureError",
      "unknownNonce": "401 UnknownNonceError",
    }
  `)

  // A nonce signs in once.
  const { nonce, token: nonceToken } = await issueAuthNonce(auth, { projectId: project.id })
  const body = signed(nonce)
  await signInWithSiwe(auth, { project, body, origin, nonceToken })
  await expect(signInWithSiwe(auth, { project, body, origin, nonceToken })).rejects.toMatchObject({
    name: 'NonceAlreadyUsedError',
  })
})
