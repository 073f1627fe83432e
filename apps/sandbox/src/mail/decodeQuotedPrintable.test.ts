import { describe, expect, it } from 'vitest'
import { decodeQuotedPrintable } from './decodeQuotedPrintable.js'

const text = (value: string) => new TextDecoder().decode(decodeQuotedPrintable(value))

describe('decodeQuotedPrintable', () => {
  it('turns =XX escapes into bytes, whatever their case', () => {
    expect(text('Caf=C3=A9 =e2=82=ac')).toBe('Café €')
  })

  it('joins soft line breaks and keeps hard ones as CRLF', () => {
    expect(text('a long li=\r\nne\r\nnext')).toBe('a long line\r\nnext')
    expect(text('bare=\nLF')).toBe('bareLF')
  })

  it('drops white space that transport added at line ends', () => {
    expect(text('trailing   \r\nend\t')).toBe('trailing\r\nend')
  })

  it('keeps a malformed escape as written', () => {
    expect(text('100=%, =Z1 and =4')).toBe('100=%, =Z1 and =4')
  })

  it('passes 8-bit text through as UTF-8', () => {
    expect(text('déjà =E2=9C=93 😀')).toBe('déjà ✓ 😀')
  })
})
