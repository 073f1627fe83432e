import fc from 'fast-check'
import { expect, test } from 'vitest'
import { testWallet } from '../../test/serveCatalogue.js'
import type { WalletConnector } from '../adapters/types.js'
import type { RecentWallet } from './getRecentWallets.js'
import { type ConnectWalletEntry, listConnectWallets } from './listConnectWallets.js'

const connector = (name: string, rdns: string | undefined, icon = 'data:image/svg+xml,<svg/>') =>
  ({
    uid: `uid-${name}`,
    id: rdns ?? name,
    name,
    icon,
    rdns,
    type: 'injected',
  }) satisfies WalletConnector

const recent = (id: string, rdns: string | null = null): RecentWallet => ({
  id,
  name: id,
  image_url: null,
  rdns,
})

const describeEntries = (entries: ConnectWalletEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'injected'
      ? `injected ${entry.connector.name}${entry.recent ? ' (recent)' : ''} → ${entry.wallet?.id ?? '-'}`
      : `${entry.kind} ${entry.wallet.id}`,
  )

test('browser wallets first, then 2 recent, then 4 featured, each wallet once', () => {
  const featured = [1, 2, 3, 4, 5].map((n) => testWallet(n))
  const entries = listConnectWallets({
    connectors: [
      connector('Wallet Two', 'example.wallet2'),
      connector('Injected', undefined, ''), // wagmi's generic entry has no icon
      connector('Test Wallet', 'dev.airlock.testwallet'),
    ],
    recent: [
      recent('wallet-3', 'example.wallet3'),
      recent('dev.airlock.testwallet', 'dev.airlock.testwallet'),
      recent('wallet-9'),
    ],
    featured,
  })
  expect(describeEntries(entries)).toMatchInlineSnapshot(`
    [
      "injected Wallet Two → wallet-2",
      "injected Test Wallet (recent) → dev.airlock.testwallet",
      "recent wallet-3",
      "featured wallet-1",
      "featured wallet-4",
    ]
  `)
})

test('matches wagmi’s EIP-6963 connectors, whose rdns is their id', () => {
  const wagmiShaped = { ...connector('MetaMask', 'io.metamask'), rdns: undefined }
  const entries = listConnectWallets({
    connectors: [wagmiShaped],
    recent: [],
    featured: [testWallet(1, { id: 'c57c', rdns: 'io.metamask' }), testWallet(2)],
  })
  expect(describeEntries(entries)).toEqual(['injected MetaMask → c57c', 'featured wallet-2'])
})

test('a browser wallet remembered by its rdns and its catalogue entry show once', () => {
  const entries = listConnectWallets({
    connectors: [],
    recent: [recent('io.metamask', 'io.metamask')],
    featured: [testWallet(1, { id: 'c57c', rdns: 'io.metamask' }), testWallet(2)],
  })
  expect(describeEntries(entries)).toEqual(['recent io.metamask', 'featured wallet-2'])
})

test('property: no wallet twice, browser wallets first, at most 2 recent and 4 featured', () => {
  const rdns = fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { nil: null })
  const id = fc.constantFrom('1', '2', '3', '4', '5', '6')
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'x'), { maxLength: 4 }),
      fc.array(fc.record({ id, rdns }), { maxLength: 4 }),
      fc.uniqueArray(fc.record({ id, rdns }), { maxLength: 8, selector: (wallet) => wallet.id }),
      (injected, recents, featured) => {
        const entries = listConnectWallets({
          connectors: injected.map((r) => connector(r, r)),
          recent: recents.map((wallet) => recent(wallet.id, wallet.rdns)),
          featured: featured.map((wallet, index) => testWallet(index, wallet)),
        })
        const kinds = entries.map((entry) => entry.kind)
        expect(kinds).toEqual([...kinds].sort((a, b) => order[a] - order[b]))
        expect(kinds.filter((kind) => kind === 'injected')).toHaveLength(injected.length)
        expect(kinds.filter((kind) => kind === 'recent').length).toBeLessThanOrEqual(2)
        expect(kinds.filter((kind) => kind === 'featured').length).toBeLessThanOrEqual(4)
        const rdnses = entries
          .map((entry) => (entry.kind === 'injected' ? entry.connector.rdns : entry.wallet.rdns))
          .filter(Boolean)
        expect(new Set(rdnses).size).toBe(rdnses.length)
        const ids = entries.flatMap((entry) => (entry.kind === 'injected' ? [] : [entry.wallet.id]))
        expect(new Set(ids).size).toBe(ids.length)
      },
    ),
  )
})

const order = { injected: 0, recent: 1, featured: 2 }
