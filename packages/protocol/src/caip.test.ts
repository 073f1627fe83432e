import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatCaipAddress, parseCaipAddress, parseCaipNetworkId } from './caip.js'

const namespace = fc.stringMatching(/^[-a-z0-9]{3,8}$/)
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const account = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)

describe('parseCaipNetworkId', () => {
  test('splits a CAIP-2 id', () => {
    expect(parseCaipNetworkId('eip155:31337')).toMatchInlineSnapshot(`
      {
        "namespace": "eip155",
        "reference": "31337",
      }
    `)
  })

  test('rejects ids without exactly two parts', () => {
    expect(() => parseCaipNetworkId('eip155')).toThrowErrorMatchingInlineSnapshot(`
      [InvalidCaipNetworkIdError: Invalid CAIP-2 network id

      Details: "eip155" is not namespace:reference.]
    `)
    expect(() => parseCaipNetworkId('eip155:1:0xab')).toThrow('Invalid CAIP-2 network id')
  })

  test('property: every valid id round-trips, every id with another part count is refused', () => {
    fc.assert(
      fc.property(namespace, reference, (ns, ref) => {
        expect(parseCaipNetworkId(`${ns}:${ref}`)).toEqual({ namespace: ns, reference: ref })
      }),
    )
    fc.assert(
      fc.property(fc.array(reference, { minLength: 0, maxLength: 5 }), (parts) => {
        fc.pre(parts.length !== 2)
        expect(() => parseCaipNetworkId(parts.join(':'))).toThrow('Invalid CAIP-2 network id')
      }),
    )
  })
})

describe('parseCaipAddress', () => {
  test('splits a CAIP-10 id', () => {
    expect(parseCaipAddress('eip155:1:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb').address).toBe(
      '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
    )
  })

  test('rejects ids without exactly three parts', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrow('Invalid CAIP Address')
    expect(() => parseCaipAddress('eip155:1:0xab:extra')).toThrow('Invalid CAIP Address')
  })

  test('property: format then parse is the identity', () => {
    fc.assert(
      fc.property(namespace, reference, account, (ns, ref, address) => {
        const id = formatCaipAddress({ namespace: ns, reference: ref, address })
        expect(parseCaipAddress(id)).toEqual({ namespace: ns, reference: ref, address })
      }),
    )
  })
})
