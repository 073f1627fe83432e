import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject, type UserWorkspaceConfig } from 'vitest/config'

/** Every project's first setup file: `vi.waitFor`'s and `vi.waitUntil`'s ceiling. */
const sharedSetup = fileURLToPath(new URL('vitest.setup.ts', import.meta.url))

// Server-side code resolves packages as Node does in production: without vite's `module`
// condition, which picks bundler-only builds that Node cannot load (@opentelemetry/api's
// extensionless build/esm, for one).
const nodeConditions = defaultServerConditions.filter((condition) => condition !== 'module')

/** Shared settings of every package's Vitest project: sources of sibling packages, not their builds. */
export function project(name: string, test: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['@airlock/source', ...nodeConditions] } },
    test: {
      name,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
      // Ceilings for a hung test, not a pace: beside another CPU-heavy job (load 20 on two cores)
      // a view's round trip to a test server took over 2 s, and Vitest's 5 s default was too close.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // `expect.poll` likewise waits up to 15 s for a state (Vitest's default is 1 s).
      expect: { poll: { timeout: 15_000 } },
      ...test,
      setupFiles: [sharedSetup, ...[test.setupFiles ?? []].flat()],
    },
  })
}
