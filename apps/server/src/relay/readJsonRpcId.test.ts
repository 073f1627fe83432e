import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readJsonRpcId } from './readJsonRpcId.js'

describe('readJsonRpcId', () => {
  it('keeps 19-digit ids exactly, as strings and as bare numbers', () => {
    expect(readJsonRpcId('{"id":"1795307247071424512","jsonrpc":"2.0"}')).toEqual({
      raw: '"1795307247071424512"',
      key: '1795307247071424512',
    })
    expect(readJsonRpcId('{"jsonrpc":"2.0","method":"x","id":1795307247071424512}')).toEqual({
      raw: '1795307247071424512',
      key: '1795307247071424512',
    })
  })

  it('reads the top-level id only, the last one when it repeats', () => {
    const text = '{ "params": {"id": 1, "a": ["}", {"id": 2}]}, "id" : 3 , "x":"\\"id\\":4" }'
    expect(readJsonRpcId(text)?.raw).toBe('3')
    expect(readJsonRpcId('{"id":1,"id":"two"}')?.key).toBe('two')
    expect(readJsonRpcId('{"\\u0069d":5}')?.key).toBe('5')
    // A quote after an even run of backslashes ends the string; after an odd one it does not.
    expect(readJsonRpcId('{"x":"a\\\\","id":7}')?.key).toBe('7')
    expect(readJsonRpcId('{"x":"\\\\\\"id\\":8","id":9}')?.key).toBe('9')
  })

  it('finds no id in frames without a usable one', () => {
    for (const text of [
      '',
      '[]',
      '{}',
      '{"id":null}',
      '{"id":true}',
      '{"id":{"a":1}}',
      '{"id":01}',
      '{"id":1,}',
      '{"id":1} x',
      '{"id":"1"',
      'not json',
      '{"method":"irn_publish"}',
    ])
      expect(readJsonRpcId(text), text).toBeUndefined()
  })

  it('agrees with JSON.parse on every object with a string or integer id', () => {
    const id = fc.oneof(fc.string(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }))
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        id,
        fc.boolean(),
        (rest, value, first) => {
          const idToken = typeof value === 'bigint' ? value.toString() : JSON.stringify(value)
          const body = JSON.stringify({ ...rest, id: undefined }).slice(1, -1)
          const members = [`"id":${idToken}`, body].filter(Boolean)
          const text = `{${(first ? members : members.reverse()).join(',')}}`
          expect(readJsonRpcId(text)).toEqual({
            raw: idToken,
            key: typeof value === 'bigint' ? value.toString() : value,
          })
        },
      ),
      { numRuns: 500 },
    )
  })
})
