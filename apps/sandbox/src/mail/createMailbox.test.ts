import { describe, expect, it } from 'vitest'
import { createMailbox } from './createMailbox.js'

const raw = (subject: string) => Buffer.from(`Subject: ${subject}\r\n\r\nbody`)

describe('createMailbox', () => {
  it('lists newest first and filters by recipient, whatever the case', () => {
    const mailbox = createMailbox()
    mailbox.add({ raw: raw('one'), envelopeFrom: 'a@x.org', to: ['Alice@Example.org'] })
    mailbox.add({ raw: raw('two'), envelopeFrom: 'a@x.org', to: ['bob@example.org'] })
    mailbox.add({ raw: raw('three'), envelopeFrom: null, to: ['alice@example.org', 'c@x.org'] })
    expect(mailbox.list().map((message) => message.subject)).toEqual(['three', 'two', 'one'])
    expect(mailbox.list({ to: ' ALICE@example.org ' }).map((message) => message.subject)).toEqual([
      'three',
      'one',
    ])
    expect(mailbox.list({ to: 'nobody@example.org' })).toEqual([])
  })

  it('keeps only the newest messages beyond its capacity', () => {
    const mailbox = createMailbox({ capacity: 3 })
    const ids = ['1', '2', '3', '4', '5'].map(
      (subject) => mailbox.add({ raw: raw(subject), envelopeFrom: null, to: ['a@x.org'] }).id,
    )
    expect(mailbox.list().map((message) => message.subject)).toEqual(['5', '4', '3'])
    expect(mailbox.get(ids[0] ?? '')).toBeUndefined()
    expect(mailbox.get(ids[4] ?? '')?.subject).toBe('5')
  })

  it('keeps the raw source and clears everything', () => {
    const mailbox = createMailbox({ now: () => new Date('2025-07-01T10:00:00Z') })
    const message = mailbox.add({ raw: raw('kept'), envelopeFrom: null, to: ['a@x.org'] })
    expect(message.raw.toString()).toBe('Subject: kept\r\n\r\nbody')
    expect(message.receivedAt.toISOString()).toBe('2025-07-01T10:00:00.000Z')
    expect(mailbox.clear()).toBe(1)
    expect(mailbox.list()).toEqual([])
    expect(mailbox.get(message.id)).toBeUndefined()
  })
})
