import { type Airlock, completeEmailLogin } from '@airlock/core'
import type { FakeFrameHandler } from '../../core/test/fakeFrame.js'
import { testAirlock } from './connectedAirlock.js'
import { emailFrame } from './emailFrame.js'

/** A client that offers the e-mail wallet (its frame answered by `emailFrame(handlers)`). */
export function emailAirlock(handlers: Record<string, FakeFrameHandler> = {}) {
  const frame = emailFrame(handlers)
  const airlock = testAirlock({ embeddedWallet: { url: 'http://localhost:8788' } })
  return { airlock, frame }
}

/** The same, logged in to the e-mail wallet as alice@airlock.test; Account then its settings. */
export async function emailWalletAirlock(
  handlers: Record<string, FakeFrameHandler> = {},
): Promise<ReturnType<typeof emailAirlock>> {
  const made = emailAirlock(handlers)
  const { airlock }: { airlock: Airlock } = made
  airlock.open({ view: 'Connect' })
  await completeEmailLogin(airlock, { view: 'Connect' })
  airlock.open({ view: 'Account' })
  airlock.navigate({ type: 'push', view: 'AccountSettings' })
  return made
}
