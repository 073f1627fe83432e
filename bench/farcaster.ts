// Latency of the Farcaster connect relay's channel creation, `POST /v1/channel`, against a running
// server (its database write and the per-IP and per-project limits included), one request at a
// time and then 10 at a time. Each request names a different client in X-Forwarded-For (the stack
// of `npm start` trusts its loopback proxy), as many visitors would, so the per-IP limit of 30 a
// minute is not what is measured. Not part of `npm run bench` yet; the target is p99 < 20 ms:
//   npx tsx --conditions=@airlock/source -e "import('./bench/farcaster.ts').then(m=>m.benchFarcaster('http://127.0.0.1:8787')).then(console.log)"

/**
 * Measures `POST /v1/channel` of the server at `baseUrl`.
 *
 * @param baseUrl - Such as `http://127.0.0.1:8787`.
 * @param parameters.iterations - Timed requests per run. Defaults to 400.
 * @returns p50, p99 and max in ms for `serial` and `concurrent10`, and the answers that were not 201.
 *
 * @example
 * import { benchFarcaster } from './bench/farcaster.ts'
 * console.log(await benchFarcaster('http://127.0.0.1:8787'))
 */
export async function benchFarcaster(
  baseUrl: string,
  { iterations = 400, warmUp = 40 }: { iterations?: number; warmUp?: number } = {},
): Promise<Record<string, number>> {
  let client = 0
  const create = async () => {
    client += 1
    const started = performance.now()
    const response = await fetch(`${baseUrl}/v1/channel`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify({
        siweUri: 'http://localhost:8788/farcaster',
        domain: 'localhost:8788',
      }),
    })
    await response.arrayBuffer()
    return { ms: performance.now() - started, ok: response.status === 201 }
  }
  for (let index = 0; index < warmUp; index++) await create()
  const serial = []
  for (let index = 0; index < iterations; index++) serial.push(await create())
  const concurrent = []
  for (let index = 0; index < iterations; index += 10)
    concurrent.push(...(await Promise.all(Array.from({ length: 10 }, create))))
  return { ...summary('serial', serial), ...summary('concurrent10', concurrent) }
}

function summary(name: string, samples: { ms: number; ok: boolean }[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b)
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
  const round = (ms: number) => Math.round(ms * 100) / 100
  return {
    [`${name}.p50Ms`]: round(at(0.5)),
    [`${name}.p99Ms`]: round(at(0.99)),
    [`${name}.maxMs`]: round(sorted.at(-1) ?? 0),
    [`${name}.failed`]: samples.filter((sample) => !sample.ok).length,
  }
}
