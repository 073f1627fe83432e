import type { BaseError } from '@airlock/protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isClientError } from '../errors/http.js'
import { type CheckSiweMessageParameters, checkSiweMessage } from './checkSiweMessage.js'
import type { SiweMessage } from './parseSiweMessage.js'

const now = new Date('2025-06-01T12:00:00Z')
const message: SiweMessage = {
  namespace: 'eip155',
  scheme: 'https',
  domain: 'app.example.org',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  uri: 'https://app.example.org/login',
  version: '1',
  chainId: 1,
  nonce: 'a1b2c3d4e5f6a7b8',
  issuedAt: now,
}
const parameters: CheckSiweMessageParameters = {
  allowedOrigins: ['https://app.example.org', 'http://localhost:*', 'https://*.example.net'],
  requestOrigin: 'https://app.example.org',
  chainIds: [1, 31337],
  now,
}

function refusal(
  fields: { [key in keyof SiweMessage]?: SiweMessage[key] | undefined },
  overrides: Partial<CheckSiweMessageParameters> = {},
) {
  try {
    checkSiweMessage({ ...message, ...fields } as SiweMessage, { ...parameters, ...overrides })
  } catch (error) {
    return `${(error as BaseError).name}: ${(error as BaseError).shortMessage}`
  }
  return 'accepted'
}

describe('checkSiweMessage', () => {
  it("returns the message's origin, with the default port dropped as browsers do", () => {
    expect(checkSiweMessage(message, parameters)).toBe('https://app.example.org')
    expect(checkSiweMessage({ ...message, domain: 'APP.example.org:443' }, parameters)).toBe(
      'https://app.example.org',
    )
  })

  it('takes the scheme of the request origin when the message names none and the host is its own', () => {
    const local = { requestOrigin: 'http://localhost:5173' }
    const fields = { domain: 'localhost:5173', uri: 'http://localhost:5173/' }
    expect(refusal({ ...fields, scheme: undefined }, local)).toBe('accepted')
    expect(refusal({ ...fields, scheme: 'https' }, local)).toBe(
      'SiweSchemeMismatchError: Sign-in message scheme "https" is not allowed',
    )
  })

  it('matches wildcard subdomains of the allowed origins, never the bare domain', () => {
    const fields = (host: string) => ({ domain: host, uri: `https://${host}/` })
    expect(refusal(fields('a.example.net'), { requestOrigin: 'https://a.example.net' })).toBe(
      'accepted',
    )
    expect(refusal(fields('example.net'), { requestOrigin: 'https://example.net' })).toBe(
      'SiweDomainMismatchError: Sign-in message domain "example.net" is not allowed',
    )
  })

  it('refuses a domain that ends like an IPv4 address but is none', () => {
    expect(refusal({ domain: '1.2.3.4.5' }, { requestOrigin: undefined })).toBe(
      'InvalidSiweMessageError: Invalid sign-in message: "domain" is not a valid host',
    )
  })

  it('allows 60 s of clock skew by default, and none on expiry', () => {
    const ahead = (ms: number) => new Date(now.getTime() + ms)
    expect(refusal({ issuedAt: ahead(60_000), notBefore: ahead(60_000) })).toBe('accepted')
    expect(refusal({ issuedAt: ahead(60_001) })).toMatch(/^SiweIssuedInFutureError/)
    expect(refusal({ notBefore: ahead(60_001) })).toMatch(/^SiweMessageNotYetValidError/)
    expect(refusal({ expirationTime: ahead(1) })).toBe('accepted')
    expect(refusal({ expirationTime: now })).toMatch(/^SiweMessageExpiredError/)
    expect(refusal({ issuedAt: ahead(5000) }, { clockSkewMs: 0 })).toMatch(
      /^SiweIssuedInFutureError/,
    )
  })

  it('throws only client errors, whatever the domain, scheme, URI and origin (property)', () => {
    const host = fc.oneof(
      fc.constantFrom('app.example.org', 'localhost:5173', '[::1]:8080', '1.2.3.4', '1.2.3.4.5'),
      fc.domain(),
    )
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('http', 'https', 'ftp', 'HTTPS')),
        host,
        fc.oneof(fc.webUrl(), fc.constantFrom('urn:x', 'mailto:a@b.c', 'http://u:p@h/')),
        fc.option(
          fc.oneof(
            fc.webUrl().map((url) => new URL(url).origin),
            fc.constant('null'),
          ),
        ),
        (scheme, domain, uri, requestOrigin) => {
          try {
            const { scheme: _, ...rest } = message
            checkSiweMessage(
              { ...rest, ...(scheme === null ? {} : { scheme }), domain, uri },
              { ...parameters, requestOrigin: requestOrigin ?? undefined },
            )
          } catch (error) {
            expect(isClientError(error), String(error)).toBe(true)
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})
