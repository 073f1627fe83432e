import { describe, expect, it } from 'vitest'
import { parseHeaderParameters } from './parseHeaderParameters.js'

describe('parseHeaderParameters', () => {
  it('reads the value and parameters, quoted or not', () => {
    expect(
      parseHeaderParameters('Multipart/Alternative; BOUNDARY="a; b=\\"c\\""; charset=utf-8 '),
    ).toEqual({
      value: 'multipart/alternative',
      parameters: { boundary: 'a; b="c"', charset: 'utf-8' },
    })
  })

  it('decodes RFC 2231 extended values, which win over plain ones', () => {
    expect(
      parseHeaderParameters("attachment; filename=plain.txt; filename*=UTF-8''caf%C3%A9.txt"),
    ).toEqual({ value: 'attachment', parameters: { filename: 'café.txt' } })
  })

  it('skips a malformed parameter and keeps the rest', () => {
    expect(parseHeaderParameters('text/plain; nonsense; charset=latin1')).toEqual({
      value: 'text/plain',
      parameters: { charset: 'latin1' },
    })
  })
})
