import { join } from 'node:path'
import { deriveRelayUrls } from '../relay/deriveRelayUrls.js'
import type { Config } from './loadConfig.js'
import { maskUrl } from './maskUrl.js'

/**
 * Describes a configuration for a person reading the start-up output: one line per environment
 * variable, with passwords and API keys in URLs shown as `***`.
 *
 * @param config - The configuration from `loadConfig`.
 * @returns A multi-line summary, safe to print and log.
 *
 * @example
 * import { formatConfig, loadConfig } from '@airlock/server'
 * console.log(formatConfig(loadConfig(process.env)))
 * // Airlock server configuration
 * //   PORT           8787
 * //   …
 */
export function formatConfig(config: Config): string {
  const rows: [string, string][] = [
    ['PORT', String(config.port)],
    ['HOST', config.host],
    ['PUBLIC_URL', maskUrl(config.publicUrl)],
    ['DATA_DIR', config.dataDir],
    ['KEYS_DIR', config.keysDir],
    [
      'DATABASE_URL',
      config.databaseUrl
        ? maskUrl(config.databaseUrl)
        : `(unset) PGlite in ${join(config.dataDir, 'pglite')}`,
    ],
    ['REDIS_URL', config.redisUrl ? maskUrl(config.redisUrl) : '(unset) in-memory bus'],
    [
      'RELAY_URLS',
      [deriveRelayUrls({ publicUrl: config.publicUrl })[0], ...config.relayUrls].join(', '),
    ],
    ['LOG_LEVEL', config.logLevel],
    ['DEV_PROJECT', config.devProject ? 'true (project "dev" allows localhost)' : 'false'],
    ['SMTP_URL', config.smtpUrl ? maskUrl(config.smtpUrl) : '(unset) e-mail login is off'],
    ['MAIL_FROM', config.mailFrom],
    ['SECURE_ORIGIN_URL', config.secureOriginUrl],
    ['TRUSTED_PROXIES', config.trustedProxies.join(', ') || '(unset) X-Forwarded-For is ignored'],
    // Keys are never printed, not even in part: only where they come from.
    [
      'WALLET_KEK',
      config.walletKek ? '(set)' : `(unset) key file ${join(config.keysDir, 'wallet-kek')}`,
    ],
    // Client secrets are never printed.
    ...config.social.providers.map(({ id, kind, issuer, clientId }): [string, string] => [
      `SOCIAL ${id}`,
      `${kind === 'oidc' ? issuer : 'OAuth 2.0'} (client ${clientId})`,
    ]),
    ...config.chains.map(({ chainId, caipNetworkId, name, rpcUrl }): [string, string] => [
      `RPC_URL_${chainId}`,
      `${maskUrl(rpcUrl)} (${caipNetworkId} ${name})`,
    ]),
  ]
  const width = Math.max(...rows.map(([name]) => name.length)) + 2
  return [
    'Airlock server configuration',
    ...rows.map(([name, value]) => `  ${name.padEnd(width)}${value}`),
  ].join('\n')
}
