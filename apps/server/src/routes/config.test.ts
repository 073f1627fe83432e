import {
  allowedOriginsResponse,
  analyticsConfigResponse,
  projectConfigResponse,
} from '@airlock/protocol/schemas'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { createLogger } from '../createLogger.js'
import { createProjectRepository, type ProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { notFound } from '../middleware/notFound.js'
import { cacheProjectRepository } from '../projects/cacheProjectRepository.js'
import { configRoutes } from './config.js'

describeEachBackend('config routes', (backend) => {
  let database: TestDatabase
  let projects: ProjectRepository
  let app: Hono

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    projects = cacheProjectRepository(createProjectRepository(database.db))
    app = new Hono().route(
      '/',
      configRoutes({
        projects,
        socialProviders: ['google', 'github', 'x', 'discord', 'apple', 'facebook'],
      }),
    )
    app.notFound(notFound)
    app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
    await projects.create({
      id: 'demo',
      name: 'Demo',
      allowedOrigins: ['https://app.example.org', 'http://localhost:*'],
    })
  })
  afterAll(() => database?.dispose())

  const get = async (path: string) => {
    const response = await app.request(path, { headers: { origin: 'https://elsewhere.example' } })
    // biome-ignore lint/suspicious/noExplicitAny: each test checks the shape it reads.
    return { response, body: (await response.json()) as any }
  }
  const features = async () => {
    const { body } = await get('/appkit/v1/config?projectId=demo&st=appkit&sv=1.0.0')
    return Object.fromEntries(
      projectConfigResponse
        .parse(body)
        .features.map(({ id, isEnabled, config }) => [id, isEnabled ? (config ?? 'on') : 'off']),
    )
  }

  it('GET /appkit/v1/config answers the project features to any origin', async () => {
    const { response, body } = await get('/appkit/v1/config?projectId=demo')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(projectConfigResponse.parse(body)).toEqual(body)
    expect(await features()).toMatchInlineSnapshot(`
      {
        "activity": "on",
        "onramp": [
          "sandbox",
        ],
        "reown_branding": "off",
        "social_login": [
          "email",
          "google",
          "x",
          "discord",
          "apple",
          "github",
          "facebook",
        ],
        "swap": [
          "uniswap-v2",
        ],
      }
    `)
  })

  it('reflects a change of the project settings on the next request', async () => {
    await projects.update('demo', {
      features: { swaps: false, email: false, socials: ['github', 'google'], activity: false },
      theme: { themeMode: 'dark' },
    })
    expect(await features()).toEqual({
      activity: 'off',
      onramp: ['sandbox'],
      reown_branding: 'off',
      social_login: ['github', 'google'],
      swap: 'off',
    })
    const { body } = await get('/appkit/v1/config?projectId=demo')
    expect(body.theme).toEqual({ themeMode: 'dark' })
    await projects.update('demo', { features: {}, theme: null })
    expect((await features()).swap).toEqual(['uniswap-v2'])
  })

  it('revalidates with the ETag: 304 until the configuration changes', async () => {
    const first = await app.request('/appkit/v1/config?projectId=demo')
    const etag = first.headers.get('etag') as string
    expect(etag).toBeTruthy()
    const again = await app.request('/appkit/v1/config?projectId=demo', {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    await projects.update('demo', { features: { onramp: false } })
    const changed = await app.request('/appkit/v1/config?projectId=demo', {
      headers: { 'if-none-match': etag },
    })
    expect(changed.status).toBe(200)
    await projects.update('demo', { features: {} })
  })

  it('GET /projects/v1/origins answers the allowed origins', async () => {
    const { response, body } = await get('/projects/v1/origins?projectId=demo')
    expect(response.status).toBe(200)
    expect(allowedOriginsResponse.parse(body)).toEqual({
      allowedOrigins: ['https://app.example.org', 'http://localhost:*'],
    })
  })

  it('GET /getAnalyticsConfig is off until the project opts in', async () => {
    expect(
      analyticsConfigResponse.parse((await get('/getAnalyticsConfig?projectId=demo')).body),
    ).toEqual({ isAnalyticsEnabled: false })
    await projects.update('demo', { features: { analytics: true } })
    expect((await get('/getAnalyticsConfig?projectId=demo')).body).toEqual({
      isAnalyticsEnabled: true,
    })
    await projects.update('demo', { features: {} })
  })

  it('refuses a missing or unknown project id, readably from any origin', async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']) {
      const missing = await get(path)
      expect([missing.response.status, missing.body.message]).toEqual([
        400,
        'Project ID Not Configured',
      ])
      expect(missing.response.headers.get('access-control-allow-origin')).toBe('*')
      const unknown = await get(`${path}?projectId=0123456789abcdef0123456789abcdef`)
      expect([unknown.response.status, unknown.body.message]).toEqual([403, 'Invalid Project ID'])
      expect(unknown.response.headers.get('access-control-allow-origin')).toBe('*')
    }
  })

  it('answers a CORS preflight without a project lookup failing it', async () => {
    const response = await app.request('/appkit/v1/config?projectId=demo', {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
