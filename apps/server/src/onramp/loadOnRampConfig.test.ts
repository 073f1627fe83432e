import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadOnRampConfig } from './loadOnRampConfig.js'

const ecKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ format: 'pem', type: 'sec1' })
  .toString()

describe('loadOnRampConfig', () => {
  it('configures no provider and no restriction by default, EUR at 1.08 USD', () => {
    expect(loadOnRampConfig({})).toEqual({
      config: {
        sandboxUrl: undefined,
        coinbase: undefined,
        meld: undefined,
        restrictedTimezones: [],
        restrictedCountries: [],
        countryHeader: undefined,
        eurUsd: '1.08',
        quoteSecret: undefined,
      },
      issues: [],
    })
  })

  it('reads every variable', () => {
    const { config, issues } = loadOnRampConfig({
      ONRAMP_SANDBOX_URL: 'http://127.0.0.1:8790/',
      COINBASE_ONRAMP_APP_ID: ' app-123 ',
      COINBASE_ONRAMP_API_KEY_NAME: 'organizations/o/apiKeys/k',
      // As a one-line environment file holds it.
      COINBASE_ONRAMP_API_KEY_SECRET: ecKey.replace(/\n/g, '\\n'),
      MELD_PUBLIC_KEY: 'pk_live_1',
      ONRAMP_RESTRICTED_TIMEZONES: 'Asia/Shanghai, asia/urumqi,,',
      ONRAMP_RESTRICTED_COUNTRIES: 'cn, KP',
      ONRAMP_COUNTRY_HEADER: 'CF-IPCountry',
      ONRAMP_EUR_USD: '1.1234',
      ONRAMP_QUOTE_SECRET: 'x'.repeat(32),
    })
    expect(issues).toEqual([])
    expect(config).toEqual({
      sandboxUrl: 'http://127.0.0.1:8790',
      coinbase: {
        appId: 'app-123',
        apiKeyName: 'organizations/o/apiKeys/k',
        apiKeySecret: ecKey.trim(),
      },
      meld: { publicKey: 'pk_live_1' },
      restrictedTimezones: ['ASIA/SHANGHAI', 'ASIA/URUMQI'],
      restrictedCountries: ['CN', 'KP'],
      countryHeader: 'cf-ipcountry',
      eurUsd: '1.1234',
      quoteSecret: 'x'.repeat(32),
    })
  })

  it('names each bad variable, never showing a secret', () => {
    const { issues } = loadOnRampConfig({
      ONRAMP_SANDBOX_URL: 'ftp://sandbox',
      COINBASE_ONRAMP_API_KEY_NAME: 'k',
      COINBASE_ONRAMP_API_KEY_SECRET: 'not-a-key-but-a-secret-value',
      ONRAMP_RESTRICTED_TIMEZONES: 'Asia/Shanghai,not a zone',
      ONRAMP_RESTRICTED_COUNTRIES: 'China',
      ONRAMP_EUR_USD: '-1',
      ONRAMP_QUOTE_SECRET: 'short-secret-value',
    })
    expect(issues).toMatchInlineSnapshot(`
      [
        {
          "problem": "expected an http:// or https:// URL, got "ftp://sandbox"",
          "variable": "ONRAMP_SANDBOX_URL",
        },
        {
          "problem": "expected it too when COINBASE_ONRAMP_API_KEY_NAME is set",
          "variable": "COINBASE_ONRAMP_APP_ID",
        },
        {
          "problem": "expected a CDP secret API key: an EC private key in PEM or an Ed25519 key in base64 (value not shown)",
          "variable": "COINBASE_ONRAMP_API_KEY_SECRET",
        },
        {
          "problem": "expected comma-separated IANA time zones such as Asia/Shanghai, got "NOT A ZONE"",
          "variable": "ONRAMP_RESTRICTED_TIMEZONES",
        },
        {
          "problem": "expected comma-separated two-letter country codes such as CN, got "CHINA"",
          "variable": "ONRAMP_RESTRICTED_COUNTRIES",
        },
        {
          "problem": "expected the header your proxy puts the country in (such as cf-ipcountry) when ONRAMP_RESTRICTED_COUNTRIES is set",
          "variable": "ONRAMP_COUNTRY_HEADER",
        },
        {
          "problem": "expected US dollars per euro as a positive decimal such as 1.08, got "-1"",
          "variable": "ONRAMP_EUR_USD",
        },
        {
          "problem": "expected at least 32 characters (value not shown)",
          "variable": "ONRAMP_QUOTE_SECRET",
        },
      ]
    `)
    expect(JSON.stringify(issues)).not.toMatch(/not-a-key-but-a-secret-value|short-secret-value/)
  })

  it('wants the API key name and secret together', () => {
    expect(
      loadOnRampConfig({ COINBASE_ONRAMP_APP_ID: 'a', COINBASE_ONRAMP_API_KEY_NAME: 'k' }).issues,
    ).toEqual([
      {
        variable: 'COINBASE_ONRAMP_API_KEY_SECRET',
        problem:
          'expected COINBASE_ONRAMP_API_KEY_NAME and COINBASE_ONRAMP_API_KEY_SECRET together',
      },
    ])
  })
})
