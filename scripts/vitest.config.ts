import { project } from '../vitest.shared.ts'

// What `npm start` runs before any TypeScript loader: its bundle's cache (startBundle.mjs).
export default project('scripts', { include: ['*.test.ts'] })
