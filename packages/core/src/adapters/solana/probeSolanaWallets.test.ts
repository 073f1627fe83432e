// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import { probeSolanaWallets } from './probeSolanaWallets.js'

type Api = { register(...wallets: { chains: string[] }[]): () => void }

/** A wallet as the Wallet Standard has it register: on app-ready, and by its own event. */
function announce(chains: string[]) {
  const register = (api: Api) => api.register({ chains })
  window.addEventListener('wallet-standard:app-ready', (event) =>
    register((event as CustomEvent<Api>).detail),
  )
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
}

test('finds a Solana wallet already on the page, or one that comes later; not an EVM-only one', () => {
  announce(['eip155:1'])
  const found = vi.fn()
  const stop = probeSolanaWallets(found)
  expect(found).not.toHaveBeenCalled()
  announce(['solana:mainnet'])
  expect(found).toHaveBeenCalledTimes(1)
  // Once found, it stops listening.
  announce(['solana:devnet'])
  expect(found).toHaveBeenCalledTimes(1)
  stop()

  const again = vi.fn()
  probeSolanaWallets(again)
  expect(again).toHaveBeenCalledTimes(1)
})
