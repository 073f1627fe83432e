import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'

export type AutocannonResult = {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  /** Socket errors and timeouts. */
  errors: number
  timeouts?: number
  /** Responses by HTTP status. */
  statusCodeStats?: Record<string, { count: number }>
}

/**
 * Loads `url` with autocannon in a child process (so the load does not share this process's
 * event loop) for `seconds` over `connections` connections, and returns its JSON summary.
 */
export function autocannon(
  url: string,
  seconds: number,
  connections: number,
): Promise<AutocannonResult> {
  const bin = createRequire(import.meta.url).resolve('autocannon')
  const args = [bin, '-c', String(connections), '-d', String(seconds), '-j', url]
  return new Promise((resolve, reject) => {
    // The run ends itself after `seconds`; the timeout only guards against a hang.
    execFile(
      process.execPath,
      args,
      { timeout: (seconds + 30) * 1000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error) reject(error)
        else resolve(JSON.parse(stdout) as AutocannonResult)
      },
    )
  })
}
