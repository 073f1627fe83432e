import type { Airlock, View } from '@airlock/core'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { AirlockContext } from '../src/context/AirlockContext.js'
import { messages as en } from '../src/locales/compiled/en.js'
import { createTranslate } from '../src/locales/createTranslate.js'
import type { Messages } from '../src/locales/en.js'

/**
 * Mounts one view in the DOM with the client's context, for a test to click and type into. The
 * context alone, not `<AirlockProvider>`: the provider also mounts the modal, which would show
 * the router's view a second time.
 *
 * @returns Testing Library's queries on the view, and a user to act with.
 */
export function renderView(
  airlock: Airlock,
  view: ReactElement,
  messages?: Partial<Messages>,
  locale = 'en',
) {
  const user = userEvent.setup()
  const value = { airlock, t: createTranslate(locale, en, messages), locale }
  const result = render(<AirlockContext.Provider value={value}>{view}</AirlockContext.Provider>)
  return { user, ...result }
}

/** The view on top of the client's router. */
export const topView = (airlock: Airlock) => airlock.store.getState().router.history.at(-1)

/** Puts the client's modal on `history`, open, the last view on top. */
export function showView(airlock: Airlock, ...history: View[]) {
  airlock.store.setState({ open: true, router: { history, data: undefined, transition: 'none' } })
}

/** The names of the usage events the client emits from now on, as they come. */
export function trackEvents(airlock: Airlock): string[] {
  const events: string[] = []
  airlock.analytics.subscribe(({ event }) => events.push(event))
  return events
}
