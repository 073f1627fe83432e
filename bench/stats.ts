// Small helpers the load benches share: percentiles, rounding, a bounded wait, a process's memory, the
// load average.
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'

/** The resident memory of a process, in MiB (`NaN` when it is gone). */
export function residentMiB(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024
  } catch {
    return Number.NaN
  }
}

/** The nearest-rank percentile `p` (0–100) of `values`, `NaN` for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

/** Whole numbers for big figures, one decimal for small ones. */
export const round = (value: number) =>
  Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10
/** Resolves after `ms`: only for polling loops with a deadline, never as a pace. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `promise`, or a rejection naming `what` after `ms`. */
export function withTimeout<value>(
  promise: Promise<value>,
  ms: number,
  what: string,
): Promise<value> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** The 1-, 5- and 15-minute load averages, as `uptime` prints them. */
export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')
