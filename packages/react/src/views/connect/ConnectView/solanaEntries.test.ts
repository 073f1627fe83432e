import type { WalletConnector } from '@airlock/core'
import { expect, test } from 'vitest'
import { withSolanaWallets } from './solanaEntries.js'

const connector = (name: string, type: string): WalletConnector => ({
  uid: `${type}:${name}`,
  id: name,
  name,
  icon: 'data:image/svg+xml,<svg/>',
  rdns: undefined,
  type,
})

test('one row per wallet across namespaces; Solana-only wallets after the browser wallets', () => {
  const rows = withSolanaWallets(
    [
      {
        kind: 'injected',
        connector: connector('Both', 'injected'),
        wallet: undefined,
        recent: false,
      },
      {
        kind: 'injected',
        connector: connector('EVM', 'injected'),
        wallet: undefined,
        recent: false,
      },
      { kind: 'recent', wallet: { id: 'r', name: 'Recent', image_url: null, rdns: null } },
    ],
    [connector('Both', 'walletStandard'), connector('Sol', 'walletStandard')],
  )
  expect(
    rows.map((row) => [
      row.kind,
      row.kind === 'recent' ? row.wallet.name : (row.solana?.uid ?? null),
    ]),
  ).toEqual([
    ['injected', 'walletStandard:Both'],
    ['injected', null],
    ['solana', 'walletStandard:Sol'],
    ['recent', 'Recent'],
  ])
})
