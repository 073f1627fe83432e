import { once } from 'node:events'
import { connect, createServer, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailbox } from './createMailbox.js'
import { type SmtpInbox, startSmtpInbox } from './startSmtpInbox.js'

// A bare SMTP client over a socket: each call sends a line and resolves with the whole reply
// (multi-line replies end at the line whose code is followed by a space).
async function smtpSession(port: number) {
  const socket: Socket = connect(port, '127.0.0.1')
  socket.setEncoding('utf8')
  let buffer = ''
  const waiting: ((reply: string) => void)[] = []
  socket.on('data', (chunk: string) => {
    buffer += chunk
    for (;;) {
      const end = /^\d{3} .*\r\n/m.exec(buffer)
      if (!end) return
      const reply = buffer.slice(0, end.index + end[0].length)
      buffer = buffer.slice(reply.length)
      waiting.shift()?.(reply)
    }
  })
  const next = () => new Promise<string>((resolve) => waiting.push(resolve))
  const greeting = next()
  await once(socket, 'connect')
  return {
    greeting: await greeting,
    send(line: string) {
      const reply = next()
      socket.write(`${line}\r\n`)
      return reply
    },
    close: () => socket.destroy(),
  }
}

describe('startSmtpInbox', () => {
  const mailbox = createMailbox()
  let inbox: SmtpInbox
  beforeAll(async () => {
    inbox = await startSmtpInbox({ mailbox, port: 0, maxMessageBytes: 2048 })
  })
  afterAll(() => inbox?.close())

  it('accepts a message for any recipient and stores it decoded, Bcc included', async () => {
    const session = await smtpSession(inbox.port)
    expect(session.greeting).toMatch(/^220 .*Airlock sandbox inbox/)
    const ehlo = await session.send('EHLO client.test')
    expect(ehlo).toMatch(/^250/)
    // A local stand-in: neither authentication nor TLS is offered.
    expect(ehlo).not.toMatch(/AUTH|STARTTLS/)
    expect(ehlo).toMatch(/SIZE 2048/)
    expect(await session.send('MAIL FROM:<no-reply@airlock.test>')).toMatch(/^250/)
    expect(await session.send('RCPT TO:<Alice@Example.org>')).toMatch(/^250/)
    expect(await session.send('RCPT TO:<hidden@example.org>')).toMatch(/^250/)
    expect(await session.send('DATA')).toMatch(/^354/)
    const reply = await session.send(
      [
        'From: Airlock <no-reply@airlock.test>',
        'To: alice@example.org',
        'Subject: =?UTF-8?Q?Caf=C3=A9?=',
        '',
        '..a line starting with a dot',
        '.',
      ].join('\r\n'),
    )
    expect(reply).toMatch(/^250 /)
    expect(await session.send('QUIT')).toMatch(/^221/)
    session.close()
    const [message] = mailbox.list({ to: 'hidden@example.org' })
    expect(message).toMatchObject({
      from: 'Airlock <no-reply@airlock.test>',
      to: ['alice@example.org', 'hidden@example.org'],
      subject: 'Café',
      // The line break before the final dot is the body's own (RFC 5321 §4.1.1.4).
      text: '.a line starting with a dot\n',
      envelopeFrom: 'no-reply@airlock.test',
    })
  })

  it('refuses a message over the size limit with 552 and stores nothing', async () => {
    const before = mailbox.list().length
    const session = await smtpSession(inbox.port)
    await session.send('EHLO client.test')
    await session.send('MAIL FROM:<a@airlock.test>')
    await session.send('RCPT TO:<big@example.org>')
    await session.send('DATA')
    const reply = await session.send(`Subject: big\r\n\r\n${'x'.repeat(4096)}\r\n.`)
    expect(reply).toMatch(/^552 /)
    session.close()
    expect(mailbox.list().length).toBe(before)
  })

  it('says which part could not start when its port is taken', async () => {
    const blocker = createServer().listen(0, '127.0.0.1')
    await once(blocker, 'listening')
    const { port } = blocker.address() as { port: number }
    await expect(startSmtpInbox({ mailbox, port })).rejects.toThrow(
      `Port ${port} is already in use (sandbox SMTP inbox)`,
    )
    blocker.close()
  })
})
