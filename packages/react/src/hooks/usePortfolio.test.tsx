import { act, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectedAirlock } from '../../test/connectedAirlock.js'
import { balances, history, nfts, portfolioRoutes } from '../../test/portfolioFixtures.js'
import { renderHookWith } from '../../test/renderHookWith.js'
import { type ApiServer, serveApi } from '../../test/serveApi.js'
import { useBalances, useHistory, useNfts } from './usePortfolio.js'

let api: ApiServer
let failBalances = false
beforeAll(async () => {
  api = await serveApi({
    ...portfolioRoutes,
    '/v1/account/*/balance': () =>
      failBalances
        ? { status: 503, body: { name: 'Unavailable', message: 'down' } }
        : { body: balances },
    '/v1/account/*/history': ({ url }) =>
      url.searchParams.has('cursor')
        ? { body: { data: history.data.slice(0, 1), next: null } }
        : { body: { ...history, next: 'page-2' } },
  })
})
afterAll(() => api.close())

/** A client connected on the devnet (as the store says), talking to the test server. */
/** A client connected to the test wallet, talking to the test server. */
const connected = async () => (await connectedAirlock({ apiUrl: api.url })).airlock

test('balances and NFTs of the connected account load, and load again after a send', async () => {
  const airlock = await connected()
  const { result } = renderHookWith(airlock, () => ({ balances: useBalances(), nfts: useNfts() }))
  expect(result.current.balances.status).toBe('loading')
  await waitFor(() => expect(result.current.balances.status).toBe('ready'))
  expect(result.current.balances.data?.map(({ symbol }) => symbol)).toEqual(['ETH', 'USDC'])
  await waitFor(() => expect(result.current.nfts.data).toHaveLength(nfts.nfts.length))
  const asked = api.requests.filter((request) => request.includes('/balance')).length

  act(() => airlock.store.setState({ portfolioVersion: 1 }))
  // Read past the server's cache this time.
  await waitFor(() =>
    expect(api.requests.filter((request) => request.includes('/balance')).length).toBe(asked + 1),
  )
  expect(api.requests.filter((request) => request.includes('/balance')).at(-1)).toContain(
    'forceUpdate=true',
  )
})

test('a failed read says so, keeps what it had, and a retry reads again', async () => {
  const airlock = await connected()
  failBalances = true
  const { result } = renderHookWith(airlock, useBalances)
  await waitFor(() => expect(result.current.status).toBe('error'))
  failBalances = false
  act(() => result.current.retry())
  await waitFor(() => expect(result.current.status).toBe('ready'))
})

test('history loads a page, and the next one on demand', async () => {
  const airlock = await connected()
  const { result } = renderHookWith(airlock, useHistory)
  await waitFor(() => expect(result.current.status).toBe('ready'))
  expect(result.current.transactions).toHaveLength(history.data.length)
  expect(result.current.hasMore).toBe(true)
  act(() => result.current.loadMore())
  await waitFor(() => expect(result.current.transactions).toHaveLength(history.data.length + 1))
  expect(result.current.hasMore).toBe(false)
  expect(api.requests.some((request) => request.includes('cursor=page-2'))).toBe(true)
})
