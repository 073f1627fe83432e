import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/config.js'
import { defaultDevnet } from './defaultDevnet.js'
import { loadConfig } from './loadConfig.js'

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('loadConfig did not throw')
}

describe('loadConfig', () => {
  it('defaults to the embedded setup: 127.0.0.1:8787, PGlite in <repo>/.data, both devnet chains', () => {
    const config = loadConfig({})
    expect({ ...config, dataDir: undefined, keysDir: undefined }).toMatchInlineSnapshot(`
      {
        "chains": [
          {
            "caipNetworkId": "eip155:31337",
            "chainId": 31337,
            "name": "Airlock Devnet",
            "rpcUrl": "http://127.0.0.1:8545",
          },
          {
            "caipNetworkId": "eip155:31338",
            "chainId": 31338,
            "name": "Airlock Devnet L2",
            "rpcUrl": "http://127.0.0.1:8546",
          },
        ],
        "dataDir": undefined,
        "databaseUrl": undefined,
        "devProject": true,
        "farcaster": {
          "channelTtlMs": 300000,
          "hubUrl": undefined,
          "relayKey": undefined,
        },
        "host": "127.0.0.1",
        "keysDir": undefined,
        "logLevel": "info",
        "mailFrom": "Airlock <no-reply@localhost>",
        "names": {
          "gatewaySignerKey": undefined,
          "gatewayTtlSeconds": 300,
          "reserved": [
            "admin",
            "administrator",
            "airlock",
            "help",
            "info",
            "mail",
            "official",
            "root",
            "security",
            "support",
            "system",
            "wallet",
            "www",
          ],
          "zone": "airlock.test",
        },
        "onramp": {
          "coinbase": undefined,
          "countryHeader": undefined,
          "eurUsd": "1.08",
          "meld": undefined,
          "quoteSecret": undefined,
          "restrictedCountries": [],
          "restrictedTimezones": [],
          "sandboxUrl": undefined,
        },
        "port": 8787,
        "publicUrl": "http://127.0.0.1:8787",
        "redisUrl": undefined,
        "relayMailboxBytes": 268435456,
        "relayPerIp": {
          "bytesPerSecond": 262144,
          "connections": 1000,
          "messagesPerSecond": 500,
        },
        "relayUrls": [],
        "secureOriginUrl": "http://localhost:8788",
        "smtpUrl": undefined,
        "social": {
          "providers": [],
        },
        "solPriceToken": undefined,
        "solanaChains": [],
        "trustedProxies": [],
        "walletKek": undefined,
      }
    `)
    expect(config.dataDir).toBe(join(import.meta.dirname, '../../../../.data'))
    // Keys are kept apart from the database by default.
    expect(config.keysDir).toBe(join(import.meta.dirname, '../../../../.data-keys'))
  })

  it('reads every variable, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://airlock.example.org/',
      DATA_DIR: 'relative/data',
      DATABASE_URL: 'postgres://airlock:secret@db:5432/airlock',
      REDIS_URL: '',
      LOG_LEVEL: 'debug',
      RELAY_URLS: ' wss://relay.example.org/relay , ws://192.168.1.20:8787/relay,',
      RELAY_MAILBOX_MIB: '64',
      RELAY_CONNECTIONS_PER_IP: '20000',
      RELAY_PUBLISH_PER_IP: '5000',
      RELAY_PUBLISH_KIB_PER_IP: '4096',
    })
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      publicUrl: 'https://airlock.example.org',
      dataDir: join(process.cwd(), 'relative/data'),
      databaseUrl: 'postgres://airlock:secret@db:5432/airlock',
      redisUrl: undefined,
      logLevel: 'debug',
      relayUrls: ['wss://relay.example.org/relay', 'ws://192.168.1.20:8787/relay'],
      relayMailboxBytes: 64 * 1024 * 1024,
      relayPerIp: { connections: 20_000, messagesPerSecond: 5000, bytesPerSecond: 4096 * 1024 },
    })
    expect(errorOf({ RELAY_MAILBOX_MIB: '0' }).message).toBe(
      'Invalid environment variable RELAY_MAILBOX_MIB: expected a whole number of MiB, at least 1, got "0"',
    )
    expect(errorOf({ RELAY_PUBLISH_PER_IP: '1.5' }).message).toBe(
      'Invalid environment variable RELAY_PUBLISH_PER_IP: expected a whole number of messages a second, at least 1, got "1.5"',
    )
  })

  it('derives PUBLIC_URL from HOST and PORT unless it is set', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://127.0.0.1:9000')
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://127.0.0.1:9000')
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8787')
    expect(loadConfig({ HOST: 'localhost', PUBLIC_URL: 'https://a.example' }).publicUrl).toBe(
      'https://a.example',
    )
  })

  it('overrides a devnet chain and adds others with RPC_URL_<chainId>', () => {
    const { chains } = loadConfig({
      RPC_URL_31337: 'http://anvil:8545',
      RPC_URL_1: 'https://eth.example.org/v2/key',
    })
    expect(
      chains.map(({ caipNetworkId, name, rpcUrl }) => `${caipNetworkId} ${name} ${rpcUrl}`),
    ).toMatchInlineSnapshot(`
      [
        "eip155:1 Chain 1 https://eth.example.org/v2/key",
        "eip155:31337 Airlock Devnet http://anvil:8545",
        "eip155:31338 Airlock Devnet L2 http://127.0.0.1:8546",
      ]
    `)
  })

  it('names the variable, the problem and the value', () => {
    expect(errorOf({ PORT: 'abc' }).message).toMatchInlineSnapshot(
      `"Invalid environment variable PORT: expected an integer from 1 to 65535, got "abc""`,
    )
    expect(errorOf({ PORT: '70000' }).message).toMatchInlineSnapshot(
      `"Invalid environment variable PORT: expected an integer from 1 to 65535, got "70000""`,
    )
    expect(errorOf({ DATABASE_URL: 'not-a-url' }).message).toMatchInlineSnapshot(
      `"Invalid environment variable DATABASE_URL: expected a postgres:// or postgresql:// URL, got "not-a-url""`,
    )
    expect(errorOf({ LOG_LEVEL: 'loud' }).message).toMatchInlineSnapshot(
      `"Invalid environment variable LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud""`,
    )
    expect(errorOf({ REDIS_URL: 'http://cache:6379' }).message).toMatchInlineSnapshot(
      `"Invalid environment variable REDIS_URL: expected a redis:// or rediss:// URL, got "http://cache:6379""`,
    )
    expect(errorOf({ PUBLIC_URL: 'airlock.example.org' }).message).toMatchInlineSnapshot(
      `"Invalid environment variable PUBLIC_URL: expected an http:// or https:// URL, got "airlock.example.org""`,
    )
    expect(errorOf({ RPC_URL_mainnet: 'https://eth.example.org' }).message).toMatchInlineSnapshot(
      `"Invalid environment variable RPC_URL_mainnet: expected RPC_URL_<chainId> with a positive integer chain id, such as RPC_URL_1"`,
    )
    expect(errorOf({ RELAY_URLS: 'https://relay.example.org' }).message).toMatchInlineSnapshot(
      `"Invalid environment variable RELAY_URLS: expected comma-separated ws:// or wss:// URLs, got "https://relay.example.org""`,
    )
    expect(errorOf({ RPC_URL_1: 'ws://eth.example.org' }).message).toMatchInlineSnapshot(
      `"Invalid environment variable RPC_URL_1: expected an http:// or https:// URL, got "ws://eth.example.org""`,
    )
  })

  it('checks SOL_PRICE_TOKEN: an ERC-20 as CAIP-10 on a served chain', () => {
    expect(errorOf({ SOL_PRICE_TOKEN: 'SOL' }).message).toMatchInlineSnapshot(
      `"Invalid environment variable SOL_PRICE_TOKEN: expected an ERC-20 as CAIP-10, such as eip155:1:0xD31a59c85aE9D8edEFeC411D448f90841571b89c, got "SOL""`,
    )
    expect(
      errorOf({ SOL_PRICE_TOKEN: 'eip155:1:0xD31a59c85aE9D8edEFeC411D448f90841571b89c' }).message,
    ).toMatchInlineSnapshot(
      `"Invalid environment variable SOL_PRICE_TOKEN: expected RPC_URL_1 too: chain 1 is not served"`,
    )
    expect(
      loadConfig({
        RPC_URL_1: 'https://eth.example.org',
        SOL_PRICE_TOKEN: 'eip155:1:0xD31a59c85aE9D8edEFeC411D448f90841571b89c',
      }).solPriceToken,
    ).toBe('eip155:1:0xD31a59c85aE9D8edEFeC411D448f90841571b89c')
  })

  it("defaults SOL_PRICE_TOKEN to the devnet's wrapped SOL when its Solana chain is the only cluster", () => {
    const devnet = defaultDevnet()
    const solana = devnet?.manifest.solana?.caipNetworkId
    const wsol = devnet?.manifest.chains.find((chain) => chain.chainId === 31337)?.contracts.wsol
    expect(wsol).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // No Solana cluster: nothing to price.
    expect(loadConfig({}).solPriceToken).toBeUndefined()
    // The devnet's cluster alone: its WSOL/USDC pool on the first EVM chain prices SOL.
    const devnetCluster = { [`RPC_URL_${solana}`]: 'http://127.0.0.1:8899' }
    expect(loadConfig(devnetCluster).solPriceToken).toBe(`eip155:31337:${wsol}`)
    // A real cluster too: no devnet pool prices its SOL.
    const mainnet = { 'RPC_URL_solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'https://sol.example.org' }
    expect(loadConfig({ ...devnetCluster, ...mainnet }).solPriceToken).toBeUndefined()
    // Set, it wins.
    expect(
      loadConfig({
        ...devnetCluster,
        SOL_PRICE_TOKEN: `eip155:31338:${wsol}`,
      }).solPriceToken,
    ).toBe(`eip155:31338:${wsol}`)
  })

  it('reads how long a Farcaster sign-in link works, in seconds, from 10 to 3600', () => {
    expect(loadConfig({ FARCASTER_CHANNEL_TTL_SECONDS: '45' }).farcaster.channelTtlMs).toBe(45_000)
    const error = errorOf({ FARCASTER_CHANNEL_TTL_SECONDS: '5' })
    expect(error.issues.map((issue) => issue.variable)).toEqual(['FARCASTER_CHANNEL_TTL_SECONDS'])
  })

  it('reports every bad variable at once', () => {
    const error = errorOf({ PORT: '0', LOG_LEVEL: 'loud', HOST: 'ok' })
    expect(error.issues.map((issue) => issue.variable)).toEqual(['PORT', 'LOG_LEVEL'])
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid environment variable PORT: expected an integer from 1 to 65535, got "0"
      Invalid environment variable LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud""
    `)
  })

  it('masks the password of a bad DATABASE_URL or REDIS_URL in the error', () => {
    expect(errorOf({ DATABASE_URL: 'mysql://airlock:hunter2@db/airlock' }).message).not.toContain(
      'hunter2',
    )
    expect(
      errorOf({ DATABASE_URL: 'postgres//airlock:hunter2@db/airlock' }).message,
    ).toMatchInlineSnapshot(
      `"Invalid environment variable DATABASE_URL: expected a postgres:// or postgresql:// URL, got "postgres//airlock:***@db/airlock""`,
    )
    expect(errorOf({ REDIS_URL: 'redis//:hunter2@cache' }).message).not.toContain('hunter2')
  })

  it('reads the e-mail wallet settings and checks them without printing keys', () => {
    const kek = Buffer.alloc(32, 7).toString('base64')
    expect(
      loadConfig({
        SMTP_URL: 'smtps://mailer:secret@smtp.example.org:465',
        MAIL_FROM: 'Wallet <wallet@example.org>',
        SECURE_ORIGIN_URL: 'https://Wallet.example.org/',
        TRUSTED_PROXIES: ' 10.0.0.5 , fd00::7,',
        WALLET_KEK: kek,
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.example.org:465',
      mailFrom: 'Wallet <wallet@example.org>',
      secureOriginUrl: 'https://wallet.example.org',
      trustedProxies: ['10.0.0.5', 'fd00::7'],
      walletKek: kek,
    })
    const error = errorOf({
      SMTP_URL: 'http://mailer:s3cret@smtp.example.org',
      MAIL_FROM: 'a@b.c\r\nBcc: victim@example.org',
      SECURE_ORIGIN_URL: 'http://127.0.0.1:8788/frame',
      TRUSTED_PROXIES: '127.0.0.1,10.0.0.0/8',
      WALLET_KEK: 'c2hvcnQta2V5',
    }).message
    expect(error).not.toContain('s3cret')
    expect(error).not.toContain('c2hvcnQta2V5')
    expect(error).toMatchInlineSnapshot(`
      "Invalid environment variable SMTP_URL: expected an smtp:// or smtps:// URL, got "http://mailer:***@smtp.example.org"
      Invalid environment variable MAIL_FROM: expected an address such as "Airlock <no-reply@example.org>", got "a@b.c\\r\\nBcc: victim@example.org"
      Invalid environment variable SECURE_ORIGIN_URL: expected an origin (scheme, host and port) without a path, got "http://127.0.0.1:8788/frame"
      Invalid environment variable TRUSTED_PROXIES: expected comma-separated IP addresses, such as 127.0.0.1,::1, got "127.0.0.1,10.0.0.0/8"
      Invalid environment variable WALLET_KEK: expected 32 random bytes in base64 (openssl rand -base64 32), got a value that is not shown"
    `)
    // Empty: no proxy is trusted, as by default.
    expect(loadConfig({ TRUSTED_PROXIES: ' , ' }).trustedProxies).toEqual([])
    // The recovery key is the secure origin's: the server neither reads nor keeps one.
    const withRecoveryKey = loadConfig({ WALLET_RECOVERY_KEY: '{"kty":"EC","crv":"P-256"}' })
    expect(Object.keys(withRecoveryKey).filter((key) => /recovery/i.test(key))).toEqual([])
  })
})
