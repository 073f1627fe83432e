import { afterEach, expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { connectSocial } from './connectSocial.js'
import { getEmailWallet } from './getEmailWallet.js'
import type { SocialPopup } from './socialPopup.js'
import { verifySocialOtp } from './verifySocialOtp.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const user = {
  email: null,
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
  userName: 'carol',
  provider: 'google',
}
const providerUri = 'http://127.0.0.1:8790/oidc/google/auth?state=s'

function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn() }
  popup.close.mockImplementation(() => {
    popup.closed = true
  })
  const open = vi.fn((_url: string, _target: string, _features: string) => popup as SocialPopup)
  return { popup, open }
}

test('the window opens in the call at the loading page, goes to the provider, and the wallet connects', async () => {
  const { airlock, names, map } = emailAirlock({
    GET_SOCIAL_REDIRECT_URI: () => ({ uri: providerUri }),
    CONNECT_SOCIAL: () => user,
  })
  airlock.open({ view: 'Connect' })
  const { popup, open } = fakePopup()
  const done = connectSocial(airlock, { provider: 'google', open })
  // Synchronously, before any await: popup blockers allow nothing later.
  expect(open).toHaveBeenCalledOnce()
  expect(open.mock.calls[0]?.[0]).toBe(
    'http://localhost:8788/social/loading?provider=google&locale=en',
  )
  expect(airlock.store.getState().router.history).toEqual(['Connect', 'ConnectingSocial'])
  expect(airlock.store.getState().embeddedWallet.social).toEqual({
    status: 'waiting',
    provider: 'google',
  })
  await done
  expect(popup.location.href).toBe(providerUri)
  expect(names()).toContain('CONNECT_SOCIAL')
  expect(airlock.store.getState()).toMatchObject({
    open: false,
    eip155: { status: 'connected', address: user.address },
    embeddedWallet: {
      connected: true,
      socialProvider: 'google',
      socialUsername: 'carol',
      social: { status: 'idle' },
    },
  })
  // SPEC §3: the social username is kept between visits, and forgotten at sign-out.
  expect([...map.values()]).toContain('"carol"')
})

test('a provider-verified e-mail of an e-mail wallet asks for the code, which logs into that wallet', async () => {
  const { airlock, frame } = emailAirlock({
    GET_SOCIAL_REDIRECT_URI: () => ({ uri: providerUri }),
    CONNECT_SOCIAL: () => ({
      action: 'VERIFY_OTP',
      email: 'alice@example.com',
      provider: 'google',
    }),
    CONNECT_SOCIAL_OTP: () => ({ ...user, email: 'alice@example.com', userName: 'alice' }),
  })
  airlock.open({ view: 'Connect' })
  await connectSocial(airlock, { provider: 'google', open: fakePopup().open })
  expect(airlock.store.getState().router).toMatchObject({
    history: ['Connect', 'SocialVerifyOtp'],
    data: { email: 'alice@example.com', provider: 'google' },
  })
  await verifySocialOtp(airlock, { otp: '123456' })
  const request = frame.requests.find((item) => item.type === '@w3m-app/CONNECT_SOCIAL_OTP')
  expect(request?.payload).toEqual({ otp: '123456' })
  expect(airlock.store.getState()).toMatchObject({
    open: false,
    embeddedWallet: { connected: true, socialProvider: 'google', socialUsername: 'alice' },
  })
})

test('a blocked window fails at once, with nothing asked of the frame', async () => {
  const { airlock, names } = emailAirlock()
  airlock.open({ view: 'Connect' })
  await expect(
    connectSocial(airlock, { provider: 'github', open: () => null }),
  ).rejects.toMatchObject({ name: 'SocialPopupBlockedError' })
  expect(airlock.store.getState().embeddedWallet.social).toEqual({
    status: 'failed',
    provider: 'github',
    code: 'SocialPopupBlockedError',
  })
  expect(names()).not.toContain('GET_SOCIAL_REDIRECT_URI')
})

