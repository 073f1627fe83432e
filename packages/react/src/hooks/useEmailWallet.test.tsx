import { act } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../test/connectedAirlock.js'
import { renderHookWith } from '../../test/renderHookWith.js'
import { useEmailWallet } from './useEmailWallet.js'

test('follows the e-mail wallet state in the store', () => {
  const airlock = testAirlock()
  const { result } = renderHookWith(airlock, useEmailWallet)
  expect(result.current).toMatchObject({ connected: false, email: undefined })
  act(() =>
    airlock.store.setState((state) => ({
      embeddedWallet: {
        ...state.embeddedWallet,
        connected: true,
        email: 'alice@airlock.test',
        accountType: 'smartAccount',
      },
    })),
  )
  expect(result.current).toMatchObject({
    connected: true,
    email: 'alice@airlock.test',
    accountType: 'smartAccount',
  })
})
