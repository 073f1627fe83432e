import { expect, test } from 'vitest'
import { walletConnectRelayUrl } from './walletConnectRelayUrl.js'

test('the server’s relay: ws for http, wss for https, /relay under the base path', () => {
  expect(
    [
      'http://127.0.0.1:8787',
      'http://localhost:8787/',
      'https://airlock.example.org',
      'https://airlock.example.org/api/',
      'http://[::1]:8787?x=1#y',
    ].map(walletConnectRelayUrl),
  ).toMatchInlineSnapshot(`
    [
      "ws://127.0.0.1:8787/relay",
      "ws://localhost:8787/relay",
      "wss://airlock.example.org/relay",
      "wss://airlock.example.org/api/relay",
      "ws://[::1]:8787/relay",
    ]
  `)
})
