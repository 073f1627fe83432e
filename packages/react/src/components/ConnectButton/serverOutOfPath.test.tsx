import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { testAirlock } from '../../../test/connectedAirlock.js'
import { renderApp } from '../../../test/renderApp.js'
import { testWallet } from '../../../test/testWallet.js'

// The Airlock server is off the critical path of connecting a browser wallet: with the server
// never answering, or not there at all, Connect still lists the injected wallet and a click on it
// connects (issue 25). Nothing here waits for the catalogue to time out.

type HungServer = {
  url: string
  /** Paths requested so far. */
  requested: string[]
  /** Requests still held open: neither answered nor given up by the client. */
  pending(): number
  close(): Promise<void>
}

/** A server that accepts every request and never answers it. */
async function hungServer(): Promise<HungServer> {
  const requested: string[] = []
  const held = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    requested.push(new URL(request.url ?? '/', 'http://localhost').pathname)
    held.add(response)
    response.on('close', () => held.delete(response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  server.unref()
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requested,
    pending: () => held.size,
    close: () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      return closed
    },
  }
}

let servers: HungServer[] = []
afterEach(async () => {
  for (const server of servers) await server.close()
  servers = []
})

/** The modal's dialog, inside its shadow root (the first open loads its chunk; its shell is busy). */
async function dialog() {
  const root = await waitFor(
    () => {
      const found = document
        .querySelector('airlock-modal')
        ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]:not([aria-busy])')
      if (!found) throw new Error('No dialog yet')
      return found
    },
    { timeout: 10_000 },
  )
  return within(root)
}

/**
 * Clicks Connect, then the test wallet in the dialog, and waits for the short address; `listed`
 * runs once the wallet is listed, before the click on it.
 */
async function connectThroughTheModal(
  apiUrl: string,
  listed: () => Promise<void> = async () => {},
) {
  const wallet = testWallet()
  const airlock = testAirlock({ apiUrl, walletConnect: false })
  const { user } = renderApp(airlock)
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const row = await (await dialog()).findByRole(
    'button',
    { name: /Airlock Test Wallet/ },
    { timeout: 10_000 },
  )
  await listed()
  await user.click(row)
  // The Connect button (and the Account button beside it) show the short address.
  expect(
    await screen.findAllByRole('button', { name: /0x7099…79C8/ }, { timeout: 10_000 }),
  ).not.toHaveLength(0)
  expect(airlock.store.getState().eip155.address).toBe(wallet.address)
  expect(wallet.requests).toContain('eth_requestAccounts')
}

test('with the Airlock server hung, the injected wallet is listed and connects', {
  timeout: 30_000,
}, async () => {
  const server = await hungServer()
  servers.push(server)
  await connectThroughTheModal(server.url, async () => {
    // Listed (and, next, connected) while the catalogue, asked for, is still unanswered: the
    // wallet waits neither for it nor for the request to time out.
    await waitFor(() => expect(server.requested).toContain('/getWallets'), { timeout: 10_000 })
    expect(server.pending()).toBeGreaterThan(0)
  })
})

test('with the Airlock server unreachable, the injected wallet is listed and connects', {
  timeout: 30_000,
}, async () => {
  // Nothing listens on port 9 (discard) here: every request is refused at once.
  await connectThroughTheModal('http://127.0.0.1:9')
})
