import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readManifest } from '@airlock/devnet'
import { z } from 'zod'
import { ConfigError, type ConfigIssue } from '../errors/config.js'
import { maskUrl } from './maskUrl.js'
import { reachableHost } from './reachableHost.js'

/** pino's levels; `silent` logs nothing. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

/** An EVM chain the server reads through JSON-RPC. */
export type ChainConfig = {
  /** Such as `31337`. */
  chainId: number
  /** CAIP-2 id, such as `eip155:31337`. */
  caipNetworkId: `eip155:${number}`
  name: string
  /** JSON-RPC endpoint. May hold an API key: print it through `maskUrl`. */
  rpcUrl: string
}

/** The server's settings, read once at start by `loadConfig`. */
export type Config = {
  /** `PORT`. Defaults to `8787`. */
  port: number
  /** `HOST`, the interface to listen on. Defaults to `127.0.0.1`. */
  host: string
  /**
   * `PUBLIC_URL`, where browsers reach this server, without a trailing slash. Defaults to
   * `http://<HOST>:<PORT>` (`http://127.0.0.1:8787`; a wildcard HOST counts as 127.0.0.1).
   */
  publicUrl: string
  /** `DATA_DIR`, absolute. Defaults to `<repo root>/.data`. */
  dataDir: string
  /** `DATABASE_URL`: Postgres when set, else PGlite in `${dataDir}/pglite`. Holds a password. */
  databaseUrl: string | undefined
  /**
   * `REDIS_URL`: when set, the relay fans messages out through Redis pub/sub (so several server
   * processes can share one relay URL), and `/health` checks it. Holds a password.
   */
  redisUrl: string | undefined
  /**
   * `RELAY_URLS`: comma-separated `ws://` or `wss://` URLs the relay is also reachable under
   * (another host name, a LAN address, a proxy path). A client's JWT `aud` must name one of them
   * or the relay URL derived from `PUBLIC_URL` (`wss://<host>/relay` for https). Defaults to none.
   */
  relayUrls: readonly string[]
  /** `LOG_LEVEL`. Defaults to `info`. */
  logLevel: LogLevel
  /**
   * `DEV_PROJECT`: whether the `dev` project (allowing `http://localhost:*` and
   * `http://127.0.0.1:*`) exists, so the embedded default needs no set-up. Defaults to `true`;
   * set `false` in production.
   */
  devProject: boolean
  /** The devnet chains, overridden or extended by `RPC_URL_<chainId>`; sorted by chain id. */
  chains: readonly ChainConfig[]
}

/**
 * The chains of `apps/devnet`'s manifest (anvil on 8545 and 8546), used unless
 * `RPC_URL_<chainId>` says otherwise.
 */
export const defaultChains: readonly ChainConfig[] = readManifest().chains.map((chain) => ({
  chainId: chain.chainId,
  caipNetworkId: `eip155:${chain.chainId}`,
  name: chain.name,
  rpcUrl: chain.rpcUrl,
}))

// apps/server/src/config → the repository root; the same depth from apps/server/dist/config.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

const httpUrl = z
  .string()
  .refine((value) => hasProtocol(value, ['http:', 'https:']), 'expected an http:// or https:// URL')

// Each message says what was expected; `loadConfig` appends what it got.
const environment = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'expected an integer from 1 to 65535')
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, 'expected an integer from 1 to 65535')
    .default(8787),
  HOST: z.string().trim().min(1, 'expected a host name or IP address').default('127.0.0.1'),
  PUBLIC_URL: httpUrl.transform((value) => value.replace(/\/+$/, '')).optional(),
  DATA_DIR: z
    .string()
    .transform((value) => resolve(value))
    .default(join(repoRoot, '.data')),
  DATABASE_URL: z
    .string()
    // `postgres:///airlock?host=/run/postgresql` (a Unix socket) has no host name.
    .refine(
      (value) => hasProtocol(value, ['postgres:', 'postgresql:'], { allowEmptyHost: true }),
      'expected a postgres:// or postgresql:// URL',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .refine(
      (value) => hasProtocol(value, ['redis:', 'rediss:']),
      'expected a redis:// or rediss:// URL',
    )
    .optional(),
  RELAY_URLS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .refine(
      (urls) => urls.every((url) => hasProtocol(url, ['ws:', 'wss:'])),
      'expected comma-separated ws:// or wss:// URLs',
    )
    .default([]),
  LOG_LEVEL: z
    .enum(logLevels, { error: `expected one of ${logLevels.join(', ')}` })
    .default('info'),
  DEV_PROJECT: z
    .enum(['true', 'false', '1', '0', 'on', 'off'], { error: 'expected true or false' })
    .default('true')
    .transform((value) => value === 'true' || value === '1' || value === 'on'),
})

