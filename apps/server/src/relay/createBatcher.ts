export type CreateBatcherParameters<item, result> = {
  /**
   * Handles one batch and answers one result per item, in order: each `add` resolves with its
   * own, or every `add` of the batch rejects with the error.
   */
  run(items: item[]): Promise<result[]>
  /** The most items in one batch. Defaults to `500`. */
  maxItems?: number
  /**
   * How long the first item of a batch waits for company, in milliseconds: worth it for writes
   * nobody waits on. Defaults to `0` (the next turn of the event loop).
   */
  delayMs?: number
}

export type Batcher<item, result> = {
  /** Queues an item; resolves once the batch holding it has run. */
  add(item: item): Promise<result>
  /** Resolves once everything queued so far has run. */
  drain(): Promise<void>
}

/**
 * Group commit: items added while a batch runs (or in the same turn of the event loop) go into
 * the next batch, so under load one database statement stores many publishes or acknowledgements,
 * and with no load an item waits for no timer.
 *
 * @param parameters - What runs a batch, and its size.
 * @returns `add` and `drain`.
 *
 * @example
 * import { createBatcher } from './createBatcher.js'
 * const saves = createBatcher({
 *   run: async (batches: RelayMessage[][]) => {
 *     const stored = await store.save(batches.flat())
 *     return batches.map(() => stored)
 *   },
 * })
 * const stored = await saves.add([message])
 */
export function createBatcher<item, result>({
  run,
  maxItems = 500,
  delayMs = 0,
}: CreateBatcherParameters<item, result>): Batcher<item, result> {
  type Entry = { item: item; resolve(value: result): void; reject(error: unknown): void }
  const queue: Entry[] = []
  let running: Promise<void> | undefined
  let scheduled = false

  function schedule() {
    if (scheduled || running) return
    scheduled = true
    const start = () => {
      scheduled = false
      running = flush().finally(() => {
        running = undefined
        if (queue.length > 0) schedule()
      })
    }
    if (delayMs > 0) setTimeout(start, delayMs)
    else setImmediate(start)
  }

  async function flush() {
    const batch = queue.splice(0, maxItems)
    if (batch.length === 0) return
    try {
      const results = await run(batch.map((entry) => entry.item))
      for (const [index, entry] of batch.entries()) entry.resolve(results[index] as result)
    } catch (error) {
      for (const entry of batch) entry.reject(error)
    }
  }

  return {
    add(item) {
      return new Promise<result>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        schedule()
      })
    },
    async drain() {
      while (scheduled || running || queue.length > 0) {
        if (running) await running
        else await new Promise((resolve) => setImmediate(resolve))
      }
    },
  }
}
