import type { Wallet } from '@airlock/protocol'
import { getWalletsResponse } from '@airlock/protocol/schemas'
import fc from 'fast-check'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createCatalogueIndex } from '../catalogue/createCatalogueIndex.js'
import { readBundledWallets } from '../catalogue/readBundledWallets.js'
import { createLogger } from '../createLogger.js'
import { errorHandler } from '../middleware/errorHandler.js'
import { notFound } from '../middleware/notFound.js'
import { catalogueRoutes } from './catalogue.js'

const catalogue = createCatalogueIndex(readBundledWallets())
const app = new Hono().route('/', catalogueRoutes({ catalogue }))
app.onError(errorHandler(createLogger({ logLevel: 'silent' })))
app.notFound(notFound)

async function get(query: string) {
  const response = await app.request(`/getWallets?${query}`)
  // A 200 answer or an error body; the tests check which.
  const body = (await response.json()) as { data: Wallet[]; count: number }
  return { status: response.status, headers: response.headers, body }
}

describe('GET /getWallets', () => {
  it('answers the first page of 40 with the total count, ignoring projectId, st and sv', async () => {
    const { status, headers, body } = await get('projectId=dev&st=appkit&sv=html-wagmi-1.7.7')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    const answer = getWalletsResponse.parse(body)
    expect(answer.data).toHaveLength(40)
    expect(answer.count).toBe(130)
    expect(answer.data[0]?.name).toBe('MetaMask')
  })

  it('pages through every wallet once, the last page short', async () => {
    const ids: string[] = []
    const sizes: number[] = []
    for (let page = 1; ; page++) {
      const { body } = await get(`page=${page}&entries=40`)
      sizes.push(body.data.length)
      if (body.data.length === 0) break
      ids.push(...body.data.map((wallet) => wallet.id))
    }
    expect(sizes).toEqual([40, 40, 40, 10, 0])
    expect(new Set(ids).size).toBe(130)
  })

  it('filters by include, exclude, chains and badge_type, and searches', async () => {
    const [first, second] = catalogue.wallets
    const included = await get(`include=${second?.id},${first?.id}&exclude=${second?.id}`)
    expect(included.body).toMatchObject({ count: 1, data: [{ id: first?.id }] })
    const chains = await get('chains=cosmos:cosmoshub-4,near:mainnet&entries=100')
    expect(chains.body.count).toBeGreaterThan(0)
    for (const wallet of chains.body.data)
      expect(
        wallet.chains.some((c: string) => c === 'cosmos:cosmoshub-4' || c === 'near:mainnet'),
      ).toBe(true)
    expect((await get('badge_type=certified')).body.count).toBe(26)
    expect((await get('search=meta')).body.data[0]?.name).toBe('MetaMask')
    expect((await get(`search=${encodeURIComponent('Trüst')}`)).body.data[0]?.name).toBe(
      'Trust Wallet',
    )
  })

  it('takes the first of repeated parameters', async () => {
    const { body } = await get('entries=2&entries=50&page=1&page=2')
    expect(body.data).toHaveLength(2)
  })

  it('treats empty lists as no filter', async () => {
    expect((await get('include=&exclude=,&chains=')).body.count).toBe(130)
  })

  it('accepts a search of 100 characters', async () => {
    const { status, body } = await get(`search=${'a'.repeat(100)}`)
    expect(status).toBe(200)
    expect(body).toEqual({ data: [], count: 0 })
  })

  it('answers 400 naming the parameter for bad input', async () => {
    const cases = [
      'page=-1',
      'page=0',
      'page=1.5',
      'entries=100000',
      'entries=0',
      `search=${'x'.repeat(10_240)}`,
      'badge_type=gold',
      'chains=eip155:1,mainnet',
      `chains=${'y'.repeat(200)}`,
    ]
    const answers = await Promise.all(cases.map((query) => get(query)))
    expect(answers.map(({ status }) => status)).toEqual(cases.map(() => 400))
    expect(answers.map(({ body }) => body)).toMatchInlineSnapshot(`
      [
        {
          "message": "Invalid query field "page": page must be a whole number",
          "name": "ValidationError",
        },
        {
          "message": "Invalid query field "page": page must be from 1 to 100000",
          "name": "ValidationError",
        },
        {
          "message": "Invalid query field "page": page must be a whole number",
          "name": "ValidationError",
        },
        {
          "message": "Invalid query field "entries": entries must be from 1 to 100",
          "name": "ValidationError",
        },
        {
          "message": "Invalid query field "entries": entries must be from 1 to 100",
          "name": "ValidationError",
        },
        {
          "message": "Invalid query field "search": search must be at most 100 characters",
          "name": "ValidationError",
        },
        {
          "message": "Invalid query field "badge_type": Invalid option: expected one of "none"|"certified"",
          "name": "ValidationError",
        },
        {
          "details": "Each of chains must be namespace:reference, such as eip155:1.",
          "message": "Invalid CAIP-2 network id "mainnet" in chains",
          "name": "InvalidChainFilterError",
        },
        {
          "details": "Each of chains must be namespace:reference, such as eip155:1.",
          "message": "Invalid CAIP-2 network id "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…" in chains",
          "name": "InvalidChainFilterError",
        },
      ]
    `)
  })

  it('never answers 5xx, whatever the query string', async () => {
    const key = fc.oneof(
      fc.constantFrom('page', 'entries', 'include', 'exclude', 'chains', 'search', 'badge_type'),
      fc.constantFrom('projectId', 'st', 'sv', '__proto__', 'constructor', ''),
      fc.string({ unit: 'binary', maxLength: 12 }),
    )
    const value = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.integer({ min: -1e12, max: 1e12 }).map(String),
      fc.constantFrom('1', '40', '100', '101', '1e3', '0x10', ' 2', 'certified', 'none'),
      fc.constantFrom('eip155:1', 'eip155:31337,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ':', ','),
      fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '+', '&&', '==', '%F0%9F%92', '\uD800'),
      fc.nat({ max: 20_000 }).map((length) => 'é'.repeat(length)),
    )
    const pair = fc.record({ key, value, raw: fc.boolean() })
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { maxLength: 8 }), async (pairs) => {
        const query = pairs
          .map(({ key, value, raw }) =>
            raw ? `${key}=${value}` : `${encodeURIComponent(key)}=${safeEncode(value)}`,
          )
          .join('&')
        const response = await app.request(`/getWallets?${query}`)
        expect(response.status).toBeLessThan(500)
        const body = await response.json()
        if (response.status === 200)
          expect(body).toMatchObject({ data: expect.any(Array), count: expect.any(Number) })
        else expect(body).toMatchObject({ name: expect.any(String), message: expect.any(String) })
      }),
      { numRuns: 300 },
    )
  })
})

