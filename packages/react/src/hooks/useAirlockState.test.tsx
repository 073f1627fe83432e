import { act } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../test/connectedAirlock.js'
import { renderHookWith } from '../../test/renderHookWith.js'
import { useAirlockState } from './useAirlockState.js'

test('re-renders with the slice it picks when the store changes, and only then', () => {
  const airlock = testAirlock()
  let renders = 0
  const { result } = renderHookWith(airlock, () => {
    renders += 1
    return useAirlockState((state) => state.locale)
  })
  expect(result.current).toBe('en')
  const before = renders

  act(() => airlock.store.setState({ shakes: 3 }))
  expect(renders).toBe(before)

  act(() => airlock.setLocale('de'))
  expect(result.current).toBe('de')
  expect(renders).toBe(before + 1)
})
