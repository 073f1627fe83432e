import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { connectSocial } from './connectSocial.js'
import { getSocialIdentities, unlinkSocial } from './socialIdentities.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const identity = (id: string, provider: string) => ({
  id,
  provider,
  email: null,
  emailVerified: false,
  username: 'dave',
  linkedAt: '2026-11-26T06:00:00.000Z',
})

test('the accounts come from the frame; unlinking the one logged in with forgets its name', async () => {
  const { airlock, frame } = emailAirlock({
    GET_SOCIAL_IDENTITIES: () => ({
      identities: [identity('1', 'google'), identity('2', 'discord')],
      emailLogin: false,
    }),
    UNLINK_SOCIAL: () => ({ identities: [identity('2', 'discord')], emailLogin: false }),
  })
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, socialProvider: 'google', socialUsername: 'dave' },
  }))
  expect((await getSocialIdentities(airlock)).identities.map((item) => item.provider)).toEqual([
    'google',
    'discord',
  ])
  await unlinkSocial(airlock, { id: '1' })
  expect(frame.requests.find((item) => item.type === '@w3m-app/UNLINK_SOCIAL')?.payload).toEqual({
    id: '1',
  })
  expect(airlock.store.getState().embeddedWallet).toMatchObject({
    socialProvider: undefined,
    socialUsername: undefined,
  })
})

test('linking asks for a link and comes back to the settings, still connected as before', async () => {
  const { airlock, frame } = emailAirlock({
    GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'http://127.0.0.1:8790/oidc/discord/auth' }),
    CONNECT_SOCIAL: () => ({
      email: null,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 31337,
      provider: 'discord',
    }),
  })
  airlock.open({ view: 'Account' })
  airlock.navigate({ type: 'push', view: 'AccountSettings' })
  const popup = { closed: false, location: { href: '' }, close: () => {} }
  await connectSocial(airlock, { provider: 'discord', link: true, open: () => popup })
  const request = frame.requests.find((item) => item.type === '@w3m-app/GET_SOCIAL_REDIRECT_URI')
  expect(request?.payload).toEqual({ provider: 'discord', link: true })
  expect(airlock.store.getState().router.history).toEqual(['Account', 'AccountSettings'])
  expect(airlock.store.getState().embeddedWallet.social).toEqual({ status: 'idle' })
})
