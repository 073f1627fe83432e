import { createMailbox, type SmtpInbox, startSmtpInbox } from '@airlock/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unusedPort } from '../../test/ports.js'
import { MailDeliveryError } from '../errors/emailAuth.js'
import { createSmtpMailer } from './createSmtpMailer.js'

describe('createSmtpMailer', () => {
  const mailbox = createMailbox()
  let inbox: SmtpInbox
  beforeAll(async () => {
    inbox = await startSmtpInbox({ mailbox, port: 0 })
  })
  afterAll(() => inbox?.close())

  it('delivers text and HTML over SMTP, non-ASCII included, from MAIL_FROM', async () => {
    const mailer = createSmtpMailer({ url: inbox.url, from: 'Airlock ✓ <no-reply@airlock.test>' })
    await mailer.send({
      to: 'Zoë@Example.org',
      subject: 'Votre code Airlock est 123456 — merci',
      text: 'Café 😀\n'.repeat(40),
      html: `<p>${'Grüße '.repeat(100)}</p>`,
    })
    const [message] = mailbox.list({ to: 'zoë@example.org' })
    expect(message).toMatchObject({
      from: 'Airlock ✓ <no-reply@airlock.test>',
      subject: 'Votre code Airlock est 123456 — merci',
      text: 'Café 😀\n'.repeat(40),
      html: `<p>${'Grüße '.repeat(100)}</p>`,
    })
  })

  it('fails with MailDeliveryError, without waiting long, when nothing listens', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${await unusedPort()}`,
      from: 'a@airlock.test',
      timeoutMs: 2_000,
    })
    const error = await mailer
      .send({ to: 'a@example.org', subject: 's', text: 't', html: '<p>t</p>' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(MailDeliveryError)
    expect((error as MailDeliveryError).shortMessage).toBe('Could not send the e-mail')
  })
})
