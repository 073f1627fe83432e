import { describe, expect, it } from 'vitest'
import { PayloadTooLargeError } from '../errors/analytics.js'
import { readLimitedText } from './readLimitedText.js'

const request = (body: RequestInit['body'], headers: Record<string, string> = {}) =>
  new Request('http://localhost/e', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit)

describe('readLimitedText', () => {
  it('reads a body up to the limit as UTF-8', async () => {
    expect(await readLimitedText(request('héllo'), 6)).toBe('héllo')
    expect(await readLimitedText(request(null), 6)).toBe('')
    expect(await readLimitedText(request(new Uint8Array([0xff, 0x41])), 6)).toBe('\ufffdA')
  })

  it('refuses a declared length over the limit without reading', async () => {
    const body = new ReadableStream({
      pull() {
        throw new Error('must not be read')
      },
    })
    await expect(
      readLimitedText(request(body, { 'content-length': '7' }), 6),
    ).rejects.toBeInstanceOf(PayloadTooLargeError)
  })

  it('refuses a body that turns out longer than the limit, whatever it declared', async () => {
    await expect(readLimitedText(request('héllo!'), 6)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[PayloadTooLargeError: Request body is larger than 6 bytes]`,
    )
    let cancelled = false
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(4)),
      cancel: () => {
        cancelled = true
      },
    })
    await expect(readLimitedText(request(endless), 10)).rejects.toBeInstanceOf(PayloadTooLargeError)
    expect(cancelled).toBe(true)
  })
})

describe('readLimitedText, aborted', () => {
  it('tells a client that aborted its upload from a failure of ours', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(4))
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
      },
    })
    await expect(readLimitedText(request(cut), 10)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[RequestAbortedError: The client aborted the request before its body arrived]`,
    )
  })
})
