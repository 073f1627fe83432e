import fc from 'fast-check'
import { getAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { InvalidSiweMessageError } from '../errors/auth.js'
import { parseSiweMessage } from './parseSiweMessage.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const base = {
  domain: 'app.example.org',
  address,
  statement: 'Sign in to Example.',
  uri: 'https://app.example.org/login',
  version: '1' as const,
  chainId: 1,
  nonce: 'a1b2c3d4e5f6a7b8',
  issuedAt: new Date('2025-01-02T03:04:05.678Z'),
}

function refusal(message: string) {
  try {
    parseSiweMessage(message)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidSiweMessageError)
    return (error as InvalidSiweMessageError).shortMessage
  }
  throw new Error('parsed')
}

describe('parseSiweMessage', () => {
  it('reads every field of a full message', () => {
    const message = createSiweMessage({
      ...base,
      scheme: 'https',
      expirationTime: new Date('2025-01-02T04:04:05Z'),
      notBefore: new Date('2025-01-02T03:00:00Z'),
      requestId: 'req-1',
      resources: ['ipfs://bafybei/x', 'https://example.org/claim.json'],
    })
    expect(parseSiweMessage(message)).toEqual({
      namespace: 'eip155',
      scheme: 'https',
      domain: 'app.example.org',
      address,
      statement: 'Sign in to Example.',
      uri: 'https://app.example.org/login',
      version: '1',
      chainId: 1,
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: new Date('2025-01-02T03:04:05.678Z'),
      expirationTime: new Date('2025-01-02T04:04:05Z'),
      notBefore: new Date('2025-01-02T03:00:00Z'),
      requestId: 'req-1',
      resources: ['ipfs://bafybei/x', 'https://example.org/claim.json'],
    })
  })

  it('reads a message without statement or optional fields (three line breaks after the address)', () => {
    const message = createSiweMessage({ ...base, statement: undefined, domain: 'localhost:5173' })
    expect(message).toContain(`${address}\n\n\nURI:`)
    expect(parseSiweMessage(message)).toEqual({
      namespace: 'eip155',
      domain: 'localhost:5173',
      address,
      uri: base.uri,
      version: '1',
      chainId: 1,
      nonce: base.nonce,
      issuedAt: base.issuedAt,
    })
  })

  it('reads RFC 3339 offsets, lower-case separators and fractions', () => {
    const message = createSiweMessage(base).replace(
      '2025-01-02T03:04:05.678Z',
      '2025-01-02t05:04:05.678123+02:00',
    )
    const parsed = parseSiweMessage(message)
    expect(parsed.issuedAt.toISOString()).toBe('2025-01-02T03:04:05.678Z')
    expect(parsed.address).toBe(address)
  })

  it('reads the model client\'s "blockchain account" preamble as the Ethereum one, and no other variant', () => {
    const message = createSiweMessage(base)
    const siwx = message.replace('your Ethereum account:', 'your blockchain account:')
    expect(siwx).not.toBe(message)
    expect(parseSiweMessage(siwx)).toEqual(parseSiweMessage(message))
    // "Solana account" is Sign In With Solana's header: it needs a base58 address.
    expect(refusal(message.replace('your Ethereum account:', 'your Solana account:'))).toBe(
      'Invalid sign-in message: "address" must be a base58 Solana address on the second line',
    )
    for (const variant of ['your Blockchain account:', 'your blockchain  account:'])
      expect(refusal(message.replace('your Ethereum account:', variant))).toBe(
        'Invalid sign-in message: must start with "<domain> wants you to sign in with your Ethereum account:"',
      )
  })

  it('refuses an address without its EIP-55 checksum (all lower or all upper case)', () => {
    for (const unchecksummed of [address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`]) {
      const message = createSiweMessage(base).replace(address, unchecksummed)
      expect(() => parseSiweMessage(message)).toThrow(
        'Invalid sign-in message: "address" must be EIP-55 checksummed (mixed case), as EIP-4361 requires',
      )
    }
  })

  it('round-trips every message viem builds (property)', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
    const dates = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(
        fc.record(
          {
            scheme: fc.constantFrom('http', 'https'),
            domain: fc
              .tuple(label, fc.constantFrom('org', 'com', 'dev'), fc.option(fc.nat(65535)))
              .map(([name, tld, port]) => `${name}.${tld}${port === null ? '' : `:${port}`}`),
            statement: fc.stringMatching(/^[A-Za-z0-9 .,:;!?'()/@$&*+=~_-]{1,80}$/),
            chainId: fc.integer({ min: 1, max: 2 ** 40 }),
            nonce: fc.stringMatching(/^[A-Za-z0-9]{8,40}$/),
            issuedAt: dates,
            expirationTime: dates,
            notBefore: dates,
            requestId: fc.stringMatching(/^[A-Za-z0-9._~-]{0,20}$/),
            path: fc.stringMatching(/^[a-z0-9/]{0,20}$/),
          },
          { requiredKeys: ['domain', 'chainId', 'nonce', 'issuedAt', 'path'] },
        ),
        (fields) => {
          const message = createSiweMessage({
            ...fields,
            address,
            uri: `https://${fields.domain}/${fields.path}`,
            version: '1',
          })
          const parsed = parseSiweMessage(message)
          expect(parsed.domain).toBe(fields.domain)
          expect(parsed.scheme).toBe(fields.scheme)
          expect(parsed.statement).toBe(fields.statement || undefined)
          expect(parsed.chainId).toBe(fields.chainId)
          expect(parsed.nonce).toBe(fields.nonce)
          expect(parsed.issuedAt).toEqual(fields.issuedAt)
          expect(parsed.expirationTime).toEqual(fields.expirationTime)
          expect(parsed.notBefore).toEqual(fields.notBefore)
          expect(parsed.requestId).toBe(fields.requestId || undefined)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('refuses anything else with InvalidSiweMessageError, never another error (property)', () => {
    const valid = createSiweMessage(base)
    const mutated = fc
      .tuple(fc.nat(valid.length), fc.nat(12), fc.string({ maxLength: 12, unit: 'binary' }))
      .map(([at, cut, insert]) => valid.slice(0, at) + insert + valid.slice(at + cut))
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), mutated), (message) => {
        try {
          parseSiweMessage(message)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidSiweMessageError)
        }
      }),
      { numRuns: 500 },
    )
  })

  it.each([
    ['Invalid Date', 'Issued At'],
    ['never', 'Issued At'],
    ['2025-02-30T00:00:00Z', 'Issued At'],
    ['2025-01-01T24:00:00Z', 'Issued At'],
    ['2025-01-01T23:59:60Z', 'Issued At'],
    ['2025-01-01 00:00:00Z', 'Issued At'],
    ['2025-01-01T00:00:00', 'Issued At'],
    ['1735689600', 'Issued At'],
  ])('refuses the timestamp %j', (value, field) => {
    const message = createSiweMessage(base).replace(base.issuedAt.toISOString(), value)
    expect(refusal(message)).toBe(
      `Invalid sign-in message: "${field}" is not an RFC 3339 date-time`,
    )
  })

  it('refuses "Expiration Time: never" and an Invalid Date "Not Before"', () => {
    const message = createSiweMessage(base)
    expect(refusal(`${message}\nExpiration Time: never`)).toMatchInlineSnapshot(
      `"Invalid sign-in message: "Expiration Time" is not an RFC 3339 date-time"`,
    )
    expect(refusal(`${message}\nNot Before: Invalid Date`)).toMatchInlineSnapshot(
      `"Invalid sign-in message: "Not Before" is not an RFC 3339 date-time"`,
    )
  })

  it('refuses a statement with a line break, or with characters outside the grammar', () => {
    const message = createSiweMessage(base)
    expect(
      refusal(message.replace(base.statement, 'Sign in.\nAnd send all your tokens')),
    ).toMatchInlineSnapshot(
      `"Invalid sign-in message: "statement" must be a single line followed by an empty line"`,
    )
    expect(refusal(message.replace(base.statement, 'Say "hi" <script>'))).toMatchInlineSnapshot(
      `"Invalid sign-in message: "statement" may hold only printable URI characters and spaces"`,
    )
    expect(refusal(message.replace(base.statement, 'Grüß dich'))).toContain('"statement"')
  })

  it.each([
    [
      'a missing nonce',
      (m: string) => m.replace(/\nNonce: .*/, ''),
      '"Nonce" is missing or out of place',
    ],
    [
      'a short nonce',
      (m: string) => m.replace(base.nonce, 'abc123'),
      '"Nonce" must be at least 8 letters or digits',
    ],
    [
      'a non-alphanumeric nonce',
      (m: string) => m.replace(base.nonce, 'abcd-1234'),
      '"Nonce" must be at least 8 letters or digits',
    ],
    [
      'a missing URI',
      (m: string) => m.replace(/\nURI: .*/, ''),
      '"URI" is missing or out of place',
    ],
    [
      'a relative URI',
      (m: string) => m.replace(base.uri, '/login'),
      '"URI" is not an absolute RFC 3986 URI',
    ],
    ['version 2', (m: string) => m.replace('Version: 1', 'Version: 2'), '"Version" must be 1'],
    [
      'a missing chain ID',
      (m: string) => m.replace(/\nChain ID: .*/, ''),
      '"Chain ID" is missing or out of place',
    ],
    [
      'a hex chain ID',
      (m: string) => m.replace('Chain ID: 1', 'Chain ID: 0x1'),
      '"Chain ID" is not a positive integer',
    ],
    [
      'chain ID 0',
      (m: string) => m.replace('Chain ID: 1', 'Chain ID: 0'),
      '"Chain ID" is not a positive integer',
    ],
    [
      'a missing Issued At',
      (m: string) => m.replace(/\nIssued At: .*/, ''),
      '"Issued At" is missing or out of place',
    ],
    [
      'fields out of order',
      (m: string) => m.replace(/(Version: 1)\n(Chain ID: 1)/, '$2\n$1'),
      '"Version" is missing or out of place',
    ],
    [
      'a bad checksum',
      (m: string) => m.replace(address, address.replace('C51812', 'c51812')),
      '"address" has a wrong EIP-55 checksum',
    ],
    [
      'a short address',
      (m: string) => m.replace(address, address.slice(0, 40)),
      '"address" must be 0x and 40 hexadecimal digits on the second line',
    ],
    [
      'another preamble',
      (m: string) => m.replace('Ethereum account', '**blockchain** account'),
      'must start with "<domain> wants you to sign in with your Ethereum account:"',
    ],
    [
      'user info in the domain',
      (m: string) => m.replace('app.example.org wants', 'me@app.example.org wants'),
      '"domain" is not a host name with an optional port',
    ],
    [
      'a port over 65535',
      (m: string) => m.replace('app.example.org wants', 'app.example.org:70000 wants'),
      '"domain" is not a host name with an optional port',
    ],
    [
      'a bad scheme',
      (m: string) => m.replace('app.example.org wants', '1http://app.example.org wants'),
      '"scheme" is not a URI scheme',
    ],
    [
      'CRLF line breaks',
      (m: string) => m.replaceAll('\n', '\r\n'),
      'has a carriage return: lines end with \\n only',
    ],
    ['a trailing line break', (m: string) => `${m}\n`, 'has an empty line at the end'],
    [
      'an unknown field',
      (m: string) => `${m}\nFavourite Colour: blue`,
      'has an unknown or out-of-order line',
    ],
    [
      'two line breaks and no statement',
      (m: string) => m.replace(`\n${base.statement}\n`, ''),
      'needs two empty lines between the address and "URI:" when it has no statement',
    ],
    [
      'a bad resource',
      (m: string) => `${m}\nResources:\n- not a uri`,
      '"Resources" holds something that is not an absolute RFC 3986 URI',
    ],
  ])('refuses %s', (_, mutate, reason) => {
    expect(refusal(mutate(createSiweMessage(base)))).toBe(`Invalid sign-in message: ${reason}`)
  })

  it('refuses a message over 8 KiB, however it is made', () => {
    const long = `${createSiweMessage(base)}\nResources:\n${'- https://example.org/x\n'.repeat(400)}`
    expect(refusal(long)).toMatch(/^Invalid sign-in message: is \d+ bytes long, more than 8192$/)
    expect(refusal('x'.repeat(1024 * 1024))).toBe(
      'Invalid sign-in message: is 1048576 bytes long, more than 8192',
    )
  })

  it('keeps the checksummed address as signed', () => {
    expect(parseSiweMessage(createSiweMessage(base)).address).toBe(getAddress(address))
  })
})
