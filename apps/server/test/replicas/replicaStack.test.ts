import { once } from 'node:events'
import { type StartSandboxReturnType, startSandbox } from '@airlock/sandbox'
import { toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, uniqueEmail } from '../emailAuthHarness.js'
import { createTestDapp, createTestWallet } from '../relay/walletConnectClients.js'
import { connectRelayClient, type RelayTestClient, randomTopic } from '../relayClient.js'
import {
  type Replica,
  type ReplicaStack,
  replicaStackUnavailable,
  startReplicaStack,
} from './startReplicaStack.js'

// Skipped, with the reason shown, only where nginx, Postgres or Redis is missing, or the server is
// not built (`npm test` builds it in its build:server stage before these tests run).
const unavailable = await replicaStackUnavailable()

/** Polls each replica's /metrics (loopback, direct) until `accept` holds; a ceiling, not a wait. */
async function waitForMetrics<T>(
  replicas: readonly Replica[],
  read: (texts: (string | undefined)[]) => T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const texts = await Promise.all(
      replicas.map((replica) =>
        replica.process.exitCode === null && replica.process.signalCode === null
          ? replica.metrics().catch(() => undefined)
          : undefined,
      ),
    )
    const value = read(texts)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`metrics never matched:\n${texts.join('\n---\n')}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const gauge = (text: string | undefined, line: string) =>
  text === undefined ? undefined : Number(new RegExp(`^${line} (\\S+)$`, 'm').exec(text)?.[1] ?? 0)

async function kill9(replica: Replica) {
  const exited = once(replica.process, 'exit')
  replica.process.kill('SIGKILL')
  await exited
}

describe.skipIf(unavailable !== undefined)(
  unavailable ?? 'three built replicas behind nginx',
  () => {
    let stack: ReplicaStack
    let sandbox: StartSandboxReturnType
    const clients: RelayTestClient[] = []
    beforeAll(async () => {
      // The sandbox's SMTP inbox receives the replicas' login codes.
      sandbox = await startSandbox({ port: 0, smtpPort: 0 })
      stack = await startReplicaStack({ env: { SMTP_URL: sandbox.smtpUrl } })
    }, 300_000)
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.close().catch(() => {})))
      await stack?.stop()
      await sandbox?.close()
    }, 60_000)

    it('verifies on replica 3 an e-mail code requested on replica 1', async () => {
      const [first, , third] = stack.replicas as [Replica, Replica, Replica]
      const email = uniqueEmail('replicas')
      const start = await fetch(`${first.url}/auth/v1/email/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ email, projectId: 'dev', origin: 'http://localhost:3000' }),
      })
      expect(start.status).toBe(200)
      // The attempt cookie, sent back as a browser would.
      const cookie = start.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ')
      const verify = await fetch(`${third.url}/auth/v1/email/verify`, {
        method: 'POST',
        // Counted apart from the limit test's address (the peer is a trusted proxy here).
        headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ code: await latestCode(sandbox, email) }),
      })
      expect(verify.status).toBe(200)
      expect(await verify.json()).toMatchObject({ user: { email } })
    }, 60_000)

    it('pairs a sign-client dapp on replica 1 with a walletkit wallet on replica 3, which signs', async () => {
      const [first, , third] = stack.replicas as [Replica, Replica, Replica]
      const account = privateKeyToAccount(generatePrivateKey())
      const chainId = 'eip155:31337'
      const dapp = await createTestDapp(first.relayUrl, 'replica-dapp')
      const { core: walletCore, wallet } = await createTestWallet(third.relayUrl, 'replica-wallet')
      try {
        wallet.on('session_proposal', ({ id }) =>
          wallet.approveSession({
            id,
            namespaces: {
              eip155: {
                chains: [chainId],
                accounts: [`${chainId}:${account.address}`],
                methods: ['personal_sign'],
                events: ['accountsChanged', 'chainChanged'],
              },
            },
          }),
        )
        wallet.on('session_request', async ({ id, topic, params: { request } }) => {
          const [raw] = request.params as [`0x${string}`]
          const result = await account.signMessage({ message: { raw } })
          await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
        })
        const { uri, approval } = await dapp.connect({
          optionalNamespaces: {
            eip155: { chains: [chainId], methods: ['personal_sign'], events: ['chainChanged'] },
          },
        })
        await wallet.pair({ uri: uri as string })
        const session = await approval()
        const message = 'Signed across two replicas'
        const signature = await dapp.request<`0x${string}`>({
          topic: session.topic,
          chainId,
          request: { method: 'personal_sign', params: [toHex(message), account.address] },
        })
        expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
      } finally {
        await Promise.allSettled([
          dapp.core.relayer.transportClose(),
          walletCore.relayer.transportClose(),
        ])
      }
    }, 90_000)

    it('refuses the 31st code check in 5 minutes whichever replica answers', async () => {
      const answers: { status: number; upstream: string | null }[] = []
      for (let attempt = 0; attempt < 33; attempt += 1) {
        const response = await fetch(`${stack.url}/auth/v1/email/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ code: '000000' }),
        })
        await response.body?.cancel()
        answers.push({
          status: response.status,
          upstream: response.headers.get('x-airlock-upstream'),
        })
      }
      // Round robin: every replica answered some of them.
      expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(3)
      expect(answers.slice(0, 30).filter((answer) => answer.status === 429)).toEqual([])
      expect(answers.slice(30).map((answer) => answer.status)).toEqual([429, 429, 429])
      expect(new Set(answers.slice(30).map((answer) => answer.upstream)).size).toBe(3)
    })

    it('keeps one indexer leader per chain when the leader is killed', async () => {
      const leaderOf = (texts: (string | undefined)[]) => {
        const leaders = texts.flatMap((text, index) =>
          gauge(text, 'airlock_indexer_leader\\{chain="31337"\\}') === 1 ? [index] : [],
        )
        return leaders.length === 1 ? leaders[0] : undefined
      }
      const first = await waitForMetrics(stack.replicas, leaderOf)
      const killed = stack.replicas[first] as Replica
      await kill9(killed)
      // Postgres ends the dead session's advisory lock; a follower takes it at its next try (5 s).
      const second = await waitForMetrics(stack.replicas, leaderOf)
      expect(second).not.toBe(first)
      await killed.restart()
      // Back, it follows: still one leader.
      expect(await waitForMetrics(stack.replicas, leaderOf)).toBe(second)
    }, 120_000)

    it("keeps one Solana history follower per cluster when the follower's replica is killed", async () => {
      const cluster = stack.devnet.solana?.caipNetworkId ?? expect.fail('no Solana chain')
      const followerOf = (texts: (string | undefined)[]) => {
        const leaders = texts.flatMap((text, index) =>
          gauge(text, `airlock_indexer_leader\\{chain="${cluster}"\\}`) === 1 ? [index] : [],
        )
        return leaders.length === 1 ? leaders[0] : undefined
      }
      const first = await waitForMetrics(stack.replicas, followerOf)
      const killed = stack.replicas[first] as Replica
      await kill9(killed)
      const second = await waitForMetrics(stack.replicas, followerOf)
      expect(second).not.toBe(first)
      await killed.restart()
      expect(await waitForMetrics(stack.replicas, followerOf)).toBe(second)
    }, 120_000)

    it('a subscriber whose replica is killed reconnects through nginx and gets every acknowledged message', async () => {
      const topic = randomTopic()
      const dapp = await connectRelayClient(stack.relayUrl)
      clients.push(dapp)
      expect((await dapp.request('irn_subscribe', { topic })).error).toBeUndefined()
      const holder = await waitForMetrics(stack.replicas, (texts) => {
        const holding = texts.flatMap((text, index) =>
          (gauge(text, 'airlock_relay_connections') ?? 0) > 0 ? [index] : [],
        )
        return holding.length === 1 ? holding[0] : undefined
      })
      const other = stack.replicas.find((_, index) => index !== holder) as Replica
      const wallet = await connectRelayClient(other.relayUrl)
      clients.push(wallet)
      const publish = async (message: string) =>
        expect(
          await wallet.request('irn_publish', { topic, message, ttl: 300, tag: 1108 }),
        ).toMatchObject({ result: true })
      for (let index = 0; index < 5; index += 1) await publish(`live-${index}`)
      await dapp.waitForMessages(5)

      await kill9(stack.replicas[holder] as Replica)
      expect((await dapp.closed).code).toBe(1006)
      for (let index = 0; index < 5; index += 1) await publish(`away-${index}`)

      const back = await connectRelayClient(stack.relayUrl, { identity: dapp.identity })
      clients.push(back)
      expect((await back.request('irn_subscribe', { topic })).error).toBeUndefined()
      // Live messages whose acks died with the replica come again first (acks are stored a few ms
      // late by design; clients drop copies): wait for the away ones themselves, not for a count.
      const awayArrived = () =>
        [0, 1, 2, 3, 4].every((index) =>
          back.messages.some(({ message }) => message === `away-${index}`),
        )
      for (let count = 5; !awayArrived(); count += 1) await back.waitForMessages(count, 30_000)
      const received = new Set([...dapp.messages, ...back.messages].map((m) => m.message))
      expect([...received].sort()).toEqual(
        [0, 1, 2, 3, 4].flatMap((index) => [`away-${index}`, `live-${index}`]).sort(),
      )
      await (stack.replicas[holder] as Replica).restart()
    }, 120_000)
  },
)
