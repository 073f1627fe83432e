import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { type CatalogueServer, serveCatalogue } from '../../test/serveCatalogue.js'
import { createWalletCatalogue } from './createWalletCatalogue.js'
import { createWalletList, type WalletListState } from './createWalletList.js'

let server: CatalogueServer
beforeAll(async () => {
  server = await serveCatalogue()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  server.aborted.length = 0
  server.failWith(undefined)
  server.release()
})

const listOf = (searchDelayMs = 40) =>
  createWalletList({
    catalogue: createWalletCatalogue({ apiUrl: server.url, projectId: 'dev' }),
    searchDelayMs,
  })

const settled = (list: ReturnType<typeof listOf>) =>
  expect.poll(() => list.getState().status, { timeout: 3_000 }).not.toBe('loading')

const walletRequests = () => server.requests.filter((path) => path.startsWith('/getWallets'))

const summary = ({ query, search, wallets, count, status, hasMore }: WalletListState) => ({
  query,
  search,
  wallets: wallets.length,
  first: wallets[0]?.name,
  count,
  status,
  hasMore,
})

test('browses page by page until the catalogue is exhausted, prefetching each page’s first images', async () => {
  const list = listOf()
  const statuses: string[] = []
  list.subscribe(() => statuses.push(list.getState().status))
  expect(list.getState()).toMatchObject({ status: 'idle', wallets: [], hasMore: true })
  list.load()
  list.load() // ignored while loading
  await settled(list)
  expect(summary(list.getState())).toEqual({
    query: '',
    search: '',
    wallets: 40,
    first: 'Wallet 1',
    count: 130,
    status: 'idle',
    hasMore: true,
  })
  for (let page = 2; page <= 4; page++) {
    list.load()
    await settled(list)
  }
  expect(list.getState()).toMatchObject({ count: 130, hasMore: false })
  expect(list.getState().wallets).toHaveLength(130)
  list.load() // nothing more to fetch
  expect(walletRequests()).toEqual(
    [1, 2, 3, 4].map((page) => `/getWallets?projectId=dev&page=${page}&entries=40`),
  )
  expect(statuses.slice(0, 2)).toEqual(['loading', 'idle'])
  // The first 20 images of each page: 20 + 20 + 20 + 10.
  // A ceiling, not a pace: Vitest's default of 1 s was too short for 70 image requests beside
  // another CPU-heavy job.
  await expect
    .poll(() => server.requests.filter((path) => path.startsWith('/getWalletImage/')).length, {
      timeout: 20_000,
    })
    .toBe(70)
})

test('a search is sent once typing pauses; each new query aborts the one on its way', async () => {
  const list = listOf(60)
  list.load()
  await settled(list)
  for (const query of ['w', 'wa', 'wal', 'wallet 12']) list.setQuery(query)
  expect(list.getState()).toMatchObject({ query: 'wallet 12', search: '', status: 'idle' })
  await expect.poll(() => list.getState().search).toBe('wallet 12')
  await settled(list)
  expect(summary(list.getState())).toEqual({
    query: 'wallet 12',
    search: 'wallet 12',
    wallets: 11, // 12 and 120–129
    first: 'Wallet 12',
    count: 11,
    status: 'idle',
    hasMore: false,
  })
  expect(walletRequests().slice(1)).toEqual([
    '/getWallets?projectId=dev&page=1&entries=100&search=wallet+12',
  ])

  // A search on its way is aborted as soon as the query changes, not 300 ms later.
  server.hold()
  list.setQuery('wallet 3')
  await expect.poll(() => walletRequests().length).toBe(3)
  list.setQuery('wallet 4')
  await expect
    .poll(() => server.aborted)
    .toEqual(['/getWallets?projectId=dev&page=1&entries=100&search=wallet+3'])
  server.release()
  await expect.poll(() => list.getState().search).toBe('wallet 4')
  await settled(list)
  expect(list.getState().wallets.map((wallet) => wallet.name)).toContain('Wallet 4')
  expect(list.getState().wallets.map((wallet) => wallet.name)).not.toContain('Wallet 3')
})

test('clearing the search shows the pages already browsed without asking again', async () => {
  const list = listOf()
  list.load()
  await settled(list)
  list.setQuery('zzz')
  await expect.poll(() => list.getState().search).toBe('zzz')
  await settled(list)
  expect(summary(list.getState())).toMatchObject({ wallets: 0, count: 0, status: 'idle' })
  const asked = walletRequests().length
  list.setQuery('  ')
  expect(summary(list.getState())).toMatchObject({ search: '', wallets: 40, hasMore: true })
  expect(walletRequests()).toHaveLength(asked)
  // A search made before is answered from memory.
  list.setQuery('zzz')
  list.setQuery('zzz ')
  await expect.poll(() => list.getState().search).toBe('zzz')
  await settled(list)
  expect(walletRequests()).toHaveLength(asked)
})

test('a failure says so; retry repeats what failed', async () => {
  const list = listOf()
  server.failWith(503)
  list.load()
  await settled(list)
  expect(list.getState()).toMatchObject({ status: 'error', wallets: [] })
  expect(list.getState().error?.message).toContain('HTTP status code: 503')
  list.load() // no retry loop from the scroll sentinel
  expect(walletRequests()).toHaveLength(1)
  server.failWith(undefined)
  list.retry()
  await settled(list)
  expect(list.getState()).toMatchObject({ status: 'idle', error: undefined })
  expect(list.getState().wallets).toHaveLength(40)

  server.failWith(500)
  list.setQuery('wallet 7')
  await expect.poll(() => list.getState().status).toBe('error')
  server.failWith(undefined)
  list.retry()
  await settled(list)
  expect(list.getState().wallets.map((wallet) => wallet.name)).toEqual([
    'Wallet 7',
    'Wallet 70',
    'Wallet 71',
    'Wallet 72',
    'Wallet 73',
    'Wallet 74',
    'Wallet 75',
    'Wallet 76',
    'Wallet 77',
    'Wallet 78',
    'Wallet 79',
  ])
})

test('abort stops what is on its way; load picks it up again (a React effect re-run)', async () => {
  const list = listOf()
  server.hold()
  list.load()
  await expect.poll(() => walletRequests().length).toBe(1)
  list.abort()
  expect(list.getState()).toMatchObject({ status: 'idle', wallets: [], hasMore: true })
  await expect.poll(() => server.aborted).toHaveLength(1)
  server.release()
  list.load()
  await settled(list)
  expect(list.getState().wallets).toHaveLength(40)

  list.setQuery('wallet 5')
  list.abort() // before the delay is over
  await new Promise((resolve) => setTimeout(resolve, 80))
  expect(walletRequests()).toHaveLength(2)
  list.load()
  await settled(list)
  expect(list.getState()).toMatchObject({ search: 'wallet 5', status: 'idle' })
  expect(list.getState().wallets[0]?.name).toBe('Wallet 5')
})
