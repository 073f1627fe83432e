import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeMailMessage } from './decodeMailMessage.js'

const crlf = (lines: string[]) => Buffer.from(lines.join('\r\n'), 'utf8')

describe('decodeMailMessage', () => {
  it('reads a single text part in 7bit with folded, encoded headers', () => {
    const mail = decodeMailMessage(
      crlf([
        'From: =?UTF-8?Q?Airlock_=E2=9C=93?= <no-reply@localhost>',
        'To: alice@example.org',
        'Subject: =?UTF-8?B?WW91ciBBaXJsb2NrIGNvZGUgaXMg?=',
        ' =?UTF-8?B?MTIzNDU2?=',
        'Date: Tue, 1 Jul 2025 10:00:00 +0000',
        '',
        'Hello,',
        'your code.',
      ]),
    )
    expect(mail).toMatchObject({
      from: 'Airlock ✓ <no-reply@localhost>',
      to: 'alice@example.org',
      subject: 'Your Airlock code is 123456',
      date: 'Tue, 1 Jul 2025 10:00:00 +0000',
      text: 'Hello,\nyour code.',
      html: null,
    })
  })

  it('reads multipart/alternative in quoted-printable and base64', () => {
    const html = '<p>Code <b>123456</b> — valid 10 minutes</p>'
    const mail = decodeMailMessage(
      crlf([
        'Subject: Code',
        'MIME-Version: 1.0',
        'Content-Type: multipart/alternative;',
        ' boundary="--_NmP-abc"',
        '',
        'This is a multi-part message in MIME format.',
        '----_NmP-abc',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Code 123456 =E2=80=94 valid 10 minu=',
        'tes',
        '----_NmP-abc',
        'Content-Type: text/html; charset="UTF-8"',
        'Content-Transfer-Encoding: base64',
        '',
        ...(Buffer.from(html)
          .toString('base64')
          .match(/.{1,20}/g) ?? []),
        '----_NmP-abc--',
        '',
      ]),
    )
    expect(mail.text).toBe('Code 123456 — valid 10 minutes')
    expect(mail.html).toBe(html)
  })

  it('finds the bodies inside multipart/mixed, skipping attachments', () => {
    const mail = decodeMailMessage(
      crlf([
        'Content-Type: multipart/mixed; boundary=outer',
        '',
        '--outer',
        'Content-Type: multipart/alternative; boundary="inner"',
        '',
        '--inner',
        'Content-Type: text/plain; charset=iso-8859-1',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Caf=E9',
        '--inner',
        'Content-Type: text/html; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        '<p>Café</p>',
        '--inner--',
        '--outer',
        'Content-Type: text/plain; name="notes.txt"',
        'Content-Disposition: attachment; filename="notes.txt"',
        '',
        'not the body',
        '--outer--',
      ]),
    )
    expect(mail.text).toBe('Café')
    expect(mail.html).toBe('<p>Café</p>')
  })

  it('reads raw UTF-8 header values (RFC 6532) and 8bit bodies', () => {
    const mail = decodeMailMessage(
      crlf(['Subject: Grüße', 'Content-Type: text/plain; charset=utf-8', '', 'Grüße 😀']),
    )
    expect(mail.subject).toBe('Grüße')
    expect(mail.text).toBe('Grüße 😀')
  })

  it('reads bare LF line ends and a message with no body', () => {
    expect(decodeMailMessage(Buffer.from('Subject: a\n\nb\nc'))).toMatchObject({
      subject: 'a',
      text: 'b\nc',
    })
    expect(decodeMailMessage(Buffer.from('Subject: only headers'))).toMatchObject({
      subject: 'only headers',
      text: '',
    })
  })

  it('keeps what precedes a missing closing delimiter', () => {
    const mail = decodeMailMessage(
      crlf(['Content-Type: multipart/alternative; boundary=b', '', '--b', '', 'truncated']),
    )
    expect(mail.text).toBe('truncated')
  })

  it('gives up on absurdly deep nesting without throwing', () => {
    const lines = ['Content-Type: multipart/mixed; boundary=b0', '']
    for (let depth = 0; depth < 50; depth++)
      lines.push(`--b${depth}`, `Content-Type: multipart/mixed; boundary=b${depth + 1}`, '')
    lines.push('--b50', '', 'deep')
    expect(decodeMailMessage(crlf(lines)).text).toBeNull()
  })

  it('round-trips any UTF-8 text through base64 and quoted-printable parts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (value) => {
        const text = value.replace(/\r/g, '')
        const qp = [...Buffer.from(text.replace(/\n/g, '\r\n'))]
          .map((byte) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`)
          .join('')
          .replace(/(.{72})/g, '$1=\r\n')
        const mail = decodeMailMessage(
          crlf([
            'Content-Type: multipart/alternative; boundary=x',
            '',
            '--x',
            'Content-Type: text/plain; charset=utf-8',
            'Content-Transfer-Encoding: quoted-printable',
            '',
            qp,
            '--x',
            'Content-Type: text/html; charset=utf-8',
            'Content-Transfer-Encoding: base64',
            '',
            Buffer.from(text).toString('base64'),
            '--x--',
          ]),
        )
        expect(mail.text).toBe(text)
        expect(mail.html).toBe(text)
      }),
    )
  })

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        decodeMailMessage(bytes)
      }),
    )
  })
})
