import { project } from '../vitest.shared.ts'

export default project('docs', { include: ['scripts/**/*.test.ts'] })
