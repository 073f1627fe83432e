// A chunk of a few hundred bytes, loaded after first paint when the dapp offers Solana: it asks
// the page's Wallet Standard wallets to register, and only when one speaks Solana does the client
// load the adapter (@wallet-standard/app, @solana/kit). Pages without a Solana wallet load neither.

type Registrant = { chains: readonly string[] }
type AppApi = { register(...wallets: Registrant[]): () => void }

/**
 * Calls `found` once a Solana wallet is on the page: one there already (it answers the
 * `wallet-standard:app-ready` event this dispatches) or one that registers later. The adapter's
 * own registry asks the wallets again when it loads, as the Wallet Standard lets every app do.
 *
 * @param found - Called at most once.
 * @returns What stops listening.
 *
 * @example
 * probeSolanaWallets(() => void airlock.adapter('solana'))
 */
export function probeSolanaWallets(found: () => void): () => void {
  let done = false
  const api: AppApi = Object.freeze({
    register(...wallets: Registrant[]) {
      if (!done && wallets.some((wallet) => wallet.chains.some((c) => c.startsWith('solana:')))) {
        done = true
        stop()
        found()
      }
      return () => {}
    },
  })
  const onRegister = (event: Event) => (event as CustomEvent<(api: AppApi) => void>).detail(api)
  const stop = () => window.removeEventListener('wallet-standard:register-wallet', onRegister)
  window.addEventListener('wallet-standard:register-wallet', onRegister)
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  return stop
}
