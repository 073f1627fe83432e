import { normalize } from 'viem/ens'
import type { ConfigIssue } from '../errors/config.js'

/** The name service's settings (`NAMES_*`). */
export type NamesConfig = {
  /** `NAMES_ZONE`: the ENS name under which users register. Defaults to `airlock.test`. */
  zone: string
  /** `NAMES_RESERVED`: labels nobody may register (comma list). Defaults to the operator and system words (admin, root, support, wallet…). */
  reserved: readonly string[]
  /**
   * `NAMES_GATEWAY_SIGNER_KEY`: the private key (0x and 64 hex digits) that signs the gateway's
   * answers; the zone's offchain resolver trusts its address. Unset: `<KEYS_DIR>/names-gateway-signer`,
   * created at first use. Secret: never printed.
   */
  gatewaySignerKey: `0x${string}` | undefined
  /** `NAMES_GATEWAY_TTL_SECONDS`: how long a signed gateway answer stays valid. Defaults to 300. */
  gatewayTtlSeconds: number
}

/** Labels kept back unless `NAMES_RESERVED` says otherwise: the operator's and the system's. */
const defaultReserved: readonly string[] = Object.freeze([
  'admin',
  'administrator',
  'airlock',
  'help',
  'info',
  'mail',
  'official',
  'root',
  'security',
  'support',
  'system',
  'wallet',
  'www',
])

export type LoadNamesConfigReturnType = { config: NamesConfig; issues: ConfigIssue[] }

/**
 * Reads the name service's part of the configuration; `loadConfig` reports its issues with the
 * rest. The zone and each reserved label must be ENSIP-15 normalised already, so what the
 * operator wrote is what is served.
 *
 * @param env - The environment, empty values already removed.
 * @returns The configuration and any issues.
 *
 * @example
 * import { loadNamesConfig } from './names/loadNamesConfig.js'
 * loadNamesConfig({ NAMES_ZONE: 'names.example.com' }).config.zone // 'names.example.com'
 */
export function loadNamesConfig(
  env: Record<string, string | undefined>,
): LoadNamesConfigReturnType {
  const issues: ConfigIssue[] = []
  // Only what the operator wrote is checked: the defaults are normalised, and ENSIP-15's tables
  // take a good part of a second to set up at the first check.
  const zone = env.NAMES_ZONE?.trim() ?? 'airlock.test'
  if (env.NAMES_ZONE !== undefined && (!isNormalisedName(zone) || !zone.includes('.')))
    issues.push({
      variable: 'NAMES_ZONE',
      problem: `expected a normalised ENS name with at least two labels, such as airlock.test, got ${JSON.stringify(zone)}`,
    })
  const reserved =
    env.NAMES_RESERVED === undefined
      ? defaultReserved
      : env.NAMES_RESERVED.split(',')
          .map((label) => label.trim())
          .filter(Boolean)
  const badLabel =
    reserved === defaultReserved
      ? undefined
      : reserved.find((label) => label.includes('.') || !isNormalisedName(label))
  if (badLabel !== undefined)
    issues.push({
      variable: 'NAMES_RESERVED',
      problem: `expected comma-separated normalised labels, got ${JSON.stringify(badLabel)}`,
    })
  const key = env.NAMES_GATEWAY_SIGNER_KEY?.trim()
  if (key !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(key))
    issues.push({
      variable: 'NAMES_GATEWAY_SIGNER_KEY',
      problem: 'expected a private key: 0x and 64 hexadecimal digits (value not shown)',
    })
  const ttl =
    env.NAMES_GATEWAY_TTL_SECONDS === undefined ? 300 : Number(env.NAMES_GATEWAY_TTL_SECONDS)
  if (!Number.isSafeInteger(ttl) || ttl < 10 || ttl > 86_400)
    issues.push({
      variable: 'NAMES_GATEWAY_TTL_SECONDS',
      problem: `expected whole seconds from 10 to 86400, got ${JSON.stringify(env.NAMES_GATEWAY_TTL_SECONDS)}`,
    })
  return {
    config: {
      zone,
      reserved,
      gatewaySignerKey: key as `0x${string}` | undefined,
      gatewayTtlSeconds: ttl,
    },
    issues,
  }
}

function isNormalisedName(name: string): boolean {
  try {
    return name.length > 0 && normalize(name) === name
  } catch {
    return false
  }
}
