import { describe, expect, it } from 'vitest'
import { formatRelayResponse } from './formatRelayResponse.js'
import { parseRelayFrame } from './parseRelayFrame.js'

describe('parseRelayFrame', () => {
  it('parses requests and responses, keeping the raw id', () => {
    expect(
      parseRelayFrame(
        '{"id":1795307247071424512,"jsonrpc":"2.0","method":"irn_publish","params":{"a":1}}',
      ),
    ).toEqual({
      type: 'request',
      id: { raw: '1795307247071424512', key: '1795307247071424512' },
      method: 'irn_publish',
      params: { a: 1 },
    })
    expect(parseRelayFrame('{"id":"17","jsonrpc":"2.0","result":true}')).toEqual({
      type: 'response',
      id: { raw: '"17"', key: '17' },
      result: true,
      error: undefined,
    })
  })

  it('says why a frame is invalid, with the id when there is one', () => {
    expect(parseRelayFrame('{"id":1,')).toEqual({
      type: 'invalid',
      id: undefined,
      reason: 'not JSON',
    })
    expect(parseRelayFrame('[{"id":1}]').type).toBe('invalid')
    expect(parseRelayFrame('{"id":null,"method":"irn_publish"}')).toMatchObject({ id: undefined })
    expect(parseRelayFrame('{"method":"irn_publish"}')).toMatchObject({ id: undefined })
    expect(parseRelayFrame('{"id":"a","method":7}')).toMatchObject({
      id: { key: 'a' },
      reason: 'method is not a string',
    })
    expect(parseRelayFrame('{"id":"a"}')).toMatchObject({ type: 'invalid', id: { key: 'a' } })
  })
})

describe('formatRelayResponse', () => {
  it('echoes the id token as it came', () => {
    const frame = parseRelayFrame('{"id":1795307247071424512,"method":"x"}')
    if (frame.type !== 'request') throw new Error('expected a request')
    expect(formatRelayResponse(frame.id, { result: ['a'] })).toBe(
      '{"id":1795307247071424512,"jsonrpc":"2.0","result":["a"]}',
    )
    expect(
      formatRelayResponse({ raw: '"9"', key: '9' }, { error: { code: -32601, message: 'no' } }),
    ).toBe('{"id":"9","jsonrpc":"2.0","error":{"code":-32601,"message":"no"}}')
  })
})
