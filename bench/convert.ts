// Latency and throughput of the swap API's quote, `GET /v1/convert/quotes`, against a running
// server with a devnet behind it: 0.1 ETH → USDC and 250 USDC → DAI (each quote asks the router
// for the direct pool and the hop through WETH, with the pools' reserves, in one eth_call to the
// chain; only WETH, the factory and pool addresses are cached), at 50 connections for 5 s with
// autocannon in a child process. Run it on its own against `npm start`:
//   npx tsx --conditions=@airlock/source -e "import('./bench/convert.ts').then(m=>m.benchConvert('http://127.0.0.1:8787')).then(console.log)"
import { readManifest } from '@airlock/devnet'
import { nativeTokenAddress } from '@airlock/protocol'
import { parseEther, parseUnits } from 'viem'
import { autocannon } from './autocannon.ts'

const connections = 50
const durationSeconds = 5
const warmUpSeconds = 2

export type BenchConvertParameters = {
  /** The project id sent with each request. Defaults to `dev`. */
  projectId?: string
  /** The chain to quote on. Defaults to `31337`. */
  chainId?: number
}

/**
 * Measures `GET /v1/convert/quotes` of the server at `baseUrl`, quoting on a devnet chain.
 *
 * @param baseUrl - Such as `http://127.0.0.1:8787`.
 * @param parameters - Project and chain.
 * @returns Requests per second (mean), p50 and p99 latency in ms and non-2xx answers for
 * `quote.ethToUsdc` and `quote.usdcToDai`, and `quote.p99Ms`, the worse p99 of the two.
 *
 * @example
 * import { benchConvert } from './bench/convert.ts'
 * console.log(await benchConvert('http://127.0.0.1:8787'))
 */
export async function benchConvert(
  baseUrl: string,
  { projectId = 'dev', chainId = 31337 }: BenchConvertParameters = {},
): Promise<Record<string, number>> {
  const base = baseUrl.replace(/\/+$/, '')
  const manifest = readManifest()
  const chain = manifest.chains.find((entry) => entry.chainId === chainId)
  const [account] = manifest.accounts
  if (!chain || !account) throw new Error(`The devnet manifest has no chain ${chainId} or account`)
  const id = (address: string) => `eip155:${chainId}:${address}`
  const quote = (from: string, to: string, amount: bigint) =>
    `/v1/convert/quotes?amount=${amount}&from=${id(from)}&to=${id(to)}` +
    `&userAddress=${id(account.address)}&projectId=${encodeURIComponent(projectId)}`
  const requests = {
    'quote.ethToUsdc': quote(nativeTokenAddress, chain.contracts.usdc, parseEther('0.1')),
    'quote.usdcToDai': quote(chain.contracts.usdc, chain.contracts.dai, parseUnits('250', 6)),
  }
  const figures: Record<string, number> = {}
  for (const [name, path] of Object.entries(requests)) {
    const probe = await fetch(`${base}${path}`)
    const text = await probe.text()
    if (probe.status !== 200) throw new Error(`GET ${path} answered ${probe.status}: ${text}`)
    // Not counted: lets the JIT compile the hot path first, as it has in a server that has run.
    await autocannon(`${base}${path}`, warmUpSeconds, connections)
    const result = await autocannon(`${base}${path}`, durationSeconds, connections)
    figures[`${name}.requestsPerSecond`] = Math.round(result.requests.average)
    figures[`${name}.p50Ms`] = result.latency.p50
    figures[`${name}.p99Ms`] = result.latency.p99
    figures[`${name}.non2xx`] = result.non2xx + result.errors
  }
  figures['quote.p99Ms'] = Math.max(
    figures['quote.ethToUsdc.p99Ms'] ?? Number.NaN,
    figures['quote.usdcToDai.p99Ms'] ?? Number.NaN,
  )
  return figures
}
