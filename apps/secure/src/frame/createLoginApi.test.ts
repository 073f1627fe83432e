import { expect, test } from 'vitest'
import { createLoginApi } from './createLoginApi.js'

// What the frame's requests carry to the server: a recording stand-in for the network.
function recordingFetch() {
  const requests: Request[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(new URL(String(input), 'https://secure.test'), init))
    return Response.json({ action: 'VERIFY_OTP', cooldownSeconds: 30 })
  }
  return { requests, fetch: fetch as typeof globalThis.fetch }
}

const start = { email: 'a@example.org', projectId: 'dev', deviceId: 'd'.repeat(32), origin: 'x' }

test('the modal’s language goes with every request, so the server’s e-mails speak it', async () => {
  const { requests, fetch } = recordingFetch()
  let locale: string | undefined = 'zh-TW'
  const api = createLoginApi({ fetch, locale: () => locale })
  await api.start(start)
  expect(requests[0]?.headers.get('accept-language')).toBe('zh-TW')
  locale = 'he'
  await api.start(start)
  expect(requests[1]?.headers.get('accept-language')).toBe('he')
})

test("no language of the modal ('auto' or none yet): the browser's own is left alone", async () => {
  const { requests, fetch } = recordingFetch()
  await createLoginApi({ fetch, locale: () => 'auto' }).start(start)
  await createLoginApi({ fetch }).start(start)
  expect(requests.map((request) => request.headers.get('accept-language'))).toEqual([null, null])
})
