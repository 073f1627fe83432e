import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../createLogger.js'
import type { Project } from '../db/createProjectRepository.js'
import { ProjectNotFoundError } from '../errors/project.js'
import { errorHandler } from './errorHandler.js'
import { requireProject } from './requireProject.js'

const project: Project = {
  id: 'demo',
  name: 'Demo',
  allowedOrigins: [],
  features: {},
  theme: null,
  version: 1,
  createdAt: new Date(0),
  updatedAt: new Date(0),
}

function setup() {
  const lookups: string[] = []
  const projects = {
    async get(id: string) {
      lookups.push(id)
      if (id !== project.id) throw new ProjectNotFoundError({ id })
      return project
    },
  }
  const app = new Hono()
    .use(requireProject({ projects }))
    .get('/whoami', (c) => c.json({ id: c.var.project.id }))
  app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
  return { app, lookups }
}

async function call(
  app: ReturnType<typeof setup>['app'],
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await app.request(path, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

describe('requireProject', () => {
  it('sets c.var.project from ?projectId= or the x-project-id header', async () => {
    const { app } = setup()
    expect(await call(app, '/whoami?projectId=demo')).toEqual({ status: 200, body: { id: 'demo' } })
    expect(await call(app, '/whoami', { 'x-project-id': 'demo' })).toEqual({
      status: 200,
      body: { id: 'demo' },
    })
  })

  it('answers a missing or empty project id with 400 "Project ID Not Configured"', async () => {
    const { app, lookups } = setup()
    for (const path of ['/whoami', '/whoami?projectId=', '/whoami?projectId=%20'])
      expect(await call(app, path)).toMatchInlineSnapshot(`
        {
          "body": {
            "details": "Pass the project id as the projectId query parameter or the x-project-id header.",
            "message": "Project ID Not Configured",
            "name": "ProjectIdNotConfiguredError",
          },
          "status": 400,
        }
      `)
    expect(lookups).toEqual([])
  })

  it('answers an unknown or malformed project id with 403 "Invalid Project ID"', async () => {
    const { app, lookups } = setup()
    expect(await call(app, '/whoami?projectId=nope')).toMatchInlineSnapshot(`
      {
        "body": {
          "details": "No project has the id "nope".",
          "message": "Invalid Project ID",
          "name": "InvalidProjectIdError",
        },
        "status": 403,
      }
    `)
    const malformed = await call(app, `/whoami?projectId=${encodeURIComponent('../x\u0000')}`)
    expect(malformed.status).toBe(403)
    expect(malformed.body.message).toBe('Invalid Project ID')
    const long = await call(app, `/whoami?projectId=${'a'.repeat(500)}`)
    expect(long.body.details?.length).toBeLessThan(100)
    // Malformed ids never reach the database.
    expect(lookups).toEqual(['nope'])
  })
})
