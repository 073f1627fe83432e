import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../createLogger.js'
import type { Project } from '../db/createProjectRepository.js'
import { ProjectNotFoundError } from '../errors/project.js'
import { projectCors, publicCors } from './cors.js'
import { errorHandler } from './errorHandler.js'
import { requireProject } from './requireProject.js'

const project: Project = {
  id: 'demo',
  name: 'Demo',
  allowedOrigins: ['https://app.example.org', 'http://localhost:*'],
  features: {},
  theme: null,
  version: 1,
  createdAt: new Date(0),
  updatedAt: new Date(0),
}
const projects = {
  async get(id: string) {
    if (id !== project.id) throw new ProjectNotFoundError({ id })
    return project
  },
}

function setup() {
  const app = new Hono()
    .use('/public', publicCors(), requireProject({ projects }))
    .get('/public', (c) => c.json({ ok: true }))
    .use('/private', requireProject({ projects }), projectCors())
    .post('/private', (c) => c.json({ ok: true }))
  app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
  return app
}

const corsHeaders = (response: Response) =>
  Object.fromEntries(
    [...response.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'),
  )

describe('publicCors', () => {
  it('lets any origin read, without credentials, including refusals', async () => {
    const app = setup()
    const ok = await app.request('/public?projectId=demo', {
      headers: { origin: 'https://anyone.example' },
    })
    expect(ok.status).toBe(200)
    expect(corsHeaders(ok)).toEqual({ 'access-control-allow-origin': '*' })
    const refused = await app.request('/public?projectId=nope', {
      headers: { origin: 'https://anyone.example' },
    })
    expect(refused.status).toBe(403)
    expect(corsHeaders(refused)).toEqual({ 'access-control-allow-origin': '*' })
  })

  it('answers a preflight with 204 for GET only', async () => {
    const response = await setup().request('/public?projectId=demo', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://anyone.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-project-id',
      },
    })
    expect(response.status).toBe(204)
    expect(corsHeaders(response)).toMatchInlineSnapshot(`
      {
        "access-control-allow-headers": "x-project-id",
        "access-control-allow-methods": "GET,HEAD",
        "access-control-allow-origin": "*",
        "access-control-max-age": "86400",
        "vary": "Access-Control-Request-Headers",
      }
    `)
  })
})

describe('projectCors', () => {
  const post = (origin: string | undefined, path = '/private?projectId=demo') =>
    setup().request(path, {
      method: 'POST',
      headers: origin ? { origin, 'content-type': 'text/plain' } : { 'content-type': 'text/plain' },
      body: '{}',
    })

  it("echoes one of the project's allowed origins, with Vary: Origin", async () => {
    for (const origin of ['https://app.example.org', 'http://localhost:5173']) {
      const response = await post(origin)
      expect(response.status).toBe(200)
      expect(corsHeaders(response)).toEqual({
        'access-control-allow-origin': origin,
        vary: 'Origin',
      })
    }
  })

  it('refuses any other origin with 403 "Invalid App Configuration", readable by it', async () => {
    const response = await post('http://localhost.evil.com')
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchInlineSnapshot(`
      {
        "details": "Origin http://localhost.evil.com not found on Allowlist",
        "message": "Invalid App Configuration",
        "name": "OriginNotAllowedError",
      }
    `)
    expect(corsHeaders(response)).toEqual({
      'access-control-allow-origin': 'http://localhost.evil.com',
      vary: 'Origin',
    })
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('lets requests without an Origin through, without CORS headers', async () => {
    const response = await post(undefined)
    expect(response.status).toBe(200)
    expect(corsHeaders(response)).toEqual({ vary: 'Origin' })
  })

  it('answers a preflight from an allowed origin with 204, and refuses others', async () => {
    const preflight = (origin: string) =>
      setup().request('/private?projectId=demo', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const allowed = await preflight('https://app.example.org')
    expect(allowed.status).toBe(204)
    expect(corsHeaders(allowed)).toMatchInlineSnapshot(`
      {
        "access-control-allow-headers": "content-type",
        "access-control-allow-methods": "GET, HEAD, POST",
        "access-control-allow-origin": "https://app.example.org",
        "access-control-max-age": "600",
        "vary": "Origin, Access-Control-Request-Headers",
      }
    `)
    const refused = await preflight('https://evil.example')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('sends credentials only when asked, and only to allowed origins', async () => {
    const app = new Hono()
      .use(requireProject({ projects }), projectCors({ credentials: true }))
      .get('/me', (c) => c.json({ ok: true }))
    app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
    const allowed = await app.request('/me?projectId=demo', {
      headers: { origin: 'https://app.example.org' },
    })
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true')
    const refused = await app.request('/me?projectId=demo', {
      headers: { origin: 'https://evil.example' },
    })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull()
  })
})
