import { act, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
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

test('a frame failure the view already shows in place (the e-mail form’s error) is not said twice', async () => {
  vi.useFakeTimers()
  const airlock = testAirlock()
  const root = document.createElement('div')
  document.body.append(root)
  renderHookWith(airlock, () => useEmailNotices(root))
  const fail = (id: number) =>
    act(() =>
      airlock.store.setState((state) => ({
        embeddedWallet: { ...state.embeddedWallet, notice: { id, kind: 'iframeLoadFailed' } },
      })),
    )
  // The form shows the failure as its error, right after the frame gave up.
  fail(1)
  root.innerHTML = '<p role="alert">Network Error - Could not load embedded wallet</p>'
  act(() => vi.advanceTimersByTime(299))
  expect(airlock.store.getState().notification).toBeNull()
  act(() => vi.advanceTimersByTime(1))
  expect(airlock.store.getState().notification).toBeNull()
  // Nothing shows it (an approval's request failed): the notification does.
  root.innerHTML = ''
  fail(2)
  act(() => vi.advanceTimersByTime(300))
  expect(airlock.store.getState().notification).toMatchObject({
    kind: 'error',
    message: 'Network Error - Could not load embedded wallet',
  })
  root.remove()
  vi.useRealTimers()
})
