import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'docs/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
    // One test file per core, not Vitest's cores − 1 (a single worker on the two-core CI
    // machine): the files spend much of their time waiting on anvil, Postgres, Redis and child
    // servers, and they are safe side by side (free ports, a database, data dir and Redis prefix
    // per file).
    maxWorkers: availableParallelism(),
  },
})
