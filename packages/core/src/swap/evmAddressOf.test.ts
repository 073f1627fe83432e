import { expect, test } from 'vitest'
import { evmAddressOf } from './evmAddressOf.js'

test('the address of a CAIP-10 id or of a plain address; nothing for other namespaces', () => {
  const usdc = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
  expect(evmAddressOf(`eip155:31337:${usdc}`)).toBe(usdc)
  expect(evmAddressOf(usdc)).toBe(usdc)
  expect(evmAddressOf('eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')).toBe(
    '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  )
  expect(
    evmAddressOf(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112',
    ),
  ).toBeUndefined()
  expect(evmAddressOf('eip155:1:0x1234')).toBeUndefined()
  expect(evmAddressOf('')).toBeUndefined()
})
