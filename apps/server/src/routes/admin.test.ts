import type { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminTestApp, testOperatorToken } from '../../test/adminConsoleParameters.js'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { runMigrations } from '../db/runMigrations.js'
import { adminAudit, projects } from '../db/schema.js'

const token = testOperatorToken

describeEachBackend('admin routes', (backend) => {
  let database: TestDatabase
  let app: Hono

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    app = adminTestApp(database.db)
  })
  afterAll(() => database?.dispose())

  const call = async (
    method: string,
    path: string,
    body?: unknown,
    authorization = `Bearer ${token}`,
  ) => {
    const response = await app.request(`/admin/v1${path}`, {
      method,
      headers: {
        authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    // biome-ignore lint/suspicious/noExplicitAny: each test checks the shape it reads.
    return { status: response.status, body: (await response.json()) as any }
  }
  const counts = async () => ({
    projects: await database.db.$count(projects),
    audit: await database.db.$count(adminAudit),
  })

  it('refuses every route without the operator token, a wrong one, or a project id alone', async () => {
    const before = await counts()
    for (const authorization of ['', 'Bearer wrong', `Basic ${token}`, 'Bearer '])
      expect((await call('POST', '/projects', { id: 'x', name: 'X' }, authorization)).status).toBe(
        401,
      )
    expect((await call('GET', '/projects?projectId=dev', undefined, '')).status).toBe(401)
    expect((await call('GET', '/audit', undefined, 'Bearer nope')).body.message).toContain(
      'operator token',
    )
    expect(await counts()).toEqual(before)
  })

  it('creates, edits and deletes a project, each change in the audit log with before and after', async () => {
    const created = await call('POST', '/projects', {
      id: 'console-demo',
      name: 'Console demo',
      allowedOrigins: ['http://localhost:5173'],
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ id: 'console-demo', version: 1 })
    const edited = await call('PATCH', '/projects/console-demo', {
      version: 1,
      features: { swaps: false },
    })
    expect(edited.body).toMatchObject({ version: 2, features: { swaps: false } })
    expect(
      (await call('GET', '/projects')).body.projects.map((p: { id: string }) => p.id),
    ).toContain('console-demo')
    const deleted = await call('DELETE', '/projects/console-demo?confirm=console-demo')
    expect(deleted.status).toBe(200)
    expect((await call('GET', '/projects/console-demo')).status).toBe(404)
    const { body } = await call('GET', '/audit?target=console-demo')
    expect(body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'project.delete',
      'project.update',
      'project.create',
    ])
    const [removal, update, creation] = body.entries
    expect(creation).toMatchObject({ before: null, after: { name: 'Console demo' } })
    expect(update).toMatchObject({ before: { version: 1 }, after: { version: 2 } })
    expect(removal).toMatchObject({ before: { id: 'console-demo' }, after: null })
    expect(creation.actor).toContain('operator token')
  })

  it("refuses a stale edit with 409 and keeps the other operator's change", async () => {
    await call('POST', '/projects', { id: 'contested', name: 'Start' })
    expect((await call('PATCH', '/projects/contested', { version: 1, name: 'Alice' })).status).toBe(
      200,
    )
    const before = await counts()
    const bob = await call('PATCH', '/projects/contested', { version: 1, name: 'Bob' })
    expect(bob.status).toBe(409)
    expect(bob.body.message).toContain('changed since version 1')
    expect((await call('GET', '/projects/contested')).body.name).toBe('Alice')
    expect(await counts()).toEqual(before)
  })

  it('refuses bad input with a 400 naming the problem, writing nothing', async () => {
    const before = await counts()
    const everySite = await call('POST', '/projects', {
      id: 'open',
      name: 'Open',
      allowedOrigins: ['*'],
    })
    expect(everySite.status).toBe(400)
    expect(JSON.stringify(everySite.body)).toContain('allowedOrigins')
    const anyHttp = await call('POST', '/projects', {
      id: 'open',
      name: 'Open',
      allowedOrigins: ['http://*'],
    })
    expect(anyHttp.status).toBe(400)
    expect((await call('POST', '/projects', { id: 'no name' })).status).toBe(400)
    expect((await call('POST', '/projects', { id: 'x', name: 'X', extra: 1 })).status).toBe(400)
    expect((await call('PATCH', '/projects/contested', { version: 'two' })).status).toBe(400)
    const unconfirmed = await call('DELETE', '/projects/contested?confirm=other')
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.body.message).toContain('confirm=contested')
    expect((await call('DELETE', '/projects/contested')).status).toBe(400)
    expect(await counts()).toEqual(before)
  })
})
