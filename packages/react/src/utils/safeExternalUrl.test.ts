import fc from 'fast-check'
import { expect, test } from 'vitest'
import { safeExternalUrl } from './safeExternalUrl.js'

test('web links must be http(s); app links may use their own scheme', () => {
  expect(safeExternalUrl('https://metamask.io')).toBe('https://metamask.io/')
  expect(safeExternalUrl(' http://a.example/x ')).toBe('http://a.example/x')
  expect(safeExternalUrl('ledgerlive://')).toBeUndefined()
  expect(safeExternalUrl('ledgerlive://', { web: false })).toBe('ledgerlive://')
  expect(safeExternalUrl('not a url', { web: false })).toBeUndefined()
  expect(safeExternalUrl(null)).toBeUndefined()
  expect(safeExternalUrl('')).toBeUndefined()
})

test('property: no script, data or file URL ever comes out, however it is spelt', () => {
  const scheme = fc.constantFrom('javascript', 'data', 'vbscript', 'blob', 'file', 'about')
  const spelling = fc
    .tuple(scheme, fc.array(fc.boolean(), { maxLength: 10 }))
    .map(([name, upper]) =>
      [...name].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(''),
    )
  const padding = fc.constantFrom('', ' ', '\t', '\n', '\u0000')
  fc.assert(
    fc.property(padding, spelling, fc.string(), fc.boolean(), (pad, name, rest, web) => {
      const url = safeExternalUrl(`${pad}${name}:${rest}`, { web })
      if (url === undefined) return
      expect(new URL(url).protocol).not.toMatch(/^(javascript|data|vbscript|blob|file|about):$/)
      if (web) expect(new URL(url).protocol).toMatch(/^https?:$/)
    }),
  )
})
