import { afterAll, beforeAll, expect, test } from 'vitest'
import { type CatalogueServer, serveCatalogue } from '../../test/serveCatalogue.js'
import { loadWithFetch, prefetchImages } from './prefetchImages.js'

let server: CatalogueServer
beforeAll(async () => {
  server = await serveCatalogue()
})
afterAll(() => server.close())

test('loads the first 20 of a list over HTTP, skipping blanks and repeats', async () => {
  const urls = Array.from({ length: 30 }, (_, index) => `${server.url}/getWalletImage/${index}`)
  // A ceiling for a busy machine, not the 2 s default (its own test below): this one is about which.
  const result = await prefetchImages([null, urls[0], '', ...urls], {
    load: loadWithFetch(fetch),
    timeoutMs: 60_000,
  })
  // Of the first 20 entries: null, '' and the repeated first URL leave 17 distinct images.
  expect(result).toEqual({ loaded: urls.slice(0, 17), failed: [] })
})

test('never rejects: a 404, a silent server and a throwing loader are reported as failed', async () => {
  const errors: string[] = []
  const onError = (url: string, error: unknown) =>
    errors.push(
      `${url.replace(server.url, '')}: ${(error as Error).message.replace(server.url, '')}`,
    )
  // The image and the 404 with a ceiling a busy machine meets; the silent server (it never answers)
  // with 150 ms: that the call returns at all is the timeout at work.
  const answered = await prefetchImages(
    [`${server.url}/getWalletImage/1`, `${server.url}/missingImage/1`],
    { timeoutMs: 60_000, load: loadWithFetch(fetch), onError },
  )
  const silent = await prefetchImages([`${server.url}/slowImage/1`], {
    timeoutMs: 150,
    load: loadWithFetch(fetch),
    onError,
  })
  expect(answered.loaded).toEqual([`${server.url}/getWalletImage/1`])
  expect(silent).toEqual({ loaded: [], failed: [`${server.url}/slowImage/1`] })
  expect(errors).toMatchInlineSnapshot(`
    [
      "/missingImage/1: Image could not be loaded (HTTP 404): /missingImage/1",
      "/slowImage/1: Image preload timed out after 150 ms: /slowImage/1",
    ]
  `)
  const thrown = await prefetchImages(['x'], {
    load: () => {
      throw new Error('sync')
    },
    onError: () => {
      throw new Error('listener')
    },
  })
  expect(thrown).toEqual({ loaded: [], failed: ['x'] })
})

test('gives up on a loader that ignores its signal after the timeout, and aborts the rest', async () => {
  const signals: AbortSignal[] = []
  const never = (_: string, signal: AbortSignal) => {
    signals.push(signal)
    return new Promise<void>(() => {})
  }
  expect(await prefetchImages(['a'], { timeoutMs: 20, load: never })).toEqual({
    loaded: [],
    failed: ['a'],
  })
  expect(signals[0]?.aborted).toBe(true)

  const controller = new AbortController()
  const pending = prefetchImages(['b', 'c'], { load: never, signal: controller.signal })
  controller.abort()
  expect(await pending).toEqual({ loaded: [], failed: ['b', 'c'] })
  expect(signals.slice(1).every((signal) => signal.aborted)).toBe(true)
})

test('the default timeout is 2 s and the default limit 20 (SPEC §9)', async () => {
  const seen: string[] = []
  const messages: string[] = []
  const started = Date.now()
  const result = await prefetchImages(
    Array.from({ length: 25 }, (_, index) => String(index)),
    {
      load: async (url) => {
        seen.push(url)
        if (url === '0') await new Promise<never>(() => {})
      },
      onError: (_, error) => messages.push((error as Error).message),
    },
  )
  const elapsed = Date.now() - started
  expect(seen).toHaveLength(20)
  expect(result.failed).toEqual(['0'])
  // The timer's own figure, not the wall clock's upper end (a busy machine runs timers late).
  expect(messages).toEqual(['Image preload timed out after 2000 ms: 0'])
  expect(elapsed).toBeGreaterThanOrEqual(1_950)
})
