import type { ConfigIssue } from '../errors/config.js'

/** The on-ramp providers and rules the operator configured (`ONRAMP_*`, `COINBASE_ONRAMP_*`, `MELD_*`). */
export type OnRampConfig = {
  /**
   * `ONRAMP_SANDBOX_URL`: the sandbox's on-ramp stand-in, the embedded default (`npm start` sets
   * it to the sandbox it runs). Unset: no sandbox provider.
   */
  sandboxUrl: string | undefined
  /**
   * `COINBASE_ONRAMP_APP_ID`, and optionally `COINBASE_ONRAMP_API_KEY_NAME` and
   * `COINBASE_ONRAMP_API_KEY_SECRET` (a CDP secret API key: session tokens and the purchase status
   * API). Unset: no Coinbase provider.
   */
  coinbase:
    | { appId: string; apiKeyName: string | undefined; apiKeySecret: string | undefined }
    | undefined
  /** `MELD_PUBLIC_KEY`. Unset: no Meld provider. */
  meld: { publicKey: string } | undefined
  /** `ONRAMP_RESTRICTED_TIMEZONES`: IANA names, upper case; the modal hides buying in them. */
  restrictedTimezones: readonly string[]
  /** `ONRAMP_RESTRICTED_COUNTRIES`: ISO 3166-1 alpha-2 codes, upper case. */
  restrictedCountries: readonly string[]
  /** `ONRAMP_COUNTRY_HEADER`, lower case: the proxy header naming the buyer's country (`cf-ipcountry`). */
  countryHeader: string | undefined
  /** `ONRAMP_EUR_USD`: US dollars per euro, a decimal string. Defaults to `1.08`. */
  eurUsd: string
  /**
   * `ONRAMP_QUOTE_SECRET`: signs quote ids. Unset: a random secret per server start (set one when
   * several server processes share the work, so each accepts the others' quotes).
   */
  quoteSecret: string | undefined
}

export type LoadOnRampConfigReturnType = { config: OnRampConfig; issues: ConfigIssue[] }

const defaultEurUsd = '1.08'
const countryCode = /^[A-Z]{2}$/
// IANA names: Area/Location with letters, digits, `_`, `-`, `+` (Etc/GMT+5); a bare `UTC` too.
const timeZone = /^[A-Z0-9_+-]+(\/[A-Z0-9_+-]+){0,2}$/
const headerName = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/
const pemEcKey = /^-----BEGIN EC PRIVATE KEY-----[\s\S]+-----END EC PRIVATE KEY-----\s*$/
const base64 = /^[A-Za-z0-9+/]+={0,2}$/

/**
 * Reads the on-ramp part of the configuration; `loadConfig` calls it and reports its issues
 * with the rest. Secrets are never echoed in an issue.
 *
 * @param env - The environment, empty values already removed.
 * @returns The on-ramp configuration and any issues.
 *
 * @example
 * import { loadOnRampConfig } from './onramp/loadOnRampConfig.js'
 * loadOnRampConfig({ ONRAMP_SANDBOX_URL: 'http://127.0.0.1:8790' }).config.sandboxUrl
 */
