import { defaultServerConditions, mergeConfig } from 'vite'
import { project } from '../../vitest.shared.ts'

export default mergeConfig(
  project('secure', {
    // The smart-account test runs the server's bundler on a devnet of its own, copied from the
    // run's one seeded devnet.
    globalSetup: ['../test-kit/src/devnetGlobalSetup.ts'],
    hookTimeout: 120_000,
    testTimeout: 60_000,
  }),
  // The global setup runs in Vitest's own `__vitest__` environment, which does not inherit the
  // `ssr` conditions: give it the workspace-source condition too.
  {
    environments: {
      __vitest__: { resolve: { conditions: ['@airlock/source', ...defaultServerConditions] } },
    },
  },
)
