import { isOriginAllowed } from '@airlock/protocol'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { createProjectRepository, type ProjectRepository } from '../db/createProjectRepository.js'
import { runMigrations } from '../db/runMigrations.js'
import { ensureDevProject } from './ensureDevProject.js'

describeEachBackend('ensureDevProject', (backend) => {
  let database: TestDatabase
  let repository: ProjectRepository

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    repository = createProjectRepository(database.db)
  })
  afterAll(() => database?.dispose())

  it('creates the dev project for local origins only, once, even when starts race', async () => {
    const [first, second] = await Promise.all([
      ensureDevProject(repository),
      ensureDevProject(repository),
    ])
    expect(second).toEqual(first)
    expect({
      id: first.id,
      name: first.name,
      allowedOrigins: first.allowedOrigins,
      features: first.features,
    }).toEqual({
      id: 'dev',
      name: 'Development',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      // The embedded wallet's new smart account holds nothing: its sends are sponsored.
      features: { sponsorship: true },
    })
    expect(isOriginAllowed('http://localhost:3000', first.allowedOrigins)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:8787', first.allowedOrigins)).toBe(true)
    expect(isOriginAllowed('https://localhost:3000', first.allowedOrigins)).toBe(false)
    expect(isOriginAllowed('http://localhost.evil.com', first.allowedOrigins)).toBe(false)
    expect((await repository.list()).map(({ id }) => id)).toEqual(['dev'])
  })

  it('leaves an existing dev project as it was edited', async () => {
    await repository.update('dev', { name: 'Mine', features: { swaps: false } })
    const project = await ensureDevProject(repository)
    expect({ name: project.name, features: project.features }).toEqual({
      name: 'Mine',
      features: { swaps: false },
    })
  })
})
