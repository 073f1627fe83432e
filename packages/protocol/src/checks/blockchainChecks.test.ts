import { expect, test } from 'vitest'
import { balanceResponse, historyResponse, nftsResponse } from '../blockchain.js'
import * as checks from './blockchainChecks.js'

const checkOf = {
  balanceResponse: checks.balanceResponse,
  historyResponse: checks.historyResponse,
  nftsResponse: checks.nftsResponse,
}

import { ShapeError } from './check.js'

const samples = {
  balanceResponse: {
    schema: balanceResponse,
    body: {
      balances: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:31337',
          address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
          value: 120.5,
          price: 1,
          quantity: { decimals: '6', numeric: '120.5' },
          iconUrl: 'http://127.0.0.1:9/usdc',
        },
      ],
    },
  },
  historyResponse: {
    schema: historyResponse,
    body: {
      data: [
        {
          id: 'a',
          metadata: {
            operationType: 'receive',
            hash: '0xaa',
            chain: 'eip155:31337',
            minedAt: '2026-11-22T10:00:00.000Z',
            sentFrom: '0x01',
            sentTo: '0x02',
            status: 'confirmed',
            nonce: 3,
          },
          transfers: [
            {
              fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://x/eth' } },
              nft_info: {
                name: 'Key',
                content: { preview: { url: 'http://x/p' }, detail: { url: 'http://x/d' } },
                flags: { is_spam: false },
              },
              direction: 'in',
              quantity: { numeric: '1' },
              value: 3000,
              price: 3000,
            },
          ],
          approvals: [
            {
              fungible_info: { name: 'USD Coin', symbol: 'USDC' },
              spender: 'eip155:31337:0x03',
              quantity: { numeric: 'unlimited' },
            },
          ],
        },
      ],
      next: 'cursor',
    },
  },
  nftsResponse: {
    schema: nftsResponse,
    body: {
      nfts: [
        {
          chainId: 'eip155:31337',
          collection: { address: 'eip155:31337:0x04', name: 'Keys', symbol: 'KEY' },
          tokenId: '1',
          name: 'Key #1',
          image: 'data:image/png;base64,AA==',
          flags: { is_spam: false },
        },
      ],
    },
  },
} as const

/** Every way of spoiling `body` at one place: each field dropped, or set to a value of each kind. */
function* corruptions(body: unknown): Generator<unknown> {
  const kinds = [undefined, null, 'text', 7, 1.5, true, [], {}, 'unknown-enum-value']
  if (Array.isArray(body)) {
    for (const [index, item] of body.entries())
      for (const spoiled of corruptions(item)) yield body.with(index, spoiled)
    return
  }
  if (typeof body !== 'object' || body === null) {
    for (const kind of kinds) if (kind !== body) yield kind
    return
  }
  for (const [key, value] of Object.entries(body)) {
    const { [key]: _, ...rest } = body as Record<string, unknown>
    yield rest
    for (const spoiled of corruptions(value)) yield { ...rest, [key]: spoiled }
  }
}

const accepts = (check: (input: unknown, path: string) => unknown, body: unknown) => {
  try {
    check(body, '')
    return true
  } catch (error) {
    if (!(error instanceof ShapeError)) throw error
    return false
  }
}

test('each check accepts exactly the bodies its schema accepts', () => {
  let tried = 0
  for (const [name, { schema, body }] of Object.entries(samples)) {
    const check = checkOf[name as keyof typeof samples]
    expect(schema.safeParse(body).success, name).toBe(true)
    expect(check(body, ''), name).toEqual(schema.parse(body))
    for (const spoiled of corruptions(body)) {
      tried++
      expect(accepts(check, spoiled), `${name}: ${JSON.stringify(spoiled)}`).toBe(
        schema.safeParse(spoiled).success,
      )
    }
  }
  expect(tried).toBeGreaterThan(300)
})

test('a failed check names the place and what was expected', () => {
  expect(() =>
    checks.historyResponse(
      { data: [{ ...samples.historyResponse.body.data[0], transfers: [{ direction: 'up' }] }] },
      '',
    ),
  ).toThrowErrorMatchingInlineSnapshot(
    `[ShapeError: data[0].transfers[0].direction: expected one of in, out, self]`,
  )
  expect(() => checks.balanceResponse(undefined, '')).toThrowErrorMatchingInlineSnapshot(
    `[ShapeError: body: expected an object]`,
  )
})
