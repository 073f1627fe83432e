import { project } from '../../vitest.shared.ts'

export default project('server', {
  // Initialises PGlite once per run; each test copies the result (see test/backends.ts).
  globalSetup: ['test/globalSetup.ts'],
  // Postgres and PGlite suites open databases in beforeAll; a loaded machine is slow at it.
  testTimeout: 20_000,
  hookTimeout: 30_000,
})
