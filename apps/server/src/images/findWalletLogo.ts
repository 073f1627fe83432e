import { type BrandIconKind, listBrandIcons, readBrandIcon } from './readBrandIcon.js'

export type FindWalletLogoParameters = {
  id: string
  name: string
  rdns?: string | null | undefined
}

type Logo = { kind: BrandIconKind; name: string }

// Wallets whose logo is filed under another name, or under their maker's brand (an exchange's
// or token's logo is the wallet's own: Binance Wallet, Bybit Wallet, SafePal, …). Keys are
// rdns, or names folded by `fold`.
const aliases: Record<string, Logo> = {
  'io.metamask': { kind: 'wallets', name: 'metamask' },
  'com.trustwallet.app': { kind: 'wallets', name: 'trust' },
  'com.coinbase.wallet': { kind: 'wallets', name: 'coinbase' },
  'com.okex.wallet': { kind: 'wallets', name: 'okx' },
  'io.rabby': { kind: 'wallets', name: 'rabby' },
  'pro.tokenpocket': { kind: 'wallets', name: 'token-pocket' },
  'com.binance.wallet': { kind: 'exchanges', name: 'binance' },
  'com.bybit': { kind: 'exchanges', name: 'bybit' },
  'com.crypto.wallet': { kind: 'exchanges', name: 'crypto-com' },
  'com.bitget.web3': { kind: 'exchanges', name: 'bitget' },
  'com.gemini.wallet': { kind: 'exchanges', name: 'gemini' },
  'com.roninchain.wallet': { kind: 'wallets', name: 'ronin' },
  trust: { kind: 'wallets', name: 'trust' },
  coinbase: { kind: 'wallets', name: 'coinbase' },
  coinbasesmart: { kind: 'wallets', name: 'coinbase' },
  okx: { kind: 'wallets', name: 'okx' },
  binance: { kind: 'exchanges', name: 'binance' },
  binanceus: { kind: 'exchanges', name: 'binance' },
  uniswap: { kind: 'exchanges', name: 'uniswap' },
  bitget: { kind: 'exchanges', name: 'bitget' },
  ledger: { kind: 'wallets', name: 'ledger' },
  trezor: { kind: 'wallets', name: 'trezor' },
  safepal: { kind: 'tokens', name: 'SFP' },
  bybit: { kind: 'exchanges', name: 'bybit' },
  cryptocomonchain: { kind: 'exchanges', name: 'crypto-com' },
  tokenpocket: { kind: 'wallets', name: 'token-pocket' },
  '1inch': { kind: 'exchanges', name: '1inch' },
  gemini: { kind: 'exchanges', name: 'gemini' },
  gate: { kind: 'exchanges', name: 'gate-io' },
  coin98: { kind: 'wallets', name: 'coin98' },
  mew: { kind: 'wallets', name: 'my-ether-wallet' },
  myetherwallet: { kind: 'wallets', name: 'my-ether-wallet' },
  alphawallet: { kind: 'wallets', name: 'alpha-wallet' },
  bluewallet: { kind: 'wallets', name: 'blue' },
  wallet3: { kind: 'wallets', name: 'wallet-3' },
  daimopay: { kind: 'wallets', name: 'daimo' },
  loopring: { kind: 'networks', name: 'loopring' },
  status: { kind: 'tokens', name: 'SNT' },
  enjin: { kind: 'tokens', name: 'ENJ' },
  klever: { kind: 'tokens', name: 'KLV' },
  mathwallet: { kind: 'tokens', name: 'MATH' },
  math: { kind: 'tokens', name: 'MATH' },
  frontier: { kind: 'tokens', name: 'FRONT' },
  robinhood: { kind: 'networks', name: 'robinhood' },
  'com.robinhood.wallet': { kind: 'networks', name: 'robinhood' },
  kaikaskaia: { kind: 'networks', name: 'kaia' },
}

// Words a listing adds to a brand's name ("Trust Wallet", "Ledger Live", "Coin98 Super App").
const suffixes = /(?:wallet|superapp|app|suite|live|mobile|onchain|desktop|extension)$/

/**
 * The real logo of a catalogue wallet, from `@web3icons/core`, when it has one: found by rdns, by
 * a known alias, or by the wallet's name folded to letters and digits (`Trust Wallet` → `trust`),
 * drawn on its brand's ground like an app icon.
 *
 * @returns The SVG document, or `undefined` (the caller draws the monogram).
 *
 * @example
 * import { findWalletLogo } from './images/findWalletLogo.js'
 * findWalletLogo({ id: 'c57c…', name: 'MetaMask', rdns: 'io.metamask' }) // '<svg …'
 */
export function findWalletLogo({ id, name, rdns }: FindWalletLogoParameters): string | undefined {
  const logo = resolveWalletLogo({ id, name, rdns })
  if (!logo) return undefined
  return (
    readBrandIcon(logo.kind, logo.name, { title: name, variant: 'background' }) ??
    readBrandIcon(logo.kind, logo.name, { title: name })
  )
}

/** Which icon `findWalletLogo` uses for a wallet, or `undefined`. */
export function resolveWalletLogo({ id, name, rdns }: FindWalletLogoParameters): Logo | undefined {
  const folded = fold(name)
  const keys = [rdns ?? '', id, folded, folded.replace(suffixes, '')]
  for (const key of keys) {
    // Own entries only: a wallet named `constructor` has no alias on `Object.prototype`.
    const alias = Object.hasOwn(aliases, key) ? aliases[key] : undefined
    if (alias && listBrandIcons(alias.kind).has(alias.name)) return alias
  }
  const wallets = listBrandIcons('wallets')
  for (const key of keys.slice(2)) {
    const found = [...wallets].find((icon) => fold(icon) === key)
    if (found) return { kind: 'wallets', name: found }
  }
  return undefined
}

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}
