// Latency of sign-in, `POST /auth/v1/authenticate`, for an EOA signature (demo account #1) against
// a running server whose chains are the devnet: every request has a fresh nonce and signature,
// prepared beforehand (GET /auth/v1/nonce, then personal_sign), so that only the server's work is
// timed: strict parsing, the origin, chain and clock checks, the nonce lookup, the ERC-6492
// validator `eth_call` on the chain, and the session write. Timed one request at a time, then 10
// at a time. Not part of `npm run bench` yet; the target is p99 < 30 ms. Run it on its own against
// `npm start` (or any server with the `dev` project):
//   npx tsx --conditions=@airlock/source -e "import('./bench/auth.ts').then(m=>m.benchAuth('http://127.0.0.1:8787')).then(console.log)"
import { readManifest } from '@airlock/devnet'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export type BenchAuthParameters = {
  /** The project id sent with each request. Defaults to `dev`. */
  projectId?: string
  /** The dapp origin the messages are for and the requests come from. Defaults to `http://localhost:5173`. */
  origin?: string
  /** The chain in the messages. Defaults to `31337`. */
  chainId?: number
  /** Timed sign-ins per run. Defaults to `300`. */
  iterations?: number
  /** Untimed sign-ins first, so the JIT has compiled the path. Defaults to `30`. */
  warmUp?: number
}

type Attempt = { message: string; signature: Hex; token: string }

/**
 * Measures `POST /auth/v1/authenticate` of the server at `baseUrl` for an EOA signature.
 *
 * @param baseUrl - Such as `http://127.0.0.1:8787`.
 * @param parameters - Project, origin, chain and counts.
 * @returns For `serial` (one at a time) and `concurrent10`: p50, p99 and max latency in ms, and
 * how many answers were not 200; `serial.requestsPerSecond` and `concurrent10.requestsPerSecond`.
 *
 * @example
 * import { benchAuth } from './bench/auth.ts'
 * console.log(await benchAuth('http://127.0.0.1:8787'))
 */
export async function benchAuth(
  baseUrl: string,
  {
    projectId = 'dev',
    origin = 'http://localhost:5173',
    chainId = 31337,
    iterations = 300,
    warmUp = 30,
  }: BenchAuthParameters = {},
): Promise<Record<string, number>> {
  const { mnemonic } = readManifest()
  const account = mnemonicToAccount(mnemonic, { addressIndex: 1 })
  const page = new URL(origin)
  const url = (path: string) => `${baseUrl}/auth/v1/${path}?projectId=${projectId}`

  const prepare = async (count: number): Promise<Attempt[]> => {
    const attempts: Attempt[] = []
    for (let index = 0; index < count; index++) {
      const response = await fetch(url('nonce'), { headers: { origin } })
      if (response.status !== 200)
        throw new Error(`GET /auth/v1/nonce answered ${response.status}: ${await response.text()}`)
      const { nonce, token } = (await response.json()) as { nonce: string; token: string }
      const message = createSiweMessage({
        scheme: page.protocol.slice(0, -1),
        domain: page.host,
        address: account.address,
        statement: 'Sign in with your wallet.',
        uri: `${page.origin}/`,
        version: '1',
        chainId,
        nonce,
        issuedAt: new Date(),
        expirationTime: new Date(Date.now() + 24 * 3600_000),
      })
      attempts.push({ message, signature: await account.signMessage({ message }), token })
    }
    return attempts
  }

  const authenticate = async ({ message, signature, token }: Attempt) => {
    const started = performance.now()
    const response = await fetch(url('authenticate'), {
      method: 'POST',
      headers: { origin, 'content-type': 'text/plain', 'x-nonce-jwt': `Bearer ${token}` },
      body: JSON.stringify({ message, signature }),
    })
    await response.arrayBuffer()
    return { ms: performance.now() - started, ok: response.status === 200 }
  }

  const run = async (attempts: Attempt[], concurrency: number) => {
    const results: { ms: number; ok: boolean }[] = []
    const queue = [...attempts]
    const started = performance.now()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let attempt = queue.shift(); attempt; attempt = queue.shift())
          results.push(await authenticate(attempt))
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const sorted = results.map(({ ms }) => ms).sort((a, b) => a - b)
    const at = (quantile: number) =>
      round(sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? 0)
    return {
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: round(sorted.at(-1) ?? 0),
      requestsPerSecond: Math.round(results.length / seconds),
      non200: results.filter(({ ok }) => !ok).length,
    }
  }

  await run(await prepare(warmUp), 1)
  const serial = await run(await prepare(iterations), 1)
  const concurrent = await run(await prepare(iterations), 10)
  const figures: Record<string, number> = {}
  for (const [name, result] of Object.entries({ serial, concurrent10: concurrent }))
    for (const [key, value] of Object.entries(result))
      figures[`authenticate.${name}.${key}`] = value
  return figures
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10
}
