import { expect, it } from 'vitest'
import { createBatcher } from './createBatcher.js'

it('runs what arrives together as one batch, and the rest in the next', async () => {
  const batches: number[][] = []
  let release: () => void = () => {}
  const batcher = createBatcher({
    run: async (items: number[]) => {
      batches.push(items)
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve))
      return items.map((item) => item * 10 + items.length)
    },
    maxItems: 3,
  })
  const first = [batcher.add(1), batcher.add(2)]
  await new Promise((resolve) => setImmediate(resolve))
  const later = [3, 4, 5, 6].map((item) => batcher.add(item))
  release()
  expect(await Promise.all([...first, ...later])).toEqual([12, 22, 33, 43, 53, 61])
  expect(batches).toEqual([[1, 2], [3, 4, 5], [6]])
  await batcher.drain()
})

it('rejects every item of a failed batch, and goes on', async () => {
  const batcher = createBatcher({
    run: async (items: string[]) => {
      if (items.includes('bad')) throw new Error('no')
      return items.map(() => 'ok')
    },
  })
  const results = await Promise.allSettled([batcher.add('good'), batcher.add('bad')])
  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
  await expect(batcher.add('good')).resolves.toBe('ok')
})

it('waits delayMs for more items when asked to', async () => {
  const batches: number[][] = []
  const batcher = createBatcher({
    run: async (items: number[]) => {
      batches.push(items)
      return items
    },
    delayMs: 30,
  })
  const first = batcher.add(1)
  await new Promise((resolve) => setTimeout(resolve, 10))
  await Promise.all([first, batcher.add(2)])
  expect(batches).toEqual([[1, 2]])
})

it('runs up to `concurrency` batches at once, and resolves them in the order they started', async () => {
  const releases: (() => void)[] = []
  const started: number[][] = []
  const batcher = createBatcher({
    run: async (items: number[]) => {
      started.push(items)
      await new Promise<void>((resolve) => releases.push(resolve))
      return items
    },
    concurrency: 2,
  })
  const resolved: number[] = []
  const add = (item: number) => batcher.add(item).then(() => resolved.push(item))
  const first = add(1)
  await expect.poll(() => started).toEqual([[1]])
  // The first batch still runs: the second starts beside it, a third waits for a free place.
  const second = add(2)
  await expect.poll(() => started).toEqual([[1], [2]])
  const third = add(3)
  releases[1]?.()
  await new Promise((resolve) => setTimeout(resolve, 20))
  // The second is done, but answers after the first (a client's publishes keep their order).
  expect(resolved).toEqual([])
  expect(started).toEqual([[1], [2], [3]])
  releases[0]?.()
  await Promise.all([first, second])
  expect(resolved).toEqual([1, 2])
  releases[2]?.()
  await third
  expect(resolved).toEqual([1, 2, 3])
  await batcher.drain()
})
