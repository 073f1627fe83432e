import { project } from '../../vitest.shared.ts'

// `buildConsole.test.ts` (beside the Vite config, as `npm start` uses it) runs with the app's.
export default project('console', {
  include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts', '*.test.ts'],
})
