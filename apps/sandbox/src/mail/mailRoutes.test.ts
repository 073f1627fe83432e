import { describe, expect, it } from 'vitest'
import { createMailbox } from './createMailbox.js'
import { type MailJson, mailRoutes } from './mailRoutes.js'

const json = async <T>(response: Response | Promise<Response>) =>
  (await (await response).json()) as T
type List = { messages: MailJson[] }

function setup() {
  const mailbox = createMailbox({ now: () => new Date('2025-07-01T10:00:00Z') })
  const app = mailRoutes({ mailbox, smtpUrl: 'smtp://127.0.0.1:8791' })
  const deliver = (to: string, subject: string, body = 'Hello') =>
    mailbox.add({
      raw: Buffer.from(
        [
          'From: Airlock <no-reply@airlock.test>',
          `To: ${to}`,
          `Subject: ${subject}`,
          'Content-Type: multipart/alternative; boundary=b',
          '',
          '--b',
          'Content-Type: text/plain; charset=utf-8',
          '',
          body,
          '--b',
          'Content-Type: text/html; charset=utf-8',
          '',
          `<p>${body}</p><script>alert(1)</script>`,
          '--b--',
        ].join('\r\n'),
      ),
      envelopeFrom: 'no-reply@airlock.test',
      to: [to],
    })
  return { mailbox, app, deliver }
}

describe('mailRoutes', () => {
  it('lists messages as JSON, newest first, filtered by recipient', async () => {
    const { app, deliver } = setup()
    deliver('alice@example.org', 'first')
    deliver('bob@example.org', 'second')
    const third = deliver('alice@example.org', 'third', 'Your code is 123456')
    const all = await json<List>(app.request('/mail/api/messages'))
    expect(all.messages.map((message) => message.subject)).toEqual(['third', 'second', 'first'])
    const response = await app.request('/mail/api/messages?to=ALICE%40example.org')
    expect(response.status).toBe(200)
    const { messages } = await json<List>(response)
    expect(messages).toHaveLength(2)
    expect(messages[0]).toEqual({
      id: third.id,
      from: 'Airlock <no-reply@airlock.test>',
      to: ['alice@example.org'],
      subject: 'third',
      text: 'Your code is 123456',
      html: '<p>Your code is 123456</p><script>alert(1)</script>',
      date: '2025-07-01T10:00:00.000Z',
    })
  })

  it('answers one message by id, 404 for an unknown one, and deletes all', async () => {
    const { app, deliver } = setup()
    const message = deliver('alice@example.org', 'one')
    expect((await json<MailJson>(app.request(`/mail/api/messages/${message.id}`))).subject).toBe(
      'one',
    )
    const missing = await app.request('/mail/api/messages/nope')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      name: 'MessageNotFoundError',
      message: 'No message with this id',
    })
    const deleted = await app.request('/mail/api/messages', { method: 'DELETE' })
    expect(await deleted.json()).toEqual({ deleted: 1 })
    expect((await json<List>(app.request('/mail/api/messages'))).messages).toEqual([])
  })

  it('serves an inbox page without scripts, escaping what the mail says', async () => {
    const { app, deliver } = setup()
    const message = deliver('alice@example.org', '<img src=x onerror=alert(1)>')
    const response = await app.request('/mail')
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'/)
    const html = await response.text()
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('<caption>1 message, newest first</caption>')
    expect(html).toContain(
      `<a href="/mail/${message.id}"><bdi>&lt;img src=x onerror=alert(1)&gt;</bdi></a>`,
    )
    expect(html).toContain('smtp://127.0.0.1:8791')
    expect(html).not.toMatch(/<script|<img/)
  })

  it('says so when the inbox is empty for a recipient', async () => {
    const { app } = setup()
    const html = await (await app.request('/mail?to=x%40example.org')).text()
    expect(html).toContain('<p>No messages to <bdi dir="ltr">x@example.org</bdi> yet.</p>')
    expect(html).toContain('value="x@example.org"')
  })

  it('shows a message with its text body as text and its HTML body in a sandboxed frame', async () => {
    const { app, deliver } = setup()
    const message = deliver('alice@example.org', 'Code', '<b>123456</b>')
    const page = await (await app.request(`/mail/${message.id}`)).text()
    expect(page).toContain('<pre dir="auto">&lt;b&gt;123456&lt;/b&gt;</pre>')
    expect(page).toContain(`<iframe sandbox src="/mail/${message.id}/html"`)
    expect(page).not.toContain('<script')
    const frame = await app.request(`/mail/${message.id}/html`)
    // The mail's own markup is served as it came, but in an opaque origin where nothing runs.
    expect(frame.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
    expect(await frame.text()).toContain('<script>alert(1)</script>')
    const raw = await app.request(`/mail/${message.id}/raw`)
    expect(raw.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await raw.text()).toContain('Subject: Code\r\n')
  })

  it('answers 404 pages for unknown messages', async () => {
    const { app } = setup()
    expect((await app.request('/mail/unknown')).status).toBe(404)
    expect((await app.request('/mail/unknown/html')).status).toBe(404)
    expect((await app.request('/mail/unknown/raw')).status).toBe(404)
  })

  it('speaks the language of ?lang=, else of Accept-Language', async () => {
    const { app, deliver } = setup()
    const message = deliver('alice@example.org', 'Code')
    const persian = await app.request('/mail', { headers: { 'accept-language': 'xx, fa;q=0.9' } })
    expect(persian.headers.get('vary')).toContain('Accept-Language')
    const html = await persian.text()
    expect(html).toContain('<html lang="fa" dir="rtl">')
    expect(html).toContain('<h1>صندوق ورودی</h1>')
    const japanese = await (
      await app.request(`/mail/${message.id}?lang=ja`, { headers: { 'accept-language': 'fa' } })
    ).text()
    expect(japanese).toContain('<html lang="ja" dir="ltr">')
    expect(japanese).toContain('<dt>差出人</dt>')
    expect(await (await app.request('/mail?lang=xx')).text()).toContain(
      '<html lang="en" dir="ltr">',
    )
  })

  it('serves its stylesheet from its own origin', async () => {
    const { app } = setup()
    const response = await app.request('/mail/inbox.css')
    expect(response.headers.get('content-type')).toBe('text/css')
    expect(await response.text()).toContain('prefers-color-scheme')
  })
})