export function loadOnRampConfig(
  env: Record<string, string | undefined>,
): LoadOnRampConfigReturnType {
  const issues: ConfigIssue[] = []
  const issue = (variable: string, problem: string) => {
    issues.push({ variable, problem })
    return undefined
  }
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().toUpperCase())
      .filter(Boolean)

  let sandboxUrl = env.ONRAMP_SANDBOX_URL
  if (sandboxUrl !== undefined) {
    if (!isHttpUrl(sandboxUrl))
      sandboxUrl = issue(
        'ONRAMP_SANDBOX_URL',
        `expected an http:// or https:// URL, got ${JSON.stringify(sandboxUrl)}`,
      )
    else sandboxUrl = sandboxUrl.replace(/\/+$/, '')
  }

  const appId = env.COINBASE_ONRAMP_APP_ID?.trim()
  const apiKeyName = env.COINBASE_ONRAMP_API_KEY_NAME?.trim()
  // Environment files often carry a PEM key on one line with literal `\n`.
  const apiKeySecret = env.COINBASE_ONRAMP_API_KEY_SECRET?.replace(/\\n/g, '\n').trim()
  if ((apiKeyName === undefined) !== (apiKeySecret === undefined))
    issue(
      apiKeyName === undefined ? 'COINBASE_ONRAMP_API_KEY_NAME' : 'COINBASE_ONRAMP_API_KEY_SECRET',
      'expected COINBASE_ONRAMP_API_KEY_NAME and COINBASE_ONRAMP_API_KEY_SECRET together',
    )
  if (apiKeyName !== undefined && appId === undefined)
    issue('COINBASE_ONRAMP_APP_ID', 'expected it too when COINBASE_ONRAMP_API_KEY_NAME is set')
  if (
    apiKeySecret !== undefined &&
    !pemEcKey.test(apiKeySecret) &&
    !(base64.test(apiKeySecret) && Buffer.from(apiKeySecret, 'base64').length === 64)
  )
    issue(
      'COINBASE_ONRAMP_API_KEY_SECRET',
      'expected a CDP secret API key: an EC private key in PEM or an Ed25519 key in base64 (value not shown)',
    )

  const restrictedTimezones = list(env.ONRAMP_RESTRICTED_TIMEZONES)
  const badZone = restrictedTimezones.find((zone) => !timeZone.test(zone))
  if (badZone)
    issue(
      'ONRAMP_RESTRICTED_TIMEZONES',
      `expected comma-separated IANA time zones such as Asia/Shanghai, got ${JSON.stringify(badZone)}`,
    )
  const restrictedCountries = list(env.ONRAMP_RESTRICTED_COUNTRIES)
  const badCountry = restrictedCountries.find((code) => !countryCode.test(code))
  if (badCountry)
    issue(
      'ONRAMP_RESTRICTED_COUNTRIES',
      `expected comma-separated two-letter country codes such as CN, got ${JSON.stringify(badCountry)}`,
    )
  const countryHeader = env.ONRAMP_COUNTRY_HEADER?.trim().toLowerCase()
  if (countryHeader !== undefined && !headerName.test(countryHeader))
    issue(
      'ONRAMP_COUNTRY_HEADER',
      `expected an HTTP header name, got ${JSON.stringify(countryHeader)}`,
    )
  if (restrictedCountries.length > 0 && countryHeader === undefined)
    issue(
      'ONRAMP_COUNTRY_HEADER',
      'expected the header your proxy puts the country in (such as cf-ipcountry) when ONRAMP_RESTRICTED_COUNTRIES is set',
    )

  const eurUsd = env.ONRAMP_EUR_USD?.trim() ?? defaultEurUsd
  if (!/^\d{1,3}(\.\d{1,6})?$/.test(eurUsd) || Number(eurUsd) <= 0)
    issue(
      'ONRAMP_EUR_USD',
      `expected US dollars per euro as a positive decimal such as 1.08, got ${JSON.stringify(eurUsd)}`,
    )

  const quoteSecret = env.ONRAMP_QUOTE_SECRET
  if (quoteSecret !== undefined && quoteSecret.length < 32)
    issue('ONRAMP_QUOTE_SECRET', 'expected at least 32 characters (value not shown)')

  return {
    config: {
      sandboxUrl,
      coinbase: appId === undefined ? undefined : { appId, apiKeyName, apiKeySecret },
      meld: env.MELD_PUBLIC_KEY?.trim() ? { publicKey: env.MELD_PUBLIC_KEY.trim() } : undefined,
      restrictedTimezones,
      restrictedCountries,
      countryHeader,
      eurUsd,
      quoteSecret,
    },
    issues,
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}
