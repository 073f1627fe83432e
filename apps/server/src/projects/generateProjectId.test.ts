import { expect, it } from 'vitest'
import { projectId } from '../db/createProjectRepository.js'
import { generateProjectId } from './generateProjectId.js'

it('generates distinct 32-hex project ids that the repository accepts', () => {
  const ids = Array.from({ length: 100 }, generateProjectId)
  expect(new Set(ids).size).toBe(100)
  for (const id of ids) {
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(projectId.parse(id)).toBe(id)
  }
})
