import { describe, expect, it } from 'vitest'
import { parseTokenUri } from './parseTokenUri.js'

const base64 = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`

describe('parseTokenUri', () => {
  it('reads inline metadata, base64 or percent-encoded', () => {
    const image = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(parseTokenUri(base64({ name: ' Orb #1 ', image }))).toEqual({ name: 'Orb #1', image })
    expect(
      parseTokenUri(`data:application/json;utf8,${encodeURIComponent('{"name":"Orb #2"}')}`),
    ).toEqual({ name: 'Orb #2' })
    expect(parseTokenUri(base64({ name: 'x', image: 'https://example.org/1.png' }))).toEqual({
      name: 'x',
      image: 'https://example.org/1.png',
    })
  })

  it('keeps only images a page can show safely, and fetches nothing', () => {
    for (const image of [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'http://example.org/1.png',
      'ipfs://bafy/1.png',
      `data:image/png;base64,${'A'.repeat(300_000)}`,
    ])
      expect(parseTokenUri(base64({ name: 'x', image }))).toEqual({ name: 'x' })
    expect(parseTokenUri('https://example.org/metadata/1.json')).toEqual({})
    expect(parseTokenUri('ipfs://bafy/1')).toEqual({})
    expect(parseTokenUri('data:application/json;base64,not json')).toEqual({})
    expect(parseTokenUri(base64(['not', 'an', 'object']))).toEqual({})
  })
})
