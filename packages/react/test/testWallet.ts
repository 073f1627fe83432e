import { type Airlock, connectWallet } from '@airlock/core'
import {
  type InstalledTestWallet,
  installTestWallet,
  testWalletInfo,
} from '@airlock/test-kit/installTestWallet'
import { afterEach } from 'vitest'
import { networks, rpc } from './testNetworks.js'

/** Anvil's well-known account #1: a test key, holding nothing anywhere else. */
const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

let installed: InstalledTestWallet[] = []
afterEach(() => {
  for (const wallet of installed) wallet.uninstall()
  installed = []
})

/**
 * The test wallet (see `@airlock/test-kit`), installed in this test's DOM as a browser wallet
 * announced over EIP-6963: it answers with a real key, on the test networks (the devnet chain
 * 31337 and Ethereum, whose RPC has no chain behind it). Uninstalled after the test.
 */
export function testWallet(chainId = 31337): InstalledTestWallet {
  const wallet = installTestWallet({
    privateKey,
    chainId,
    chains: networks.map((chain) => ({
      chainId: chain.id,
      rpcUrl: rpc.url,
      name: chain.name,
    })),
  })
  installed.push(wallet)
  return wallet
}

/** Waits until the client has found the test wallet on the page, and returns its uid. */
export async function testWalletConnector(airlock: Airlock): Promise<string> {
  const find = () =>
    airlock.store.getState().eip155.connectors.find(({ rdns }) => rdns === testWalletInfo.rdns)
  await airlock.eip155()
  const found =
    find() ??
    (await new Promise<ReturnType<typeof find>>((resolve) => {
      const stop = airlock.store.subscribe(() => {
        if (!find()) return
        stop()
        resolve(find())
      })
    }))
  if (!found) throw new Error('The test wallet was not found')
  return found.uid
}

/** Connects the client to the test wallet, as a click on it in Connect does. */
export async function connectTestWallet(airlock: Airlock): Promise<void> {
  const connectorUid = await testWalletConnector(airlock)
  if (!(await connectWallet(airlock, { connectorUid })))
    throw new Error(
      `The test wallet did not connect: ${JSON.stringify(airlock.store.getState().connectAttempt)}`,
    )
}

/**
 * Holds the wallet's connection requests (`eth_requestAccounts`, `wallet_requestPermissions`)
 * until the returned `answer()` is called: the person takes a while to accept. A test waits for
 * what it checks meanwhile, then answers (a fixed hold raced a busy machine).
 */
export async function holdConnection(
  airlock: Airlock,
  connectorUid: string,
): Promise<{ answer(): void; asked: Promise<void> }> {
  const provider = (await airlock.eip155()).wagmiConfig.connectors.find(
    (connector) => connector.uid === connectorUid,
  )
  const requester = (await provider?.getProvider()) as {
    request(args: { method: string }): Promise<unknown>
  }
  const request = requester.request.bind(requester)
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  let onAsked = () => {}
  const asked = new Promise<void>((resolve) => {
    onAsked = resolve
  })
  requester.request = async (args) => {
    if (args.method === 'eth_requestAccounts' || args.method === 'wallet_requestPermissions') {
      onAsked()
      await answered
    }
    return request(args)
  }
  return { answer, asked }
}
