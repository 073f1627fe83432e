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

test('resendDeviceLink posts {} to /device/resend for the new link’s expiry; a refusal keeps the server’s code', async () => {
  const requests: Request[] = []
  const expiresAt = '2026-11-27T12:10:00.000Z'
  const answers = [
    Response.json({ expiresAt, cooldownSeconds: 30 }),
    Response.json(
      {
        name: 'EmailLoginExpiredError',
        message: 'This login has expired: enter your e-mail address again',
        code: 'emailLoginExpired',
      },
      { status: 401 },
    ),
  ]
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(new URL(String(input), 'https://secure.test'), init))
    return answers.shift() ?? Response.error()
  }) as typeof globalThis.fetch
  const api = createLoginApi({ fetch })
  expect(await api.resendDeviceLink()).toEqual({ expiresAt, cooldownSeconds: 30 })
  const [request] = requests
  expect([request?.method, new URL(request?.url ?? '').pathname]).toEqual([
    'POST',
    '/auth/v1/email/device/resend',
  ])
  expect(request?.headers.get('content-type')).toBe('application/json')
  expect(await request?.text()).toBe('{}')
  await expect(api.resendDeviceLink()).rejects.toMatchObject({
    name: 'LoginApiError',
    status: 401,
    messageCode: 'emailLoginExpired',
  })
})
