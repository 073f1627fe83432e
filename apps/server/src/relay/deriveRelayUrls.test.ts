import { describe, expect, it } from 'vitest'
import { deriveRelayUrls } from './deriveRelayUrls.js'
import { normalizeRelayUrl } from './normalizeRelayUrl.js'

describe('deriveRelayUrls', () => {
  it('turns the public URL into its relay URL, http → ws and https → wss', () => {
    expect(deriveRelayUrls({ publicUrl: 'https://airlock.example.org' })).toEqual([
      'wss://airlock.example.org/relay',
    ])
    expect(deriveRelayUrls({ publicUrl: 'https://example.org/airlock/' })).toEqual([
      'wss://example.org/airlock/relay',
    ])
  })

  it('adds the listening address, both loopback names and the extra URLs', () => {
    expect(
      deriveRelayUrls({
        publicUrl: 'http://127.0.0.1:8787',
        listenUrl: 'http://127.0.0.1:54321',
        extra: ['wss://lan.example:8443/relay/', 'http://not-a-relay'],
      }),
    ).toMatchInlineSnapshot(`
      [
        "ws://127.0.0.1:8787/relay",
        "ws://localhost:8787/relay",
        "ws://127.0.0.1:54321/relay",
        "ws://localhost:54321/relay",
        "wss://lan.example:8443/relay",
      ]
    `)
  })
})

describe('normalizeRelayUrl', () => {
  it('compares scheme, host, port and path only', () => {
    expect(normalizeRelayUrl('WSS://Relay.Example.org:443/relay/?projectId=x')).toBe(
      'wss://relay.example.org/relay',
    )
    expect(normalizeRelayUrl('ws://127.0.0.1:80')).toBe('ws://127.0.0.1')
    expect(normalizeRelayUrl('https://relay.example.org')).toBeUndefined()
    expect(normalizeRelayUrl('not a url')).toBeUndefined()
  })
})
