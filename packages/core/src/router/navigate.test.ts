import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type Navigation, navigate } from './navigate.js'
import { type RouterState, views } from './views.js'

const start: RouterState = { history: ['Connect'], data: undefined, transition: 'none' }

function run(...navigations: Navigation[]) {
  let state: RouterState | 'close' = start
  for (const navigation of navigations) {
    if (state === 'close') break
    state = navigate(state, navigation)
  }
  return state
}

describe('navigate', () => {
  test('push adds a view on top with its data and slides forward', () => {
    expect(
      run({ type: 'push', view: 'ConnectingExternalWallet', data: { wallet: 'metamask' } }),
    ).toEqual({
      history: ['Connect', 'ConnectingExternalWallet'],
      data: { wallet: 'metamask' },
      transition: 'next',
    })
  })

  test('push of the view already shown changes nothing', () => {
    expect(run({ type: 'push', view: 'Connect' })).toBe(start)
  })

  test('replace swaps the top view, keeping the history below', () => {
    expect(
      run({ type: 'push', view: 'Networks' }, { type: 'replace', view: 'SwitchNetwork' }),
    ).toEqual({ history: ['Connect', 'SwitchNetwork'], data: undefined, transition: 'next' })
  })

  test('reset starts a new history', () => {
    expect(run({ type: 'push', view: 'AllWallets' }, { type: 'reset', view: 'Account' })).toEqual({
      history: ['Account'],
      data: undefined,
      transition: 'none',
    })
  })

  test('back pops and slides backward; at the first view it closes the modal', () => {
    expect(run({ type: 'push', view: 'AllWallets' }, { type: 'back' })).toEqual({
      history: ['Connect'],
      data: undefined,
      transition: 'prev',
    })
    expect(run({ type: 'back' })).toBe('close')
  })

  test('backToIndex truncates the history; out-of-range indexes change nothing', () => {
    const deep = run(
      { type: 'push', view: 'AllWallets' },
      { type: 'push', view: 'ConnectingExternalWallet' },
    ) as RouterState
    expect(navigate(deep, { type: 'backToIndex', index: 0 })).toMatchObject({
      history: ['Connect'],
      transition: 'prev',
    })
    expect(navigate(deep, { type: 'backToIndex', index: 2 })).toBe(deep)
    expect(navigate(deep, { type: 'backToIndex', index: -1 })).toBe(deep)
  })

  test('property: the history is never empty and its top is the view last pushed or kept', () => {
    const view = fc.constantFrom(...views)
    const navigation: fc.Arbitrary<Navigation> = fc.oneof(
      fc.record({ type: fc.constantFrom('push', 'replace', 'reset' as const), view }),
      fc.constant({ type: 'back' as const }),
      fc.record({
        type: fc.constant('backToIndex' as const),
        index: fc.integer({ min: -2, max: 8 }),
      }),
      fc.constant({ type: 'data' as const, data: { label: 'dave' } }),
    )
    fc.assert(
      fc.property(fc.array(navigation, { maxLength: 40 }), (navigations) => {
        let state: RouterState = start
        for (const step of navigations) {
          const next = navigate(state, step)
          if (next === 'close') {
            expect(state.history).toHaveLength(1)
            continue
          }
          expect(next.history.length).toBeGreaterThan(0)
          if (step.type === 'data') expect(next.history).toEqual(state.history)
          else if (step.type !== 'back' && step.type !== 'backToIndex')
            expect(next.history.at(-1)).toBe(step.view)
          state = next
        }
      }),
    )
  })
})

test('data: the same views, the shown one with new data, no slide', () => {
  const state = {
    history: ['Account', 'RegisterAccountName'],
    data: undefined,
    transition: 'next',
  } as const
  expect(navigate(state, { type: 'data', data: { label: 'dave' } })).toEqual({
    history: ['Account', 'RegisterAccountName'],
    data: { label: 'dave' },
    transition: 'none',
  })
})
