import { defaultServerConditions, mergeConfig } from 'vite'
import { project } from '../../vitest.shared.ts'

export default mergeConfig(
  project('sandbox', {
    // The on-ramp's tests deliver on real anvil chains: the devnet is seeded once per run, and
    // each test file starts a copy on free ports (see @airlock/test-kit's copyDevnetSnapshot).
    globalSetup: ['../test-kit/src/devnetGlobalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  }),
  // The global setup runs in Vitest's own `__vitest__` environment, which does not inherit the
  // `ssr` conditions: give it the workspace-source condition too.
  {
    environments: {
      __vitest__: { resolve: { conditions: ['@airlock/source', ...defaultServerConditions] } },
    },
  },
)
