import { describe, expect, it } from 'vitest'
import { InvalidSwapTokenError } from '../errors/swap.js'
import { parseSwapToken } from './parseSwapToken.js'

const messageOf = (value: string | undefined) => {
  try {
    return parseSwapToken(value, 'from')
  } catch (error) {
    if (error instanceof InvalidSwapTokenError) return error.shortMessage
    throw error
  }
}

describe('parseSwapToken', () => {
  it('reads ERC-20s checksummed and the native currency as 0xeeee…', () => {
    expect(parseSwapToken('eip155:31337:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512', 'to')).toEqual(
      {
        caipNetworkId: 'eip155:31337',
        address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        native: false,
      },
    )
    expect(parseSwapToken('eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', 'from')).toEqual({
      caipNetworkId: 'eip155:1',
      address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      native: true,
    })
  })

  it('names the field and the value it refuses', () => {
    expect(
      [
        undefined,
        '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        'eip155:31337',
        'eip155:31337:0x1234',
        'eip155:0:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        'USDC',
      ].map(messageOf),
    ).toMatchInlineSnapshot(`
      [
        "Missing from",
        "Invalid token "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512" in from",
        "Invalid token "eip155:31337" in from",
        "Invalid token "eip155:31337:0x1234" in from",
        "Invalid token "eip155:0:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512" in from",
        "Invalid token "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjFWdd5AufqSSqeM2qN1xzy…" in from",
        "Invalid token "USDC" in from",
      ]
    `)
  })
})
