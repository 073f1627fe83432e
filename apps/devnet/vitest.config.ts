import { defaultServerConditions, mergeConfig } from 'vite'
import { project } from '../../vitest.shared.ts'

export default mergeConfig(
  project('devnet', {
    // Seeds both chains once per run into a temporary data dir; each test file copies the
    // snapshots and starts its own anvils on free ports (see @airlock/test-kit's copyDevnetSnapshot).
    globalSetup: ['../test-kit/src/devnetGlobalSetup.ts'],
    // Real anvil processes: seeding and restarts take seconds on a loaded 2-core machine.
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
