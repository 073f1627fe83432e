// Where a load's CPU went: every process's CPU time on the machine (from /proc), before and after,
// summed by role (the load generator, the replicas, nginx, Postgres, Redis, everything else).
import { readdirSync, readFileSync } from 'node:fs'

/** A snapshot of each process's CPU time, in clock ticks (1/100 s on Linux). */
type CpuSnapshot = Map<number, { name: string; ticks: number }>

const ticksPerSecond = 100

function snapshot(): CpuSnapshot {
  const found: CpuSnapshot = new Map()
  let entries: string[] = []
  try {
    entries = readdirSync('/proc')
  } catch {
    return found
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // `pid (name) state ppid …`: the name may hold spaces and parentheses.
      const close = stat.lastIndexOf(')')
      const name = stat.slice(stat.indexOf('(') + 1, close)
      const fields = stat.slice(close + 2).split(' ')
      // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
      found.set(Number(entry), { name, ticks: Number(fields[11]) + Number(fields[12]) })
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found
}

/**
 * Starts counting the machine's CPU by role; `stop` answers the CPU milliseconds each role used
 * since, keyed `generator`, `replicas`, `nginx`, `postgres`, `redis` and `other` (other sessions'
 * work on a shared machine shows up there).
 *
 * @param replicaPids - The server replicas' process ids.
 * @returns `stop`.
 *
 * @example
 * import { countProcessCpu } from './processCpu.ts'
 * const cpu = countProcessCpu([replica.process.pid])
 * await load()
 * cpu.stop() // { generator: 2100, replicas: 5200, nginx: 900, postgres: 1500, redis: 400, other: 30 }
 */
export function countProcessCpu(replicaPids: readonly (number | undefined)[]) {
  const before = snapshot()
  const generatorBefore = process.cpuUsage()
  return {
    stop(): Record<string, number> {
      const generatorUsed = process.cpuUsage(generatorBefore)
      const after = snapshot()
      const replicas = new Set(replicaPids)
      const roles: Record<string, number> = {
        generator: (generatorUsed.user + generatorUsed.system) / 1000,
        replicas: 0,
        nginx: 0,
        postgres: 0,
        redis: 0,
        other: 0,
      }
      for (const [pid, { name, ticks }] of after) {
        if (pid === process.pid) continue
        const used = ((ticks - (before.get(pid)?.ticks ?? 0)) * 1000) / ticksPerSecond
        if (used <= 0) continue
        const role = replicas.has(pid)
          ? 'replicas'
          : name === 'nginx'
            ? 'nginx'
            : name.startsWith('postgres')
              ? 'postgres'
              : name.startsWith('redis')
                ? 'redis'
                : 'other'
        roles[role] = (roles[role] ?? 0) + used
      }
      return roles
    },
  }
}
