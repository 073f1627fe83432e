import { defaultServerConditions, mergeConfig } from 'vite'
import { project } from '../../vitest.shared.ts'

export default mergeConfig(
  project('test-kit', {
    // Seeds the devnet once per run; tests copy the snapshot (see src/copyDevnetSnapshot.ts).
    globalSetup: ['src/devnetGlobalSetup.ts'],
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
