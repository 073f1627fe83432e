import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
// The last label has a letter, as real host names do (an all-digit one reads as IPv4 to URL).
const host = fc
  .tuple(fc.array(label, { maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([labels, top]) => [...labels, top].join('.'))
const scheme = fc.constantFrom('http', 'https')
const port = fc.integer({ min: 1, max: 65535 })
const origin = fc
  .tuple(scheme, host, fc.option(port, { nil: undefined }))
  .map(([s, h, p]) => `${s}://${h}${p === undefined ? '' : `:${p}`}`)

describe('isOriginAllowed', () => {
  it('matches exact origins, port wildcards and subdomain wildcards', () => {
    const allowed = ['https://app.example.org', 'http://localhost:*', 'https://*.preview.dev']
    const cases = {
      'https://app.example.org': true,
      'https://app.example.org:443': true,
      'https://app.example.org:8443': false,
      'http://app.example.org': false,
      'https://example.org': false,
      'https://evil.app.example.org': false,
      'http://localhost': true,
      'http://localhost:3000': true,
      'https://localhost:3000': false,
      'http://localhost.evil.com': false,
      'http://localhost.evil.com:3000': false,
      'http://evillocalhost:3000': false,
      'https://a.preview.dev': true,
      'https://a.b.preview.dev': true,
      'https://preview.dev': false,
      'https://evilpreview.dev': false,
      'https://a.preview.dev.evil.com': false,
      'https://a.preview.dev:8443': false,
      null: false,
      '': false,
      'https://app.example.org/': false,
      'https://*.preview.dev': false,
      'http://localhost:*': false,
    }
    const results = Object.fromEntries(
      Object.keys(cases).map((value) => [
        value,
        isOriginAllowed(value === 'null' ? 'null' : value, allowed),
      ]),
    )
    expect(results).toEqual(cases)
    expect(isOriginAllowed(undefined, allowed)).toBe(false)
  })

  it('allows nothing with an empty list', () => {
    fc.assert(fc.property(origin, (value) => !isOriginAllowed(value, [])))
  })

  it('allows every origin by its own pattern', () => {
    fc.assert(
      fc.property(origin, (value) => isOriginAllowed(value, [value])),
      { numRuns: 500 },
    )
  })

  it('allows another exact origin only when scheme, host and port are the same', () => {
    fc.assert(
      fc.property(origin, origin, (pattern, value) => {
        const same = new URL(pattern).origin === new URL(value).origin
        expect(isOriginAllowed(value, [pattern])).toBe(same)
      }),
      { numRuns: 500 },
    )
  })

  it('never lets a host that merely contains the pattern host through', () => {
    fc.assert(
      fc.property(scheme, host, label, port, (s, h, extra, p) => {
        const patterns = [`${s}://${h}:*`, `${s}://${h}`]
        expect(isOriginAllowed(`${s}://${h}.${extra}:${p}`, patterns)).toBe(false)
        expect(isOriginAllowed(`${s}://${extra}${h}:${p}`, patterns)).toBe(false)
        expect(isOriginAllowed(`${s}://${extra}-${h}`, patterns)).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('matches a subdomain wildcard exactly on label boundaries', () => {
    fc.assert(
      fc.property(scheme, host, label, label, (s, h, sub, glued) => {
        const pattern = `${s}://*.${h}.test`
        expect(isOriginAllowed(`${s}://${sub}.${h}.test`, [pattern])).toBe(true)
        expect(isOriginAllowed(`${s}://${h}.test`, [pattern])).toBe(false)
        expect(isOriginAllowed(`${s}://${glued}${h}.test`, [pattern])).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (value, patterns) => {
        expect(typeof isOriginAllowed(value, patterns)).toBe('boolean')
      }),
    )
  })
})