// Printed as given in errors, except where a password may hide.
const secretVariables = new Set(['DATABASE_URL', 'REDIS_URL'])
const rpcUrlVariable = /^RPC_URL_(.*)$/

/**
 * Reads the server's configuration from environment variables and checks every one of them.
 * Empty values count as unset.
 *
 * @param env - The environment. Defaults to `process.env`.
 * @returns The typed configuration.
 * @throws {ConfigError} When a variable is invalid; its message names each bad variable, the
 * problem and the value (with any password masked).
 *
 * @example
 * import { loadConfig } from '@airlock/server'
 * const config = loadConfig({ PORT: '9000', RPC_URL_1: 'https://rpc.example.org' })
 * config.port // 9000
 * config.chains.map((chain) => chain.caipNetworkId) // ['eip155:1', 'eip155:31337', 'eip155:31338']
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Docker and shells often set a variable to '' to mean "not set".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const issues: ConfigIssue[] = []
  const got = (name: string) => {
    const value = set[name] ?? ''
    return JSON.stringify(
      secretVariables.has(name) || name.startsWith('RPC_URL_') ? maskUrl(value) : value,
    )
  }

  const result = environment.safeParse(set)
  for (const issue of result.error?.issues ?? []) {
    const variable = String(issue.path[0])
    if (issues.some((known) => known.variable === variable)) continue
    issues.push({ variable, problem: `${issue.message}, got ${got(variable)}` })
  }

  const chains = new Map(defaultChains.map((chain) => [chain.chainId, chain]))
  for (const [variable, url] of Object.entries(set).sort(([a], [b]) => a.localeCompare(b))) {
    const reference = rpcUrlVariable.exec(variable)?.[1]
    if (reference === undefined || url === undefined) continue
    const chainId = /^[1-9]\d{0,15}$/.test(reference) ? Number(reference) : Number.NaN
    if (!Number.isSafeInteger(chainId))
      issues.push({
        variable,
        problem: 'expected RPC_URL_<chainId> with a positive integer chain id, such as RPC_URL_1',
      })
    else if (!httpUrl.safeParse(url).success)
      issues.push({
        variable,
        problem: `expected an http:// or https:// URL, got ${got(variable)}`,
      })
    else
      chains.set(chainId, {
        chainId,
        caipNetworkId: `eip155:${chainId}`,
        name: chains.get(chainId)?.name ?? `Chain ${chainId}`,
        rpcUrl: url,
      })
  }

  if (!result.success || issues.length > 0) throw new ConfigError({ issues })
  const { data } = result
  return {
    port: data.PORT,
    host: data.HOST,
    publicUrl: data.PUBLIC_URL ?? `http://${reachableHost(data.HOST)}:${data.PORT}`,
    dataDir: data.DATA_DIR,
    databaseUrl: data.DATABASE_URL,
    redisUrl: data.REDIS_URL,
    relayUrls: data.RELAY_URLS,
    logLevel: data.LOG_LEVEL,
    devProject: data.DEV_PROJECT,
    chains: [...chains.values()].sort((a, b) => a.chainId - b.chainId),
  }
}

function hasProtocol(
  value: string,
  protocols: readonly string[],
  { allowEmptyHost = false }: { allowEmptyHost?: boolean } = {},
): boolean {
  try {
    const url = new URL(value)
    return protocols.includes(url.protocol) && (allowEmptyHost || url.hostname !== '')
  } catch {
    return false
  }
}
