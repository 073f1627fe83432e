import { expect, test } from 'vitest'
import { createAirlock } from './createAirlock.js'

test('opens on the Connect view and closes', () => {
  const airlock = createAirlock({ projectId: 'dev' })
  const seen: boolean[] = []
  airlock.store.subscribe((state) => seen.push(state.open))

  airlock.open()
  expect(airlock.store.getState().router.history).toEqual(['Connect'])
  airlock.close()
  expect(seen).toEqual([true, false])
})

test('opens on a forced view and defaults the API URL to the local server', () => {
  const airlock = createAirlock({ projectId: 'dev' })
  airlock.open({ view: 'AllWallets' })
  expect(airlock.store.getState().router.history).toEqual(['AllWallets'])
  expect(airlock.config.apiUrl).toBe('http://127.0.0.1:8787')
})

test('going back from the first view closes; on UnsupportedChain closing shakes instead', () => {
  const airlock = createAirlock({ projectId: 'dev' })
  airlock.open()
  airlock.navigate({ type: 'push', view: 'AllWallets' })
  airlock.navigate({ type: 'back' })
  expect(airlock.store.getState()).toMatchObject({ open: true, router: { history: ['Connect'] } })
  airlock.navigate({ type: 'back' })
  expect(airlock.store.getState().open).toBe(false)

  airlock.open({ view: 'UnsupportedChain' })
  airlock.close()
  expect(airlock.store.getState()).toMatchObject({ open: true, shakes: 1 })
})

test('two clients never share state', () => {
  const a = createAirlock({ projectId: 'a' })
  const b = createAirlock({ projectId: 'b' })
  a.open()
  expect(b.store.getState().open).toBe(false)
})
