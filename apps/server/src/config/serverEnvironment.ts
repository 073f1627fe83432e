import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

// The server's environment variables, as `loadConfig` checks them.

/** pino's levels; `silent` logs nothing. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]

// apps/server/src/config → the repository root; the same depth from apps/server/dist/config.
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

export const httpUrl = z
  .string()
  .refine((value) => hasProtocol(value, ['http:', 'https:']), 'expected an http:// or https:// URL')

const walletKey = z
  .string()
  .trim()
  .refine(
    (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
    'expected 32 random bytes in base64 (openssl rand -base64 32)',
  )

// Each message says what was expected; `loadConfig` appends what it got.
export const environment = z.object({
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
  KEYS_DIR: z
    .string()
    .transform((value) => resolve(value))
    .optional(),
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
  RELAY_MAILBOX_MIB: z
    .string()
    .regex(/^\d+$/, 'expected a whole number of MiB, at least 1')
    .transform(Number)
    .refine((mib) => mib >= 1, 'expected a whole number of MiB, at least 1')
    .default(256),
  RELAY_CONNECTIONS_PER_IP: wholeNumber('sockets', 1000),
  RELAY_PUBLISH_PER_IP: wholeNumber('messages a second', 500),
  RELAY_PUBLISH_KIB_PER_IP: wholeNumber('KiB a second', 256),
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
  SMTP_URL: z
    .string()
    .refine(
      (value) => hasProtocol(value, ['smtp:', 'smtps:']),
      'expected an smtp:// or smtps:// URL',
    )
    .optional(),
  FARCASTER_HUB_URL: z
    .string()
    .refine((value) => hasProtocol(value, ['http:', 'https:']), 'expected an http(s):// URL')
    .optional(),
  FARCASTER_RELAY_KEY: z
    .string()
    .min(16, 'expected at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'expected printable ASCII without spaces')
    .optional(),
  FARCASTER_CHANNEL_TTL_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .min(10, 'expected at least 10 seconds')
    .max(3600, 'expected at most 3600 seconds')
    .default(300),
  MAIL_FROM: z
    .string()
    .trim()
    // One address, bare or as `Name <address>`; no line break could smuggle in a header.
    .regex(
      /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'expected an address such as "Airlock <no-reply@example.org>"',
    )
    .default('Airlock <no-reply@localhost>'),
  SECURE_ORIGIN_URL: httpUrl
    .refine(
      (value) => /^https?:\/\/[^/?#]+\/?$/.test(value),
      'expected an origin (scheme, host and port) without a path',
    )
    .transform((value) => new URL(value).origin)
    .default('http://localhost:8788'),
  TRUSTED_PROXIES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .refine(
      (addresses) => addresses.every((address) => isIP(address) !== 0),
      'expected comma-separated IP addresses, such as 127.0.0.1,::1',
    )
    .default([]),
  WALLET_KEK: walletKey.optional(),
})

// Printed as given in errors, except where a password may hide.
export const secretVariables = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL'])
// Keys: not even part of one is printed.
export const hiddenVariables = new Set(['WALLET_KEK', 'NAMES_GATEWAY_SIGNER_KEY'])
export const rpcUrlVariable = /^RPC_URL_(.*)$/
export const swapRouterVariable = /^SWAP_ROUTER_(.*)$/

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

/** A whole number of `unit`, at least 1, with a default. */
function wholeNumber(unit: string, fallback: number) {
  const message = `expected a whole number of ${unit}, at least 1`
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= 1, message)
    .default(fallback)
}
