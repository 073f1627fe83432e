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
  /**
   * How many batches may run at once: items that arrive while the database is busy with one
   * batch start in the next at once instead of waiting for it (each waits at most one statement,
   * not two). Batches still answer in the order they started. Defaults to `1`.
   */
  concurrency?: number
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
  concurrency = 1,
}: CreateBatcherParameters<item, result>): Batcher<item, result> {
  type Entry = { item: item; resolve(value: result): void; reject(error: unknown): void }
  const queue: Entry[] = []
  const running = new Set<Promise<void>>()
  // The last batch to answer: the next one answers after it.
  let answered: Promise<void> = Promise.resolve()
  let scheduled = false

  function schedule() {
    if (scheduled || running.size >= concurrency) return
    scheduled = true
    const start = () => {
      scheduled = false
      const flushing = flush().finally(() => {
        running.delete(flushing)
        if (queue.length > 0) schedule()
      })
      running.add(flushing)
      if (queue.length > 0) schedule()
    }
    if (delayMs > 0) setTimeout(start, delayMs)
    else setImmediate(start)
  }

  async function flush() {
    const batch = queue.splice(0, maxItems)
    if (batch.length === 0) return
    const before = answered
    const outcome = run(batch.map((entry) => entry.item)).then(
      (results) => ({ results }),
      (error: unknown) => ({ error }),
    )
    answered = (async () => {
      const settled = await outcome
      await before
      if ('results' in settled)
        for (const [index, entry] of batch.entries())
          entry.resolve(settled.results[index] as result)
      else for (const entry of batch) entry.reject(settled.error)
    })()
    // The place is free once the batch ran, whether or not it could answer yet.
    await outcome
  }

  return {
    add(item) {
      return new Promise<result>((resolve, reject) => {
        queue.push({ item, resolve, reject })
        schedule()
      })
    },
    async drain() {
      while (scheduled || running.size > 0 || queue.length > 0) {
        if (running.size > 0) await Promise.all(running)
        else await new Promise((resolve) => setImmediate(resolve))
      }
      await answered
    },
  }
}
