import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { originPattern } from '../originPattern.js'
import { parseOriginPattern } from './parseOriginPattern.js'

describe('parseOriginPattern', () => {
  it('parses exact origins, port wildcards and subdomain wildcards', () => {
    expect(
      [
        'https://app.example.org',
        'http://localhost:3000',
        'http://localhost:*',
        'https://*.vercel.app',
        'http://*.localhost:*',
        'http://127.0.0.1:8080',
      ].map((value) => parseOriginPattern(value)),
    ).toMatchInlineSnapshot(`
      [
        {
          "host": "app.example.org",
          "normalized": "https://app.example.org",
          "port": undefined,
          "scheme": "https",
          "subdomains": false,
        },
        {
          "host": "localhost",
          "normalized": "http://localhost:3000",
          "port": 3000,
          "scheme": "http",
          "subdomains": false,
        },
        {
          "host": "localhost",
          "normalized": "http://localhost:*",
          "port": "*",
          "scheme": "http",
          "subdomains": false,
        },
        {
          "host": "vercel.app",
          "normalized": "https://*.vercel.app",
          "port": undefined,
          "scheme": "https",
          "subdomains": true,
        },
        {
          "host": "localhost",
          "normalized": "http://*.localhost:*",
          "port": "*",
          "scheme": "http",
          "subdomains": true,
        },
        {
          "host": "127.0.0.1",
          "normalized": "http://127.0.0.1:8080",
          "port": 8080,
          "scheme": "http",
          "subdomains": false,
        },
      ]
    `)
  })

  it('normalizes case and default ports', () => {
    expect(parseOriginPattern('HTTPS://App.Example.ORG:443')?.normalized).toBe(
      'https://app.example.org',
    )
    expect(parseOriginPattern('http://example.org:80')?.normalized).toBe('http://example.org')
    expect(parseOriginPattern('http://example.org:443')?.normalized).toBe('http://example.org:443')
  })

  it('refuses anything that is not scheme://host[:port] with http(s)', () => {
    for (const value of [
      '',
      '*',
      'https://*',
      'http://*:*',
      'https://*.com',
      'https://app.*.example.org',
      'https://example.org/',
      'https://example.org/path',
      'https://user@example.org',
      'https://example.org:0',
      'https://example.org:65536',
      'https://-bad.example.org',
      'https://exa mple.org',
      'ftp://example.org',
      'null',
      'http://[::1]:3000',
      ' https://example.org',
      'https://example.org\n',
    ])
      expect(parseOriginPattern(value), value).toBeUndefined()
  })

  it('never throws, and what it accepts round-trips through its normalized form', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webUrl().map((url) => new URL(url).origin),
        ),
        (value) => {
          const parsed = parseOriginPattern(value)
          if (parsed) expect(parseOriginPattern(parsed.normalized)).toEqual(parsed)
        },
      ),
      { numRuns: 200 },
    )
    // A ceiling for a hung run, not a pace: 200 generated URLs take seconds on a busy machine.
  }, 60_000)

  it('originPattern says what it expected', () => {
    const result = originPattern.safeParse('ftp://x')
    expect(result.error?.issues[0]?.message).toMatchInlineSnapshot(
      `"expected an origin such as https://app.example.org, https://*.example.org or http://localhost:*"`,
    )
    expect(originPattern.parse('HTTP://LOCALHOST:*')).toBe('http://localhost:*')
  })
})
