import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend, type TestDatabase } from '../../test/backends.js'
import { ValidationError } from '../errors/http.js'
import {
  ProjectAlreadyExistsError,
  ProjectNotFoundError,
  ProjectVersionConflictError,
} from '../errors/project.js'
import { createDatabase } from './createDatabase.js'
import { createProjectRepository, type ProjectRepository } from './createProjectRepository.js'
import { runMigrations } from './runMigrations.js'
import { projects } from './schema.js'

describeEachBackend('createProjectRepository', (backend) => {
  let database: TestDatabase
  let repository: ProjectRepository

  beforeAll(async () => {
    database = await backend.open()
    await runMigrations(database)
    repository = createProjectRepository(database.db)
  })
  afterAll(() => database?.dispose())

  it('migrates once: running the migrations again changes nothing', async () => {
    await runMigrations(database)
    expect(await database.db.$count(projects)).toBe(0)
  })

  it('migrates a fresh database once when several starts race', async () => {
    const fresh = await backend.open()
    // Postgres: a second pool stands for a second replica. PGlite: one process, one connection.
    const other = fresh.kind === 'postgres' ? await createDatabase({ config: fresh.config }) : fresh
    try {
      await Promise.all([runMigrations(fresh), runMigrations(other), runMigrations(fresh)])
      expect(await fresh.db.$count(projects)).toBe(0)
    } finally {
      await other.close()
      await fresh.dispose()
    }
  })

  it('creates a project with the column defaults and reads it back', async () => {
    const created = await repository.create({ id: 'demo', name: '  Demo dapp ' })
    expect({ ...created, createdAt: undefined, updatedAt: undefined }).toMatchInlineSnapshot(`
      {
        "allowedOrigins": [],
        "createdAt": undefined,
        "features": {},
        "id": "demo",
        "name": "Demo dapp",
        "theme": null,
        "updatedAt": undefined,
        "version": 1,
      }
    `)
    expect(created.createdAt).toBeInstanceOf(Date)
    expect(created.updatedAt).toEqual(created.createdAt)
    expect(await repository.get('demo')).toEqual(created)
  })

  it('stores origins, features and theme as JSON', async () => {
    const created = await repository.create({
      id: 'full',
      name: 'Full',
      allowedOrigins: ['https://app.example.org', 'http://localhost:*', 'https://app.example.org'],
      features: { email: true, socials: ['google', 'github'] },
      theme: { themeMode: 'dark', themeVariables: { '--accent': '#3b82f6' } },
    })
    expect(await repository.get('full')).toMatchObject({
      allowedOrigins: ['https://app.example.org', 'http://localhost:*'],
      features: { email: true, socials: ['google', 'github'] },
      theme: { themeMode: 'dark', themeVariables: { '--accent': '#3b82f6' } },
    })
    expect(created.allowedOrigins).toEqual(['https://app.example.org', 'http://localhost:*'])
  })

  it('refuses a taken id with ProjectAlreadyExistsError and keeps the first project', async () => {
    await repository.create({ id: 'taken', name: 'First' })
    const error = await repository.create({ id: 'taken', name: 'Second' }).catch((e) => e)
    expect(error).toBeInstanceOf(ProjectAlreadyExistsError)
    expect({ status: error.status, message: error.message }).toMatchInlineSnapshot(`
      {
        "message": "Project "taken" already exists",
        "status": 409,
      }
    `)
    expect((await repository.get('taken')).name).toBe('First')
  })

  it('refuses invalid input with ValidationError naming the field, writing nothing', async () => {
    const error = await repository
      .create({
        id: 'bad-origin',
        name: 'Bad',
        allowedOrigins: ['https://ok.example.org', 'ftp://x'],
      })
      .catch((e) => e)
    expect(error).toBeInstanceOf(ValidationError)
    expect(error.message).toMatchInlineSnapshot(
      `"Invalid project field "allowedOrigins[1]": expected an origin such as https://app.example.org, https://*.example.org or http://localhost:*"`,
    )
    await expect(repository.get('bad-origin')).rejects.toBeInstanceOf(ProjectNotFoundError)

    const badId = await repository.create({ id: 'no spaces', name: 'x' }).catch((e) => e)
    expect(badId.message).toMatchInlineSnapshot(
      `"Invalid project field "id": expected 1 to 64 letters, digits, "-" or "_", starting with a letter or digit"`,
    )
    // @ts-expect-error unknown keys are refused, not dropped
    const unknownKey = await repository.create({ id: 'x', name: 'x', owner: 'me' }).catch((e) => e)
    expect(unknownKey.message).toMatchInlineSnapshot(`"Invalid project: Unrecognized key: "owner""`)
  })

  it('normalizes origin patterns and validates feature settings and theme', async () => {
    const created = await repository.create({
      id: 'normalized',
      name: 'Normalized',
      allowedOrigins: [
        'HTTPS://App.Example.org:443',
        'https://app.example.org',
        'http://LOCALHOST:*',
      ],
    })
    expect(created.allowedOrigins).toEqual(['https://app.example.org', 'http://localhost:*'])
    const messages = await Promise.all(
      [
        { features: { swap: false } },
        { features: { socials: ['google', 'My Space!'] } },
        { theme: { themeMode: 'sepia' } },
        { theme: { themeVariables: { '--accent': 'red; background: url(x)' } } },
        { allowedOrigins: ['http://localhost.evil.com:*/'] },
      ].map((changes) =>
        repository
          // @ts-expect-error each of these is invalid on purpose
          .update('normalized', changes)
          .catch((error) => error.message),
      ),
    )
    expect(messages).toMatchInlineSnapshot(`
      [
        "Invalid project field "features": Unrecognized key: "swap"",
        "Invalid project field "features.socials[1]": expected a social provider id such as google or github",
        "Invalid project field "theme.themeMode": Invalid option: expected one of "light"|"dark"",
        "Invalid project field "theme.themeVariables.--accent": expected no ";", "{", "}", "<" or ">"",
        "Invalid project field "allowedOrigins[0]": expected an origin such as https://app.example.org, https://*.example.org or http://localhost:*",
      ]
    `)
  })

  it('updates the given fields and updatedAt, leaving the rest', async () => {
    const created = await repository.create({
      id: 'change-me',
      name: 'Before',
      features: { analytics: true },
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const updated = await repository.update('change-me', {
      name: 'After',
      allowedOrigins: ['https://after.example.org'],
      theme: null,
    })
    expect(updated).toMatchObject({
      name: 'After',
      allowedOrigins: ['https://after.example.org'],
      features: { analytics: true },
      theme: null,
      createdAt: created.createdAt,
    })
    expect(updated.updatedAt.getTime()).toBeGreaterThan(created.updatedAt.getTime())
    expect(await repository.get('change-me')).toEqual(updated)
  })

  it('answers a missing project with ProjectNotFoundError', async () => {
    await expect(repository.get('missing')).rejects.toThrowErrorMatchingInlineSnapshot(
      `[ProjectNotFoundError: Project "missing" not found]`,
    )
    await expect(repository.update('missing', { name: 'x' })).rejects.toBeInstanceOf(
      ProjectNotFoundError,
    )
    await expect(repository.update('demo', { name: '' })).rejects.toBeInstanceOf(ValidationError)
  })

  it('lists projects by id', async () => {
    const ids = (await repository.list()).map((project) => project.id)
    expect(ids).toEqual([...ids].sort())
    expect(ids).toEqual(expect.arrayContaining(['demo', 'full', 'taken', 'change-me']))
  })

  it('counts versions, and refuses an edit based on an older one without writing it', async () => {
    const created = await repository.create({ id: 'versioned', name: 'First' })
    expect(created.version).toBe(1)
    const second = await repository.update('versioned', { name: 'Second' }, { version: 1 })
    expect(second.version).toBe(2)
    // Another operator still holds version 1: their edit loses with a conflict, not silently.
    const stale = await repository
      .update('versioned', { name: 'Lost update' }, { version: 1 })
      .catch((error) => error)
    expect(stale).toBeInstanceOf(ProjectVersionConflictError)
    expect(stale.status).toBe(409)
    expect(stale.currentVersion).toBe(2)
    expect((await repository.get('versioned')).name).toBe('Second')
    // Without a version (the CLI's last-writer-wins), it still counts.
    expect((await repository.update('versioned', { name: 'Third' })).version).toBe(3)
  })

  it('deletes a project, and answers a missing one with ProjectNotFoundError', async () => {
    await repository.create({ id: 'short-lived', name: 'Gone soon' })
    expect((await repository.remove('short-lived')).id).toBe('short-lived')
    await expect(repository.get('short-lived')).rejects.toBeInstanceOf(ProjectNotFoundError)
    await expect(repository.remove('short-lived')).rejects.toBeInstanceOf(ProjectNotFoundError)
  })
})
