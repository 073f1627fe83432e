import { describe, expect, it } from 'vitest'
import { InvalidSwapUserAddressError } from '../errors/swap.js'
import { parseSwapUserAddress } from './parseSwapUserAddress.js'

describe('parseSwapUserAddress', () => {
  it('reads a plain address or its CAIP-10 id', () => {
    expect(parseSwapUserAddress('70997970c51812dc3a010c7d01b50e0d17dc79c8')).toEqual({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      caipNetworkId: undefined,
    })
    expect(parseSwapUserAddress('eip155:31337:0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toEqual(
      { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', caipNetworkId: 'eip155:31337' },
    )
  })

  it('refuses anything else, naming the value', () => {
    const messageOf = (value: string | undefined) => {
      try {
        return parseSwapUserAddress(value)
      } catch (error) {
        if (error instanceof InvalidSwapUserAddressError) return error.shortMessage
        throw error
      }
    }
    expect(
      [
        undefined,
        '0x1234',
        'vitalik.eth',
        'eip155:31337:0x1234',
        'solana:abc:0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      ].map(messageOf),
    ).toMatchInlineSnapshot(`
      [
        "Missing userAddress",
        "Invalid userAddress "0x1234"",
        "Invalid userAddress "vitalik.eth"",
        "Invalid userAddress "eip155:31337:0x1234"",
        "Invalid userAddress "solana:abc:0x70997970c51812dc3a010c7d01b50e0d17dc79c8"",
      ]
    `)
  })
})
