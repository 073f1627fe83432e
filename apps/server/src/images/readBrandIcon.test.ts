import { expect, it } from 'vitest'
import { listBrandIcons, parseIconModule, readBrandIcon } from './readBrandIcon.js'

it('reads every logo the package ships as plain, titled SVG', () => {
  const counts: Record<string, number> = {}
  for (const kind of ['wallets', 'exchanges', 'networks', 'tokens'] as const) {
    const names = listBrandIcons(kind)
    counts[kind] = names.size
    for (const name of names) {
      const svg = readBrandIcon(kind, name, { title: `${name} & co` })
      expect(svg, `${kind}/${name}`).toMatch(/^<svg\b[^>]* role="img" aria-label="[^"]+"><title>/)
      expect(svg, `${kind}/${name}`).toContain('&amp; co</title>')
      expect(svg, `${kind}/${name}`).toMatch(/<\/svg>$/)
    }
  }
  expect(counts.wallets).toBeGreaterThanOrEqual(48)
  expect(counts.networks).toBeGreaterThanOrEqual(200)
  expect(counts.tokens).toBeGreaterThanOrEqual(1700)
})

it('refuses names that are not icons and modules that hold more than drawing', () => {
  expect(readBrandIcon('wallets', '../networks/branded/ethereum', { title: 'x' })).toBeUndefined()
  expect(readBrandIcon('wallets', 'no-such-wallet', { title: 'x' })).toBeUndefined()
  const module = (svg: string) => `var x =\n  '${svg}'\n\nexport { x as default }\n`
  expect(parseIconModule(module('<svg><path d="M0 0"/>\\n</svg>'))).toBe(
    '<svg><path d="M0 0"/>\n</svg>',
  )
  for (const svg of [
    '<svg><script>alert(1)</script></svg>',
    '<svg onload="alert(1)"></svg>',
    '<svg><a href="https://example.com"><path/></a></svg>',
    '<svg><image href="x.png"/></svg>',
    '<svg><path style="fill:url(https://example.com/x)"/></svg>',
    '<svg><foreignObject/></svg>',
  ])
    expect(parseIconModule(module(svg)), svg).toBeNull()
  expect(parseIconModule('export default "<svg></svg>"')).toBeNull()
})
