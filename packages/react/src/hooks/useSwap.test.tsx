import { act, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectedAirlock } from '../../test/connectedAirlock.js'
import { convertRoutes } from '../../test/convertFixtures.js'
import { renderHookWith } from '../../test/renderHookWith.js'
import { type ApiServer, serveApi } from '../../test/serveApi.js'
import { useSwap } from './useSwap.js'

let api: ApiServer
beforeAll(async () => {
  api = await serveApi(convertRoutes)
})
afterAll(() => api.close())

test("one swap per client; its actions change the store's swap state, which the hook reads", async () => {
  const { airlock } = await connectedAirlock({ apiUrl: api.url })
  const { result } = renderHookWith(airlock, useSwap)
  const { swap } = result.current
  expect(renderHookWith(airlock, useSwap).result.current.swap).toBe(swap)

  const { address, chainId } = airlock.store.getState().eip155
  await act(() =>
    swap.init({
      address: address ?? '0x',
      chainId: chainId ?? 0,
      preset: { fromToken: 'ETH', toToken: 'USDC' },
    }),
  )
  expect(result.current.state.sourceToken?.symbol).toBe('ETH')
  expect(result.current.state.toToken?.symbol).toBe('USDC')

  // A letter is refused; digits are taken and quoted.
  let taken: boolean | undefined
  act(() => {
    taken = result.current.swap.setAmount('x')
  })
  expect(taken).toBe(false)
  act(() => {
    taken = result.current.swap.setAmount('0.1')
  })
  expect(taken).toBe(true)
  expect(result.current.state.sourceTokenAmount).toBe('0.1')
  await waitFor(() => expect(result.current.state.toTokenAmount).not.toBe(''))
  expect(airlock.store.getState().swap).toBe(result.current.state)

  act(() => result.current.swap.switchTokens())
  expect(result.current.state.sourceToken?.symbol).toBe('USDC')
  expect(result.current.state.toToken?.symbol).toBe('ETH')
})
