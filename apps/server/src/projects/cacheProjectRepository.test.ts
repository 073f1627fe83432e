import { describe, expect, it } from 'vitest'
import type { Project, ProjectRepository } from '../db/createProjectRepository.js'
import { ProjectNotFoundError } from '../errors/project.js'
import { cacheProjectRepository } from './cacheProjectRepository.js'

// A repository in memory that counts its reads: what is under test is the cache in front of it.
function memoryRepository() {
  const projects = new Map<string, Project>()
  const reads: string[] = []
  let failNext = false
  const project = (id: string, name: string): Project => ({
    id,
    name,
    allowedOrigins: [],
    features: {},
    theme: null,
    version: 1,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  })
  const repository: ProjectRepository = {
    async create({ id, name }) {
      projects.set(id, project(id, name))
      return projects.get(id) as Project
    },
    async get(id) {
      reads.push(id)
      await new Promise((resolve) => setTimeout(resolve, 1))
      if (failNext) {
        failNext = false
        throw new Error('connection reset')
      }
      const found = projects.get(id)
      if (!found) throw new ProjectNotFoundError({ id })
      return found
    },
    async list() {
      return [...projects.values()]
    },
    async update(id, { name }) {
      const found = projects.get(id)
      if (!found) throw new ProjectNotFoundError({ id })
      projects.set(id, { ...found, name: name ?? found.name })
      return projects.get(id) as Project
    },
    async remove(id) {
      const found = projects.get(id)
      if (!found) throw new ProjectNotFoundError({ id })
      projects.delete(id)
      return found
    },
  }
  return {
    repository,
    reads,
    failOnce: () => {
      failNext = true
    },
    projects,
    project,
  }
}

describe('cacheProjectRepository', () => {
  it('answers repeated and concurrent gets with one read until the TTL passes', async () => {
    const memory = memoryRepository()
    memory.projects.set('a', memory.project('a', 'A'))
    let time = 0
    const cached = cacheProjectRepository(memory.repository, { ttlMs: 1000, now: () => time })
    const results = await Promise.all([cached.get('a'), cached.get('a'), cached.get('a')])
    expect(results.map(({ name }) => name)).toEqual(['A', 'A', 'A'])
    time = 999
    await cached.get('a')
    expect(memory.reads).toEqual(['a'])
    time = 1000
    await cached.get('a')
    expect(memory.reads).toEqual(['a', 'a'])
  })

  it('remembers unknown ids, and forgets that when the project is created through it', async () => {
    const memory = memoryRepository()
    const cached = cacheProjectRepository(memory.repository)
    await expect(cached.get('later')).rejects.toBeInstanceOf(ProjectNotFoundError)
    await expect(cached.get('later')).rejects.toBeInstanceOf(ProjectNotFoundError)
    expect(memory.reads).toEqual(['later'])
    await cached.create({ id: 'later', name: 'Later' })
    expect((await cached.get('later')).name).toBe('Later')
    expect(memory.reads).toEqual(['later'])
  })

  it('serves an update made through it at once', async () => {
    const memory = memoryRepository()
    memory.projects.set('a', memory.project('a', 'Before'))
    const cached = cacheProjectRepository(memory.repository)
    expect((await cached.get('a')).name).toBe('Before')
    await cached.update('a', { name: 'After' })
    expect((await cached.get('a')).name).toBe('After')
  })

  it('does not remember other failures', async () => {
    const memory = memoryRepository()
    memory.projects.set('a', memory.project('a', 'A'))
    const cached = cacheProjectRepository(memory.repository)
    memory.failOnce()
    await expect(cached.get('a')).rejects.toThrow('connection reset')
    expect((await cached.get('a')).name).toBe('A')
  })

  it('keeps at most maxEntries ids, dropping the oldest', async () => {
    const memory = memoryRepository()
    for (const id of ['a', 'b', 'c']) memory.projects.set(id, memory.project(id, id))
    const cached = cacheProjectRepository(memory.repository, { maxEntries: 2 })
    for (const id of ['a', 'b', 'c', 'c', 'b', 'a']) await cached.get(id)
    expect(memory.reads).toEqual(['a', 'b', 'c', 'a'])
  })
})
