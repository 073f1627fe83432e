// Ceilings for a busy machine, in every Vitest project (vitest.shared.ts): `vi.waitFor` and
// `vi.waitUntil` wait up to 15 s for a state where a test gives no timeout of its own. Vitest's
// 1 s default is a pace, not a ceiling: beside another CPU-heavy job on two cores, a frame's
// answer in connectSocial.test.ts came after 1 s and a test failed that would have passed a moment
// later. `expect.poll`'s ceiling is set in the shared config; Testing Library's in react's setup.
import { vi } from 'vitest'

const ceilingMs = 15_000
type WaitOptions = number | { timeout?: number; interval?: number } | undefined
const withCeiling = (options: WaitOptions) =>
  typeof options === 'number' ? options : { timeout: ceilingMs, ...options }

const { waitFor, waitUntil } = vi
vi.waitFor = ((callback, options) => waitFor(callback, withCeiling(options))) as typeof vi.waitFor
vi.waitUntil = ((callback, options) =>
  waitUntil(callback, withCeiling(options))) as typeof vi.waitUntil
