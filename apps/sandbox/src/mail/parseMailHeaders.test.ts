import { describe, expect, it } from 'vitest'
import { parseMailHeaders } from './parseMailHeaders.js'

describe('parseMailHeaders', () => {
  it('unfolds continuation lines and lower-cases names', () => {
    expect(parseMailHeaders('Subject: a\r\n  b\r\nX-Y:c\r\n\r\nbody\r\n')).toEqual({
      headers: [
        { name: 'subject', value: 'a  b' },
        { name: 'x-y', value: 'c' },
      ],
      body: 'body\r\n',
    })
  })

  it('treats an entity that starts with an empty line as all body', () => {
    expect(parseMailHeaders('\r\nText: not a header')).toEqual({
      headers: [],
      body: 'Text: not a header',
    })
  })

  it('skips lines that are not fields', () => {
    expect(parseMailHeaders('garbage\nA: 1\n\n').headers).toEqual([{ name: 'a', value: '1' }])
  })
})