test('a window closed without an answer cancels: back to Connect', async () => {
  const { airlock } = emailAirlock({
    GET_SOCIAL_REDIRECT_URI: () => ({ uri: providerUri }),
    CONNECT_SOCIAL: () => new Promise(() => {}),
  })
  airlock.open({ view: 'Connect' })
  const { popup, open } = fakePopup()
  const done = connectSocial(airlock, {
    provider: 'google',
    open,
    timing: { pollMs: 10, closedGraceMs: 400 },
  })
  await vi.waitFor(() => expect(popup.location.href).toBe(providerUri))
  popup.closed = true
  await vi.waitFor(() =>
    expect(airlock.store.getState().embeddedWallet.social.status).toBe('retrieving'),
  )
  await done
  expect(airlock.store.getState().router.history).toEqual(['Connect'])
  expect(airlock.store.getState().embeddedWallet.social).toEqual({ status: 'idle' })
})

test('no answer within the guard: "Social login timed out", and the window closes', async () => {
  const { airlock } = emailAirlock({
    GET_SOCIAL_REDIRECT_URI: () => ({ uri: providerUri }),
    CONNECT_SOCIAL: () => new Promise(() => {}),
  })
  airlock.open({ view: 'Connect' })
  const { popup, open } = fakePopup()
  const done = connectSocial(airlock, { provider: 'x', open, timing: { guardMs: 1_500 } })
  await expect(done).rejects.toMatchObject({
    name: 'SocialLoginTimeoutError',
    shortMessage: 'Social login timed out',
  })
  expect(popup.close).toHaveBeenCalled()
  expect(airlock.store.getState().router.history.at(-1)).toBe('ConnectingSocial')
  expect(airlock.store.getState().embeddedWallet.social).toMatchObject({
    status: 'failed',
    code: 'SocialLoginTimeoutError',
  })
})

test('Back from ConnectingSocial gives the attempt up: the window closes, the frame is told, a late answer connects nothing', async () => {
  let answer: (value: unknown) => void = () => {}
  const { airlock, names } = emailAirlock({
    GET_SOCIAL_REDIRECT_URI: () => ({ uri: providerUri }),
    CONNECT_SOCIAL: () =>
      new Promise((resolve) => {
        answer = resolve
      }),
    CANCEL_SOCIAL: () => undefined,
    GET_CHAIN_ID: () => ({ chainId: 31337 }),
  })
  airlock.open({ view: 'Connect' })
  const { popup, open } = fakePopup()
  const done = connectSocial(airlock, { provider: 'google', open })
  await vi.waitFor(() => expect(names()).toContain('CONNECT_SOCIAL'))
  airlock.navigate({ type: 'back' })
  await done
  expect(popup.close).toHaveBeenCalled()
  await vi.waitFor(() => expect(names()).toContain('CANCEL_SOCIAL'))
  expect(airlock.store.getState().router.history).toEqual(['Connect'])
  expect(airlock.store.getState().embeddedWallet.social).toEqual({ status: 'idle' })
  // The frame's answer to the given-up request, should it still come, is dropped.
  answer(user)
  // Answers come in order: once a later request is answered, the late one has been handled.
  const client = await (await getEmailWallet(airlock)).getFrame()
  await client.request('GET_CHAIN_ID', undefined)
  expect(airlock.store.getState()).toMatchObject({
    open: true,
    eip155: { status: 'disconnected' },
    embeddedWallet: { connected: false },
  })
  expect(airlock.store.getState().router.history).toEqual(['Connect'])
})

test('closing the modal while the window is open gives the attempt up too', async () => {
  const { airlock, names } = emailAirlock({
    GET_SOCIAL_REDIRECT_URI: () => ({ uri: providerUri }),
    CONNECT_SOCIAL: () => new Promise(() => {}),
    CANCEL_SOCIAL: () => undefined,
  })
  airlock.open({ view: 'Connect' })
  const { popup, open } = fakePopup()
  const done = connectSocial(airlock, { provider: 'github', open })
  await vi.waitFor(() => expect(names()).toContain('CONNECT_SOCIAL'))
  airlock.close()
  await done
  expect(popup.close).toHaveBeenCalled()
  await vi.waitFor(() => expect(names()).toContain('CANCEL_SOCIAL'))
})
