import fc from 'fast-check'
import { expect, test } from 'vitest'
import { buildWalletLink } from './buildWalletLink.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1795307247'
const encoded = encodeURIComponent(uri)

test('an http(s) link gets /wc?uri= with the URI encoded, one slash either way', () => {
  expect(buildWalletLink('https://metamask.app.link', uri)).toBe(
    `https://metamask.app.link/wc?uri=${encoded}`,
  )
  expect(buildWalletLink('https://link.trustwallet.com/', uri)).toBe(
    `https://link.trustwallet.com/wc?uri=${encoded}`,
  )
  expect(buildWalletLink(' http://127.0.0.1:5173/wallet ', 'wc:ab@2')).toMatchInlineSnapshot(
    `"http://127.0.0.1:5173/wallet/wc?uri=wc%3Aab%402"`,
  )
})

test('a custom scheme is normalised to scheme:// and gets wc?uri=', () => {
  expect(
    ['metamask://', 'trust:', 'rainbow:/', 'ledgerlive', 'zerion://app', 'zerion://app/'].map(
      (link) => buildWalletLink(link, 'wc:ab@2?symKey=c'),
    ),
  ).toMatchInlineSnapshot(`
    [
      "metamask://wc?uri=wc%3Aab%402%3FsymKey%3Dc",
      "trust://wc?uri=wc%3Aab%402%3FsymKey%3Dc",
      "rainbow://wc?uri=wc%3Aab%402%3FsymKey%3Dc",
      "ledgerlive://wc?uri=wc%3Aab%402%3FsymKey%3Dc",
      "zerion://app/wc?uri=wc%3Aab%402%3FsymKey%3Dc",
      "zerion://app/wc?uri=wc%3Aab%402%3FsymKey%3Dc",
    ]
  `)
})

test('no link, or one that would run script or read local data, gives none', () => {
  for (const link of [
    null,
    undefined,
    '',
    '  ',
    'javascript:alert(1)',
    'JavaScript://alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'blob:https://example.com/1',
    'about:blank',
    '1bad://x',
    'https://',
  ])
    expect(buildWalletLink(link, uri), String(link)).toBeUndefined()
})

test('the URI always comes back whole from the link’s uri parameter', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('https://wallet.example', 'metamask://', 'trust:', 'https://w.example/app/'),
      fc.string(),
      (link, anyUri) => {
        const built = buildWalletLink(link, anyUri)
        expect(built).toBeDefined()
        const query = (built as string).slice((built as string).indexOf('?uri=') + 5)
        expect(decodeURIComponent(query)).toBe(anyUri)
      },
    ),
  )
})
