import { defaultServerConditions, mergeConfig } from 'vite'
import { project } from '../../vitest.shared.ts'

export default mergeConfig(
  project('server', {
    // Initialises PGlite once per run; each test copies the result (see test/backends.ts). Seeds
    // the devnet once per run too: the Blockchain API's tests copy it and start their own anvils.
    globalSetup: ['test/globalSetup.ts', '../test-kit/src/devnetGlobalSetup.ts'],
    // Postgres and PGlite suites open databases in beforeAll; a loaded machine is slow at it.
    testTimeout: 20_000,
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