// encodeURIComponent throws on a lone surrogate; such a value is sent raw instead.
function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return value
  }
}

describe('GET /getWallets for a project with its own wallet lists', () => {
  const [first, second, third] = catalogue.wallets
  const withProject = (features: Record<string, unknown>) => {
    const projectApp = new Hono<{ Variables: { project: unknown } }>()
      .use(async (c, next) => {
        c.set('project', { id: 'listed', features })
        await next()
      })
      .route('/', catalogueRoutes({ catalogue }))
    return async (query: string) =>
      (await (await projectApp.request(`/getWallets?${query}`)).json()) as {
        data: Wallet[]
        count: number
      }
  }

  it('lists only the included wallets, never the excluded ones, whatever the query asks', async () => {
    const get = withProject({
      includeWalletIds: [first?.id, second?.id],
      excludeWalletIds: [second?.id],
    })
    expect((await get('')).data.map((wallet) => wallet.id)).toEqual([first?.id])
    // The query may narrow the project's list, never widen it.
    expect((await get(`include=${third?.id}`)).count).toBe(0)
    expect((await get(`include=${first?.id},${third?.id}`)).data.map((w) => w.id)).toEqual([
      first?.id,
    ])
  })

  it('drops only the excluded wallets when the project includes none', async () => {
    const get = withProject({ excludeWalletIds: [first?.id] })
    const { data, count } = await get('')
    expect(count).toBe(catalogue.size - 1)
    expect(data.map((wallet) => wallet.id)).not.toContain(first?.id)
  })
})
