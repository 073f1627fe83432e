import { createEmbeddedWalletStorage } from '@airlock/core'
import { act } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../test/connectedAirlock.js'
import { renderHookWith } from '../../test/renderHookWith.js'
import { useEmailCooldown } from './useEmailCooldown.js'

test('no cooldown before an e-mail; 30 s after one, once refreshed', () => {
  const airlock = testAirlock()
  const { result } = renderHookWith(airlock, useEmailCooldown)
  expect(result.current.seconds).toBe(0)

  createEmbeddedWalletStorage(airlock.storage).setLastEmailLoginTime(Date.now())
  let left = 0
  act(() => {
    left = result.current.refresh()
  })
  expect(left).toBeGreaterThan(28)
  expect(left).toBeLessThanOrEqual(30)
  expect(result.current.seconds).toBe(left)
})
