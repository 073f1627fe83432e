import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject, type UserWorkspaceConfig } from 'vitest/config'

/** Shared settings of every package's Vitest project: sources of sibling packages, not their builds. */
export function project(name: string, test: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@airlock/source', ...defaultServerConditions] } },
    test: { name, include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'], ...test },
  })
}
