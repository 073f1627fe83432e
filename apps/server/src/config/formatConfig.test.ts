import { describe, expect, it } from 'vitest'
import { formatConfig } from './formatConfig.js'
import { loadConfig } from './loadConfig.js'

describe('formatConfig', () => {
  it('prints one line per variable, saying what an unset one means', () => {
    expect(formatConfig(loadConfig({ DATA_DIR: '/var/lib/airlock' }))).toMatchInlineSnapshot(`
      "Airlock server configuration
        PORT               8787
        HOST               127.0.0.1
        PUBLIC_URL         http://127.0.0.1:8787
        DATA_DIR           /var/lib/airlock
        KEYS_DIR           /var/lib/airlock-keys
        DATABASE_URL       (unset) PGlite in /var/lib/airlock/pglite
        REDIS_URL          (unset) in-memory bus
        RELAY_URLS         ws://127.0.0.1:8787/relay
        LOG_LEVEL          info
        DEV_PROJECT        true (project "dev" allows localhost)
        SMTP_URL           (unset) e-mail login is off
        MAIL_FROM          Airlock <no-reply@localhost>
        SECURE_ORIGIN_URL  http://localhost:8788
        TRUSTED_PROXIES    (unset) X-Forwarded-For is ignored
        WALLET_KEK         (unset) key file /var/lib/airlock-keys/wallet-kek
        RPC_URL_31337      http://127.0.0.1:8545 (eip155:31337 Airlock Devnet)
        RPC_URL_31338      http://127.0.0.1:8546 (eip155:31338 Airlock Devnet L2)"
    `)
  })

  it('masks passwords and API keys', () => {
    const text = formatConfig(
      loadConfig({
        DATA_DIR: '/var/lib/airlock',
        DATABASE_URL: 'postgres://airlock:hunter2@db:5432/airlock?sslmode=require',
        REDIS_URL: 'rediss://default:s3cr3t-redis@cache:6380',
        RPC_URL_1: 'https://eth-mainnet.g.alchemy.com/v2/abcdefghijklmnopqrstuvwxyz012345',
        RPC_URL_10: 'https://optimism.example.org/rpc?apikey=k3y',
        RPC_URL_31337: 'http://rpcuser:rpcpass@127.0.0.1:8545',
        SMTP_URL: 'smtps://mailer:m41l-pass@smtp.example.org:465',
        WALLET_KEK: 'S2VrS2VrS2VrS2VrS2VrS2VrS2VrS2VrS2VrS2VrS2U=',
      }),
    )
    for (const secret of [
      'hunter2',
      's3cr3t-redis',
      'abcdefghijklmnopqrstuvwxyz012345',
      'k3y',
      'rpcpass',
      'm41l-pass',
      'S2VrS2Vr',
    ])
      expect(text).not.toContain(secret)
    expect(text).toMatchInlineSnapshot(`
      "Airlock server configuration
        PORT               8787
        HOST               127.0.0.1
        PUBLIC_URL         http://127.0.0.1:8787
        DATA_DIR           /var/lib/airlock
        KEYS_DIR           /var/lib/airlock-keys
        DATABASE_URL       postgres://airlock:***@db:5432/airlock?sslmode=require
        REDIS_URL          rediss://default:***@cache:6380
        RELAY_URLS         ws://127.0.0.1:8787/relay
        LOG_LEVEL          info
        DEV_PROJECT        true (project "dev" allows localhost)
        SMTP_URL           smtps://mailer:***@smtp.example.org:465
        MAIL_FROM          Airlock <no-reply@localhost>
        SECURE_ORIGIN_URL  http://localhost:8788
        TRUSTED_PROXIES    (unset) X-Forwarded-For is ignored
        WALLET_KEK         (set)
        RPC_URL_1          https://eth-mainnet.g.alchemy.com/v2/*** (eip155:1 Chain 1)
        RPC_URL_10         https://optimism.example.org/rpc?apikey=*** (eip155:10 Chain 10)
        RPC_URL_31337      http://rpcuser:***@127.0.0.1:8545 (eip155:31337 Airlock Devnet)
        RPC_URL_31338      http://127.0.0.1:8546 (eip155:31338 Airlock Devnet L2)"
    `)
  })
})
