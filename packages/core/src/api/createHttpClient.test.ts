import { check } from '@airlock/protocol'
import { expect, test } from 'vitest'
import { HttpRequestError, HttpResponseError, HttpStatusAnswerError } from '../errors/http.js'
import { createHttpClient } from './createHttpClient.js'

/** A `fetch` that answers from `answers` in turn (an Error rejects), and records each call. */
function fakeFetch(...answers: (Response | Error)[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init })
    const answer = answers[Math.min(calls.length, answers.length) - 1]
    if (answer instanceof Error) throw answer
    return answer?.clone() ?? new Response('{}')
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

test('builds the URL: projectId first, undefined and empty fields left out, lists joined', () => {
  const client = createHttpClient({ apiUrl: 'http://api.test/', projectId: 'dev' })
  expect(
    client.url('/getWallets', { page: '1', search: undefined, include: ['a', 'b'], exclude: [] }),
  ).toMatchInlineSnapshot(`"http://api.test/getWallets?projectId=dev&page=1&include=a%2Cb"`)
})

test('a GET whose fetch rejects is retried three times, then names the failure', async () => {
  const { fetch, calls } = fakeFetch(new TypeError('Failed to fetch'))
  const client = createHttpClient({ apiUrl: 'http://api.test', fetch, retryDelayMs: 1 })
  const failure = await client.request('/x').catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(HttpRequestError)
  expect((failure as HttpRequestError).cause).toBeInstanceOf(TypeError)
  expect(calls).toHaveLength(4)
})

test('a GET that gets through on a retry answers', async () => {
  const { fetch, calls } = fakeFetch(new TypeError('Failed to fetch'), json({ ok: 1 }))
  const client = createHttpClient({ apiUrl: 'http://api.test', fetch, retryDelayMs: 1 })
  expect(await client.request('/x')).toEqual({ ok: 1 })
  expect(calls).toHaveLength(2)
})

test('a POST, and any answer (even a 503), is not retried', async () => {
  const down = fakeFetch(new TypeError('Failed to fetch'))
  const post = createHttpClient({ apiUrl: 'http://api.test', fetch: down.fetch, retryDelayMs: 1 })
  await expect(post.request('/x', { body: { a: 1 } })).rejects.toBeInstanceOf(HttpRequestError)
  expect(down.calls).toHaveLength(1)
  expect(down.calls[0]?.init).toMatchObject({ method: 'POST', body: '{"a":1}' })

  const busy = fakeFetch(json({ name: 'Busy', message: 'Try later' }, 503))
  const get = createHttpClient({ apiUrl: 'http://api.test', fetch: busy.fetch, retryDelayMs: 1 })
  const failure = await get.request('/x').catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(HttpStatusAnswerError)
  expect(failure).toMatchObject({ status: 503, serverName: 'Busy', shortMessage: 'Try later' })
  expect(busy.calls).toHaveLength(1)
})

test('an answer not of its shape, or not JSON, is a response error', async () => {
  const shape = check.object({ count: check.number })
  const wrong = createHttpClient({
    apiUrl: 'http://a',
    fetch: fakeFetch(json({ count: 'x' })).fetch,
  })
  await expect(wrong.request('/x', { check: shape })).rejects.toBeInstanceOf(HttpResponseError)
  const text = createHttpClient({
    apiUrl: 'http://a',
    fetch: fakeFetch(new Response('<html>')).fetch,
  })
  await expect(text.request('/x')).rejects.toMatchObject({ details: 'The body is not JSON.' })
  const right = createHttpClient({ apiUrl: 'http://a', fetch: fakeFetch(json({ count: 2 })).fetch })
  expect(await right.request('/x', { check: shape })).toEqual({ count: 2 })
})

test("the caller's abort reaches it as its own reason, not retried", async () => {
  const controller = new AbortController()
  const reason = new DOMException('Gone', 'AbortError')
  const { fetch, calls } = fakeFetch(new TypeError('Failed to fetch'))
  const client = createHttpClient({ apiUrl: 'http://a', fetch, retryDelayMs: 1_000 })
  const request = client.request('/x', { signal: controller.signal })
  controller.abort(reason)
  await expect(request).rejects.toBe(reason)
  expect(calls).toHaveLength(1)
})

test("an area's errors name its failures", async () => {
  class AreaError extends Error {}
  const { fetch } = fakeFetch(json({}, 404))
  const client = createHttpClient({
    apiUrl: 'http://a',
    fetch,
    errors: { status: ({ status }) => new AreaError(`area ${status}`) },
  })
  await expect(client.request('/x')).rejects.toThrow(new AreaError('area 404'))
})
