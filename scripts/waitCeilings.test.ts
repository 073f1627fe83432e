import { expect, test, vi } from 'vitest'

// A state that comes later than Vitest's 1 s default, as a server's answer does beside a CPU-heavy
// job: the shared ceiling (vitest.setup.ts) still waits for it.
const readyAfter = (ms: number) => {
  const at = Date.now() + ms
  return () => Date.now() >= at
}

test('vi.waitFor waits past 1 s for a state that comes', async () => {
  const ready = readyAfter(1_500)
  await vi.waitFor(() => expect(ready()).toBe(true))
})

test('vi.waitUntil waits past 1 s for a state that comes', async () => {
  const ready = readyAfter(1_500)
  await expect(vi.waitUntil(ready)).resolves.toBe(true)
})

test('expect.poll waits past 1 s for a state that comes', async () => {
  const ready = readyAfter(1_500)
  await expect.poll(ready).toBe(true)
})

test('a ceiling the test gives is kept', async () => {
  const ready = readyAfter(60_000)
  await expect(vi.waitFor(() => expect(ready()).toBe(true), { timeout: 100 })).rejects.toThrow()
  await expect(vi.waitFor(() => expect(ready()).toBe(true), 100)).rejects.toThrow()
})
