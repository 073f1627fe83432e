import { createRequire } from 'node:module'
import { WalletKit } from '@reown/walletkit'
import { SignClient } from '@walletconnect/sign-client'

// The last Apache-2.0 releases (shared/reference/walletconnect-relay.md): the dapp side is
// sign-client 2.21.8, the wallet side walletkit 1.2.10 on its own core 2.21.7, which is only
// reachable from walletkit's directory.
const requireFromWalletKit = createRequire(
  createRequire(import.meta.url).resolve('@reown/walletkit'),
)
const { Core: WalletCore, RELAYER_SDK_VERSION: walletCoreVersion } = requireFromWalletKit(
  '@walletconnect/core',
) as typeof import('@walletconnect/core')

export { walletCoreVersion }

const metadata = (name: string) => ({
  name,
  description: `${name} (test)`,
  url: 'http://127.0.0.1',
  icons: [],
})

/**
 * A Node dapp on our relay: its own storage prefix (a second Core in one realm would otherwise
 * be the first one again), in-memory storage, no telemetry. Node dapps never call Verify.
 */
export async function createTestDapp(relayUrl: string, name = 'airlock-test-dapp') {
  return SignClient.init({
    relayUrl,
    customStoragePrefix: name,
    telemetryEnabled: false,
    logger: 'error',
    metadata: metadata(name),
  })
}

/**
 * A Node wallet on our relay, silent towards the vendor: walletkit's INIT event (sent whatever
 * `telemetryEnabled` says) is stubbed, and Verify is skipped because our relay sends
 * `attestation: ""`.
 */
export async function createTestWallet(relayUrl: string, name = 'airlock-test-wallet') {
  const core = new WalletCore({
    relayUrl,
    customStoragePrefix: name,
    telemetryEnabled: false,
    logger: 'error',
  })
  core.eventClient.init = async () => {}
  const wallet = await WalletKit.init({
    // The same class as walletkit's own core 2.21.7; typed here through the hoisted 2.21.8.
    core: core as unknown as Parameters<typeof WalletKit.init>[0]['core'],
    metadata: metadata(name),
    // No 1 s pause between consecutive requests.
    signConfig: { disableRequestQueue: true },
  })
  return { core, wallet }
}

/**
 * Replaces `fetch` so that anything but loopback fails at once, and records what was tried:
 * the clients must never reach a vendor URL.
 */
export function guardFetch() {
  const original = globalThis.fetch
  const external: string[] = []
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return original(input, init)
    external.push(url.origin + url.pathname)
    return Promise.reject(new TypeError(`offline test: no request to ${url.host}`))
  }
  return {
    external,
    restore() {
      globalThis.fetch = original
    },
  }
}
