import { act, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { testAirlock } from '../../test/connectedAirlock.js'
import { renderHookWith } from '../../test/renderHookWith.js'
import { useEmailNotices } from './useEmailNotices.js'

test("shows each of the e-mail wallet's notices as a notification in the modal's language", async () => {
  const airlock = testAirlock()
  renderHookWith(airlock, useEmailNotices)
  expect(airlock.store.getState().notification).toBeNull()
  act(() =>
    airlock.store.setState((state) => ({
      embeddedWallet: { ...state.embeddedWallet, notice: { id: 1, kind: 'actionNotAllowed' } },
    })),
  )
  await waitFor(() =>
    expect(airlock.store.getState().notification).toMatchObject({
      kind: 'error',
      message: 'Action not allowed',
    }),
  )
})
