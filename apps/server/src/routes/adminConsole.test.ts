import type { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminTestApp, testOperatorToken } from '../../test/adminConsoleParameters.js'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { createAdminAccounts } from '../admin/createAdminAccounts.js'
import { recordAnalyticsEvent } from '../analytics/recordAnalyticsEvent.js'
import { runMigrations } from '../db/runMigrations.js'
import { adminAudit, wallets } from '../db/schema.js'
import { maxCatalogueImportBytes } from './admin.js'

const token = testOperatorToken
const wallet = (id: string, order: number) => ({ id, name: `Wallet ${id}`, order })

// The console's routes beyond projects: catalogue, usage, providers, status and admins.
describeEachBackend('admin console routes', (backend) => {
  let database: TestDatabase
  let app: Hono
  let reloads = 0

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    const reload = async () => {
      reloads++
    }
    app = adminTestApp(database.db, { reload })
  })
  afterAll(() => database?.dispose())

  const call = async (method: string, path: string, body?: unknown, raw?: string) => {
    const response = await app.request(`/admin/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined && raw === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(raw === undefined ? {} : { body: raw }),
    })
    // biome-ignore lint/suspicious/noExplicitAny: each test checks the shape it reads.
    return { status: response.status, body: (await response.json()) as any }
  }
  const auditCount = () => database.db.$count(adminAudit)

  it('imports an export all or nothing: not a catalogue, half-valid or too large changes nothing', async () => {
    const before = { wallets: await database.db.$count(wallets), audit: await auditCount() }
    const notCatalogue = await call('POST', '/catalogue/import', { hello: 'world' })
    expect(notCatalogue.status).toBe(400)
    expect(notCatalogue.body.message).toBe('Nothing imported: this file is not a wallet catalogue')
    const halfValid = await call('POST', '/catalogue/import?source=half.json', [
      wallet('alpha', 1),
      { name: 'no id' },
    ])
    expect(halfValid.status).toBe(400)
    expect(halfValid.body.message).toBe('Nothing imported: 1 of 2 entries are invalid')
    expect(halfValid.body.details).toContain('Entry 1: id must be')
    const empty = await call('POST', '/catalogue/import', [])
    expect(empty.body.message).toBe('Nothing imported: the file lists no wallets')
    const huge = await call(
      'POST',
      '/catalogue/import',
      undefined,
      JSON.stringify([{ ...wallet('big', 1), name: 'x'.repeat(maxCatalogueImportBytes) }]),
    )
    expect(huge.status).toBe(413)
    expect({ wallets: await database.db.$count(wallets), audit: await auditCount() }).toEqual(
      before,
    )
    expect(reloads).toBe(0)

    const imported = await call('POST', '/catalogue/import?source=team.json', [
      wallet('alpha', 1),
      wallet('beta', 2),
      wallet('gamma', 3),
      wallet('delta', 4),
    ])
    expect(imported.status).toBe(201)
    expect(imported.body).toMatchObject({ format: 'array', added: 4, updated: 0 })
    expect(reloads).toBe(1)
    const { body } = await call('GET', '/audit?target=team.json')
    expect(body.entries[0]).toMatchObject({ action: 'catalogue.import', after: { added: 4 } })
  })

  it('searches, disables and reorders the featured list, each change audited', async () => {
    const found = await call('GET', '/catalogue?search=GAM')
    expect(found.body.wallets.map((entry: { id: string }) => entry.id)).toEqual(['gamma'])
    expect(found.body.total).toBe(1)

    const disabled = await call('PATCH', '/catalogue/wallets/beta', { enabled: false })
    expect(disabled.body).toMatchObject({ id: 'beta', enabled: false })
    expect((await call('PATCH', '/catalogue/wallets/nope', { enabled: false })).status).toBe(404)

    const reordered = await call('PUT', '/catalogue/featured', { ids: ['delta', 'alpha'] })
    expect(reordered.body.featured).toEqual(['delta', 'alpha', 'beta', 'gamma'])
    expect((await call('PUT', '/catalogue/featured', { ids: ['alpha', 'alpha'] })).status).toBe(400)
    expect((await call('PUT', '/catalogue/featured', { ids: ['ghost'] })).status).toBe(404)
    const list = await call('GET', '/catalogue')
    expect(list.body.featured.map((entry: { id: string }) => entry.id)).toEqual([
      'delta',
      'alpha',
      'beta',
      'gamma',
    ])
    const audit = (await call('GET', '/audit')).body.entries
    expect(audit[0]).toMatchObject({
      action: 'catalogue.reorder',
      before: { featured: ['alpha', 'beta', 'gamma', 'delta'] },
      after: { featured: ['delta', 'alpha', 'beta', 'gamma'] },
    })
    expect(audit[1]).toMatchObject({ action: 'wallet.disable', target: 'beta' })
  })

  it('charts the connects from the daily rollups, by wallet, method and funnel step', async () => {
    await call('POST', '/projects', { id: 'charted', name: 'Charted' })
    let n = 0
    const track = (event: string, properties?: Record<string, unknown>) =>
      recordAnalyticsEvent(database.db, {
        projectId: 'charted',
        origin: undefined,
        event: {
          eventId: `e${n++}`,
          url: 'http://localhost/',
          domain: 'localhost',
          timestamp: Date.now(),
          props: { type: 'track', event, ...(properties ? { properties } : {}) },
        },
      })
    await track('MODAL_OPEN')
    await track('MODAL_OPEN')
    await track('SELECT_WALLET', { name: 'Airlock Test Wallet' })
    await track('CONNECT_SUCCESS', { name: 'Airlock Test Wallet', method: 'browser' })
    await track('CONNECT_SUCCESS', { name: 'Airlock Test Wallet', method: 'qrcode' })
    await track('SOCIAL_LOGIN_SUCCESS', { provider: 'google' })
    await track('CONNECT_ERROR', { message: 'rejected' })
    await track('SIWX_AUTH_SUCCESS')
    await track('SWAP_SUCCESS')
    const { body } = await call('GET', '/usage?project=charted&days=7')
    expect(body.days).toHaveLength(7)
    expect(body.connectsByWallet).toEqual([
      { key: 'Airlock Test Wallet', counts: [0, 0, 0, 0, 0, 0, 2] },
    ])
    expect(body.connectsByMethod.map((series: { key: string }) => series.key).sort()).toEqual([
      'injected',
      'social',
      'walletconnect',
    ])
    expect(body.funnel).toEqual({ open: 2, select: 1, connected: 3, signedIn: 1 })
    expect(body.errors).toEqual([{ key: 'CONNECT_ERROR', count: 1 }])
    expect(body.swaps).toEqual([{ key: 'SWAP_SUCCESS', counts: [0, 0, 0, 0, 0, 0, 1] }])
    expect((await call('GET', '/usage?days=500')).status).toBe(400)
  })

  it('shows the sign-in providers with every secret masked', async () => {
    const { body } = await call('GET', '/providers')
    const text = JSON.stringify(body)
    expect(text).not.toContain('never-shown')
    expect(text).not.toContain('google-client-id-1234')
    expect(body.socials[0]).toMatchObject({
      id: 'google',
      configured: true,
      clientSecretSet: true,
      clientId: 'goog••••••••',
    })
    expect(body.socials.find((social: { id: string }) => social.id === 'github').configured).toBe(
      false,
    )
    expect(body.email).toMatchObject({ configured: true })
    expect(body.farcaster.configured).toBe(true)
    const status = await call('GET', '/status')
    expect(status.body.relay).toMatchObject({ connections: 0, history: [] })
  })

  it('lists admins, changes a role, and never removes or demotes the last owner', async () => {
    const accounts = createAdminAccounts(database.db)
    const make = async (name: string, role: 'owner' | 'viewer') => {
      const { token: setup } = await accounts.createSetupToken({ role, createdBy: 'test' })
      return accounts.redeemSetupToken({ token: setup, name, password: 'a long enough password' })
    }
    const olivia = await make('olivia', 'owner')
    const victor = await make('victor', 'viewer')
    const listed = (await call('GET', '/admins')).body.admins
    expect(
      listed.map((admin: { name: string; role: string }) => `${admin.name} ${admin.role}`),
    ).toEqual(['olivia owner', 'victor viewer'])
    const lastDemoted = await call('PATCH', `/admins/${olivia.id}`, { role: 'viewer' })
    expect(lastDemoted.status).toBe(409)
    expect(lastDemoted.body.message).toBe('The last owner cannot be removed or made a viewer')
    expect((await call('DELETE', `/admins/${olivia.id}`)).status).toBe(409)
    expect((await call('PATCH', `/admins/${victor.id}`, { role: 'owner' })).body.role).toBe('owner')
    expect((await call('PATCH', `/admins/${olivia.id}`, { role: 'viewer' })).status).toBe(200)
    expect((await call('DELETE', `/admins/${olivia.id}`)).status).toBe(200)
    expect((await call('DELETE', `/admins/${olivia.id}`)).status).toBe(404)
    expect((await call('DELETE', '/admins/not-a-number')).status).toBe(404)
    const audit = (await call('GET', '/audit')).body.entries.slice(0, 3)
    expect(
      audit.map((entry: { action: string; target: string }) => `${entry.action} ${entry.target}`),
    ).toEqual(['admin.remove admin olivia', 'admin.role admin olivia', 'admin.role admin victor'])
  })
})
