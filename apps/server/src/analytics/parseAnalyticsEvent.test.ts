import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidJsonError, ValidationError } from '../errors/http.js'
import { maxAnalyticsDepth, parseAnalyticsEvent } from './parseAnalyticsEvent.js'

const event = (properties: unknown) =>
  JSON.stringify({
    eventId: 'e1',
    url: 'http://localhost:3000/',
    domain: 'localhost',
    timestamp: 1,
    props: { type: 'track', event: 'MODAL_OPEN', properties, extra: 'dropped' },
  })

describe('parseAnalyticsEvent', () => {
  it('parses an event and drops unknown fields', () => {
    expect(parseAnalyticsEvent(event({ a: 1 }))).toEqual({
      eventId: 'e1',
      url: 'http://localhost:3000/',
      domain: 'localhost',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN', properties: { a: 1 } },
    })
  })

  it('refuses malformed JSON and schema mismatches', () => {
    expect(() => parseAnalyticsEvent('{')).toThrow(InvalidJsonError)
    expect(() => parseAnalyticsEvent('[]')).toThrow(ValidationError)
    expect(() => parseAnalyticsEvent(event('not an object'))).toThrowErrorMatchingInlineSnapshot(
      `[ValidationError: Invalid request body field "props.properties": Invalid input: expected record, received string]`,
    )
  })

  it('refuses what Postgres cannot store: NUL, lone surrogates, deep nesting', () => {
    expect(() => parseAnalyticsEvent(event({ a: 'x\u0000' }))).toThrow('NUL')
    expect(() => parseAnalyticsEvent(event({ 'k\u0000': 1 }))).toThrow('NUL')
    expect(() => parseAnalyticsEvent(event({ a: '\ud800' }))).toThrow('surrogate')
    expect(() => parseAnalyticsEvent(event({ a: '\udc00x' }))).toThrow('surrogate')
    expect(parseAnalyticsEvent(event({ a: '😀' })).props.properties).toEqual({ a: '😀' })
    const nest = (depth: number): unknown => (depth === 0 ? 1 : { a: nest(depth - 1) })
    // The event itself takes two levels (props, properties).
    expect(() => parseAnalyticsEvent(event(nest(maxAnalyticsDepth - 2)))).not.toThrow()
    expect(() => parseAnalyticsEvent(event(nest(maxAnalyticsDepth - 1)))).toThrow('nested deeper')
    // As deep as 64 KiB allows: JSON.stringify would overflow the stack on it, so it never gets there.
    const deep = `${'['.repeat(32_000)}${']'.repeat(32_000)}`
    expect(() => parseAnalyticsEvent(event({ a: 1 }).replace('1}', `${deep}}`))).toThrow(
      'nested deeper',
    )
  })

  it('throws only its typed 400 errors, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), (text) => {
        try {
          parseAnalyticsEvent(text)
        } catch (error) {
          expect((error as { status?: number }).status).toBe(400)
        }
      }),
      { numRuns: 300 },
    )
  })
})
