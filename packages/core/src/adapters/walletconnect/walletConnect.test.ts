import { createServer } from 'node:net'
import { connect, createConfig, http } from '@wagmi/core'
import { defineChain } from 'viem'
import { expect, test } from 'vitest'
import { WalletConnectRelayError } from '../../errors/walletConnect.js'
import { walletConnect } from './walletConnect.js'

const chain = defineChain({
  id: 31337,
  name: 'Airlock Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

/** A port nothing listens on: connections to it are refused at once. */
async function refusedPort() {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

test('a relay that refuses fails the pairing after our own timeout, saying what happened', async () => {
  const relayUrl = `ws://127.0.0.1:${await refusedPort()}/relay`
  const config = createConfig({
    chains: [chain],
    transports: { [chain.id]: http() },
    connectors: [walletConnect({ relayUrl, storagePrefix: 'refused', connectTimeoutMs: 1500 })],
    storage: null,
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  const uris: string[] = []
  const started = Date.now()
  const error = await connect(config, {
    connector,
    onUri: (uri: string) => uris.push(uri),
  } as never).catch((caught: unknown) => caught)
  const elapsed = Date.now() - started
  expect(error).toBeInstanceOf(WalletConnectRelayError)
  expect((error as WalletConnectRelayError).message).toMatchInlineSnapshot(`
    "The WalletConnect relay could not be reached

    Relay: ${relayUrl}
    Details: No pairing code after 1.5 s. Is the relay running, and does it know itself by this URL?"
  `)
  expect(elapsed).toBeGreaterThanOrEqual(1500)
  // A ceiling with room for a busy machine: without the 1.5 s bound the connect would wait on.
  expect(elapsed).toBeLessThan(10_000)
  expect(uris).toEqual([])
  expect(config.state.status).toBe('disconnected')

  const { client } = await connector.getProvider()
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => {})
})
