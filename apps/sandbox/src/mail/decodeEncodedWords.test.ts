import { describe, expect, it } from 'vitest'
import { decodeEncodedWords } from './decodeEncodedWords.js'

describe('decodeEncodedWords', () => {
  it.each([
    ['B in UTF-8', '=?UTF-8?B?Q2Fmw6kg4oKs?=', 'Café €'],
    [
      'Q in UTF-8 with underscores',
      '=?utf-8?q?Your_Airlock_code_is_123456?=',
      'Your Airlock code is 123456',
    ],
    ['Q in Latin-1', '=?ISO-8859-1?Q?Caf=E9?=', 'Café'],
    ['a language suffix', '=?UTF-8*en?Q?Hello?=', 'Hello'],
    ['text around a word', 'Re: =?UTF-8?Q?na=C3=AFve?= idea', 'Re: naïve idea'],
    ['a trailing encoded space', '=?UTF-8?Q?Hello_?=world', 'Hello world'],
    ['plain text', 'Nothing encoded here', 'Nothing encoded here'],
  ])('decodes %s', (_, value, expected) => {
    expect(decodeEncodedWords(value)).toBe(expected)
  })

  it('drops the white space between adjacent encoded words, not around text', () => {
    expect(decodeEncodedWords('=?UTF-8?Q?a?= =?UTF-8?Q?b?=  c')).toBe('ab  c')
  })

  it('rebuilds a character whose bytes are split over two words', () => {
    // "€" is E2 82 AC: nodemailer and others may cut a long subject mid-character.
    expect(decodeEncodedWords('=?UTF-8?B?4oI=?= =?UTF-8?B?rA==?=')).toBe('€')
  })

  it('leaves a malformed word as written', () => {
    expect(decodeEncodedWords('=?UTF-8?X?abc?= and =?broken')).toBe('=?UTF-8?X?abc?= and =?broken')
  })

  it('reads an unknown charset as UTF-8', () => {
    expect(decodeEncodedWords('=?x-unknown?B?w6k=?=')).toBe('é')
  })
})
