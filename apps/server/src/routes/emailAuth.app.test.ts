import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAdaptorServer } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  Browser,
  call,
  type Harness,
  inbox,
  mailFrom,
  openHarness,
  uniqueEmail,
} from '../../test/emailAuthHarness.js'
import { loadConfig } from '../config/loadConfig.js'
import { createApp } from '../createApp.js'
import { createLogger } from '../createLogger.js'

describeEachBackend('/auth/v1/email in createApp', (backend) => {
  let harness: Harness
  let dataDir: string
  beforeAll(async () => {
    harness = await openHarness(backend)
    dataDir = await mkdtemp(join(tmpdir(), 'airlock-email-app-'))
  })
  afterAll(async () => {
    await harness?.dispose()
    await rm(dataDir, { recursive: true, force: true })
    await rm(`${dataDir}-keys`, { recursive: true, force: true })
  })

  it('is mounted ahead of sign-in with a wallet, from SMTP_URL and SECURE_ORIGIN_URL', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: harness.sandbox.smtpUrl,
      MAIL_FROM: mailFrom,
      SECURE_ORIGIN_URL: 'http://127.0.0.1:9999',
    })
    const app = createApp({
      config,
      db: harness.database,
      logger: createLogger({ logLevel: 'silent' }),
    })
    const email = uniqueEmail('app')
    // No ?projectId=: `/auth/v1/*`'s project check must not intercept these routes.
    const response = await call(
      app,
      new Browser(),
      'POST',
      'start',
      { email, projectId: 'demo' },
      { origin: 'http://127.0.0.1:9999' },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:9999')
    expect(await inbox(harness.sandbox, email)).toHaveLength(1)
    // The keys were created on first use, in KEYS_DIR (by default beside DATA_DIR, not in it).
    const { stat } = await import('node:fs/promises')
    expect((await stat(join(`${dataDir}-keys`, 'wallet-kek'))).mode & 0o777).toBe(0o600)
  })

  it('counts X-Forwarded-For over a real socket only from TRUSTED_PROXIES', async () => {
    // 30 checks per IP per 5 minutes: the 31st from one address is refused.
    const checks = async (url: string, forwardedFor: string, times: number) => {
      const statuses: number[] = []
      for (let i = 0; i < times; i++) {
        const response = await fetch(`${url}/auth/v1/email/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ code: '123456' }),
        })
        await response.body?.cancel()
        statuses.push(response.status)
      }
      return statuses
    }
    const serve = async (env: Record<string, string>) => {
      const app = createApp({
        config: loadConfig({ DATA_DIR: dataDir, SMTP_URL: harness.sandbox.smtpUrl, ...env }),
        db: harness.database,
        logger: createLogger({ logLevel: 'silent' }),
      })
      const server = createAdaptorServer({ fetch: app.fetch })
      server.listen(0, '127.0.0.1')
      await once(server, 'listening')
      const { port } = server.address() as AddressInfo
      return { url: `http://127.0.0.1:${port}`, close: () => server.close() }
    }

    // By default no peer is trusted, loopback neither: the header is ignored.
    const byDefault = await serve({})
    try {
      expect(new Set(await checks(byDefault.url, '198.51.100.7', 30))).toEqual(new Set([401]))
      expect(await checks(byDefault.url, '198.51.100.8', 1)).toEqual([429])
    } finally {
      byDefault.close()
    }

    // The secure origin's proxy on loopback, named: one bucket per browser.
    const trusted = await serve({ TRUSTED_PROXIES: '127.0.0.1' })
    try {
      expect(new Set(await checks(trusted.url, '198.51.100.7', 30))).toEqual(new Set([401]))
      expect(await checks(trusted.url, '198.51.100.7', 1)).toEqual([429])
      expect(await checks(trusted.url, '198.51.100.8', 1)).toEqual([401])
    } finally {
      trusted.close()
    }

    // Any other TRUSTED_PROXIES: the loopback peer's header is ignored, all count as the peer.
    const untrusted = await serve({ TRUSTED_PROXIES: '192.0.2.10' })
    try {
      expect(new Set(await checks(untrusted.url, '198.51.100.7', 30))).toEqual(new Set([401]))
      expect(await checks(untrusted.url, '198.51.100.8', 1)).toEqual([429])
    } finally {
      untrusted.close()
    }
  })
})
