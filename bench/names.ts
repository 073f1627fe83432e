// Latency of the name service under load, at 500 registered names: `GET /v1/profile/suggestions`
// (one indexed query for every candidate) and the CCIP-Read gateway's signed `addr` answer. The
// app runs in this process on PGlite in a temporary DATA_DIR, autocannon in a child process, 10
// connections for 10 s each. Run it on its own:
//   npx tsx --conditions=@airlock/source -e "import('./bench/names.ts').then(m=>m.benchNames()).then(console.log)"
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensAddresses } from '@airlock/devnet'
import {
  createApp,
  createDatabase,
  createLogger,
  createProjectRepository,
  loadConfig,
  runMigrations,
  schema,
} from '@airlock/server'
import { serve } from '@hono/node-server'
import {
  createPublicClient,
  defineChain,
  encodeFunctionData,
  http,
  namehash,
  parseAbi,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { autocannon } from './autocannon.ts'

const names = 500
const connections = 10
const durationSeconds = 10
const abi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
])

/**
 * Measures the suggestions route and the gateway at 500 names.
 *
 * @returns p50 and p99 latency in ms and requests per second for each, and non-2xx answers.
 *
 * @example
 * import { benchNames } from './bench/names.ts'
 * console.log(await benchNames())
 */
export async function benchNames(): Promise<Record<string, number>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'airlock-bench-names-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // A throwaway key: the bench signs answers nobody trusts.
    NAMES_GATEWAY_SIGNER_KEY: toHex(crypto.getRandomValues(new Uint8Array(32))),
  })
  const db = await createDatabase({ config })
  const server = await (async () => {
    await runMigrations(db)
    await createProjectRepository(db.db).create({ id: 'dev', name: 'Bench', allowedOrigins: [] })
    const at = new Date()
    const rows = Array.from({ length: names }, (_, index) => ({
      name: `user${index}.${config.names.zone}`,
      address: privateKeyToAccount(toHex(index + 1, { size: 32 })).address,
      coinType: 0x80000000 + 31337,
      attributes: { avatar: `https://example.org/${index}.png` },
      signedAt: Math.floor(at.getTime() / 1000),
      registeredAt: at,
      updatedAt: at,
    }))
    await db.db.insert(schema.profileNames).values(rows)
    const app = createApp({ config, db, logger: createLogger({ logLevel: 'silent' }) })
    const running = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => running.once('listening', resolve))
    return running
  })()
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const name = `user250.${config.names.zone}`
    const callData = encodeFunctionData({
      abi,
      functionName: 'resolve',
      args: [
        toHex(packetToBytes(name)),
        encodeFunctionData({ abi, functionName: 'addr', args: [namehash(name)] }),
      ],
    })
    const requests = {
      suggestions: `${base}/v1/profile/suggestions/user250?zone=${config.names.zone}&projectId=dev`,
      gateway: `${base}/v1/names/gateway/0x0000000000000000000000000000000000000001/${callData}.json`,
    }
    const figures: Record<string, number> = {}
    for (const [key, url] of Object.entries(requests)) {
      const probe = await fetch(url)
      if (probe.status !== 200) throw new Error(`${key} answered ${probe.status}`)
      await autocannon(url, 3, connections)
      const result = await autocannon(url, durationSeconds, connections)
      figures[`${key}.requestsPerSecond`] = Math.round(result.requests.average)
      figures[`${key}.p50Ms`] = result.latency.p50
      figures[`${key}.p99Ms`] = result.latency.p99
      figures[`${key}.non2xx`] = result.non2xx + result.errors
    }
    return figures
  } finally {
    await new Promise((resolve) => server.close(resolve))
    await db.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * viem's `getEnsAddress` end to end on a running stack's devnet, as any ENS-aware client does it:
 * the universal resolver, the zone's offchain resolver reverting with `OffchainLookup`, the
 * server's gateway answering signed, the resolver checking the answer. The name is one nobody
 * registered (the bench has no wallet to register with): the gateway looks it up and signs its
 * empty answer all the same, so the path and its work are those of a registered name.
 *
 * @param parameters - The devnet chain's RPC URL and the zone (`NAMES_ZONE`, default `airlock.test`).
 * @returns `getEnsAddress.medianMs` and `getEnsAddress.p99Ms` over `runs` lookups.
 *
 * @example
 * import { benchEnsResolution } from './bench/names.ts'
 * console.log(await benchEnsResolution({ rpcUrl: 'http://127.0.0.1:8545' }))
 */
export async function benchEnsResolution({
  rpcUrl,
  zone = 'airlock.test',
  runs = 50,
}: {
  rpcUrl: string
  zone?: string
  runs?: number
}): Promise<Record<string, number>> {
  const client = createPublicClient({
    chain: defineChain({
      id: 31337,
      name: 'Airlock Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
      contracts: { ensUniversalResolver: { address: ensAddresses().ensUniversalResolver } },
    }),
    transport: http(rpcUrl),
  })
  const samples: number[] = []
  // The first lookups warm the connections and the gateway's code paths.
  for (let index = 0; index < runs + 5; index++) {
    const started = performance.now()
    await client.getEnsAddress({ name: `bench-${index}.${zone}` })
    if (index >= 5) samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? 0
  return { 'getEnsAddress.medianMs': at(0.5), 'getEnsAddress.p99Ms': at(0.99) }
}
