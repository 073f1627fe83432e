import { createWalletConnectWallet, type WalletConnectWallet } from '@airlock/test-kit'
import { test } from '@playwright/test'

// A WalletConnect wallet on the stack's own relay and devnets, for the specs that pair with the
// modal's QR code.

const relayUrl = `ws://127.0.0.1:${process.env.PORT ?? 8787}/relay`
const rpcUrls = {
  31337: `http://127.0.0.1:${process.env.DEVNET_PORT ?? 8545}`,
  31338: `http://127.0.0.1:${process.env.DEVNET_L2_PORT ?? 8546}`,
}

/**
 * Call at a spec's top level: returns the function that makes a WalletConnect wallet, each closed
 * after the test that made it.
 *
 * @example
 * const openWallet = walletConnectPeers()
 * const wallet = await openWallet()
 */
export function walletConnectPeers() {
  let opened: WalletConnectWallet[] = []
  test.afterEach(async () => {
    await Promise.all(opened.map((wallet) => wallet.close()))
    opened = []
  })
  return async () => {
    const wallet = await createWalletConnectWallet({ relayUrl, rpcUrls })
    opened.push(wallet)
    return wallet
  }
}
