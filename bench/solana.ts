// The Solana facade's send → confirmed time: a SOL transfer signed with @solana/kit, sent with
// `sendAndConfirmTransactionFactory` (sendTransaction with preflight, then the signatureSubscribe
// notification), timed from the send to the confirmation; signing is outside the time. With a
// server URL, also the Blockchain API on the Solana chain for demo account #1, as bench/blockchain.ts
// measures the EVM chain: balance cached and cold, and the history's first page (served by the
// Solana indexer), each at 50 connections for 10 s after a 3 s warm-up; and uncached first pages
// of every demo account one at a time. Run alone against `npm start`:
//   npx tsx --conditions=@airlock/source bench/solana.ts http://127.0.0.1:8899 ws://127.0.0.1:8900 http://127.0.0.1:8787

import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { readManifest } from '@airlock/devnet'
import {
  airdropFactory,
  appendTransactionMessageInstruction,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { autocannon } from './autocannon.ts'
import { withStandaloneStack } from './standalone.ts'

export type BenchSolanaParameters = {
  rpcUrl: string
  wsUrl: string
  /** Transfers timed. Defaults to `40`. */
  runs?: number
  /** The Airlock server whose Blockchain API is measured on the Solana chain; skipped without. */
  serverUrl?: string
}

/**
 * Times `sendTransaction → confirmed` against a running Solana devnet chain.
 *
 * @param parameters - The chain's URLs and the number of runs.
 * @returns `sendToConfirmed.p50Ms` and `sendToConfirmed.p99Ms`; with `serverUrl`, requests per
 * second, p50 and p99 ms of `balance.cached`, `balance.cold` and `history.firstPage`, and p50 and
 * max ms of `history.uncached`.
 *
 * @example
 * import { benchSolana } from './solana.ts'
 * await benchSolana({ rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' })
 */
export async function benchSolana({
  rpcUrl,
  wsUrl,
  runs = 40,
  serverUrl,
}: BenchSolanaParameters): Promise<Record<string, number>> {
  const rpc = createSolanaRpc(rpcUrl)
  const rpcSubscriptions = createSolanaRpcSubscriptions(wsUrl)
  const payer = await generateKeyPairSigner()
  const recipient = await generateKeyPairSigner()
  await airdropFactory({ rpc, rpcSubscriptions })({
    recipientAddress: payer.address,
    lamports: lamports(10_000_000_000n),
    commitment: 'confirmed',
  })
  const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const { value: latest } = await rpc.getLatestBlockhash().send()
    const signed = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayerSigner(payer, message),
        (message) => setTransactionMessageLifetimeUsingBlockhash(latest, message),
        (message) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: payer,
              destination: recipient.address,
              amount: 1_000_000n + BigInt(i),
            }),
            message,
          ),
      ),
    )
    const started = performance.now()
    await sendAndConfirm(signed as never, { commitment: 'confirmed' })
    times.push(performance.now() - started)
  }
  const sorted = times.sort((a, b) => a - b)
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))] ?? NaN
  const api = serverUrl ? await benchSolanaApi(serverUrl) : {}
  return { 'sendToConfirmed.p50Ms': at(0.5), 'sendToConfirmed.p99Ms': at(0.99), ...api }
}

/** The Blockchain API on the devnet's Solana chain (see the head of this file). */
async function benchSolanaApi(serverUrl: string): Promise<Record<string, number>> {
  const base = serverUrl.replace(/\/+$/, '')
  const { solana } = readManifest()
  const [account] = solana?.accounts ?? []
  if (!solana || !account) throw new Error('The devnet manifest has no Solana demo account')
  const query = `chainId=${solana.caipNetworkId}&projectId=dev`
  const requests = {
    'balance.cached': `/v1/account/${account.address}/balance?${query}`,
    'balance.cold': `/v1/account/${account.address}/balance?forceUpdate=true&${query}`,
    'history.firstPage': `/v1/account/${account.address}/history?${query}`,
  }
  const figures: Record<string, number> = {}
  for (const [name, path] of Object.entries(requests)) {
    const probe = await fetch(`${base}${path}`)
    await probe.arrayBuffer()
    if (probe.status !== 200) throw new Error(`GET ${path} answered ${probe.status}`)
    await autocannon(`${base}${path}`, 3, 50)
    const result = await autocannon(`${base}${path}`, 10, 50)
    figures[`${name}.requestsPerSecond`] = Math.round(result.requests.average)
    figures[`${name}.p50Ms`] = result.latency.p50
    figures[`${name}.p99Ms`] = result.latency.p99
    figures[`${name}.non2xx`] = result.non2xx + result.errors
  }
  // First pages no cache holds: each demo account, after the route's one-second cache expired.
  await new Promise((resolve) => setTimeout(resolve, 1_500))
  const uncached: number[] = []
  for (const { address } of solana.accounts) {
    const started = performance.now()
    const response = await fetch(`${base}/v1/account/${address}/history?${query}`)
    await response.arrayBuffer()
    uncached.push(performance.now() - started)
  }
  uncached.sort((a, b) => a - b)
  figures['history.uncached.p50Ms'] = Math.round(uncached[Math.floor(uncached.length / 2)] ?? 0)
  figures['history.uncached.maxMs'] = Math.round(uncached.at(-1) ?? 0)
  return figures
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await withStandaloneStack(async ({ apiUrl, solanaRpcUrl, solanaWsUrl }) => {
    const figures = await benchSolana({
      rpcUrl: solanaRpcUrl,
      wsUrl: solanaWsUrl,
      serverUrl: apiUrl,
    })
    console.table(figures)
    console.log(
      `load average: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    )
  })
  process.exit(process.exitCode ?? 0)
}
