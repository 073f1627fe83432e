import { expect, test, vi } from 'vitest'
import { emailAirlock } from '../../test/emailAirlock.js'
import { connectFarcaster } from './connectFarcaster.js'
import { verifySocialOtp } from './verifySocialOtp.js'

const link = 'farcaster://connect?channelToken=ABCDEFGHJKLMNPQRSTUVWXYZ'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('approved in the Farcaster app: the wallet of the FID connects, with its username', async () => {
  const { airlock } = emailAirlock({
    GET_FARCASTER_URI: () => ({ url: link, expiresInSeconds: 300 }),
    CONNECT_FARCASTER: () => ({ userName: 'ada', address, chainId: 31337 }),
  })
  airlock.open({ view: 'Connect' })
  await connectFarcaster(airlock)
  expect(airlock.store.getState()).toMatchObject({
    open: false,
    eip155: { status: 'connected', address },
    embeddedWallet: { socialProvider: 'farcaster', socialUsername: 'ada' },
  })
})

test('a wallet with an e-mail on a new device: the recovery code e-mailed, then the same wallet', async () => {
  const { airlock, names } = emailAirlock({
    GET_FARCASTER_URI: () => ({ url: link, expiresInSeconds: 300 }),
    CONNECT_FARCASTER: () => ({
      action: 'VERIFY_RECOVERY_OTP',
      email: 'ada@example.com',
      provider: 'farcaster',
    }),
    CONNECT_SOCIAL_OTP: () => ({
      email: 'ada@example.com',
      address,
      chainId: 31337,
      accounts: [{ address, type: 'eoa' }],
      userName: 'ada',
      preferredAccountType: 'eoa',
      provider: 'farcaster',
    }),
  })
  airlock.open({ view: 'Connect' })
  await connectFarcaster(airlock)
  // As after a social login on a new device: the code step, in place of ConnectingFarcaster.
  expect(airlock.store.getState().router).toMatchObject({
    history: ['Connect', 'SocialVerifyOtp'],
    data: { email: 'ada@example.com', provider: 'farcaster', recovery: true },
  })
  expect(airlock.store.getState().embeddedWallet.farcaster).toEqual({ status: 'idle' })
  // Leaving ConnectingFarcaster gave nothing up: the frame was not reloaded.
  expect(names()).not.toContain('RELOAD')
  await verifySocialOtp(airlock, { otp: '654321' })
  expect(airlock.store.getState()).toMatchObject({
    open: false,
    eip155: { status: 'connected', address },
    embeddedWallet: { socialProvider: 'farcaster', socialUsername: 'ada' },
  })
})

/** A login whose link is shown and not yet approved, on ConnectingFarcaster over Connect. */
async function waitingLogin() {
  let answer: (value: unknown) => void = () => {}
  const made = emailAirlock({
    GET_FARCASTER_URI: () => ({ url: link, expiresInSeconds: 300 }),
    CONNECT_FARCASTER: () =>
      new Promise((resolve) => {
        answer = resolve
      }),
    RELOAD: () => undefined,
  })
  made.airlock.open({ view: 'Connect' })
  const done = connectFarcaster(made.airlock)
  await vi.waitFor(() => expect(made.names()).toContain('CONNECT_FARCASTER'))
  return { ...made, done, answer: (value: unknown) => answer(value) }
}

test('Back from ConnectingFarcaster gives the login up, whatever renders the view: the frame is reloaded, a late approval connects nothing', async () => {
  const { airlock, names, done, answer } = await waitingLogin()
  expect(airlock.store.getState().embeddedWallet.farcaster).toEqual({
    status: 'waiting',
    url: link,
  })
  airlock.navigate({ type: 'back' })
  await done
  await vi.waitFor(() => expect(names()).toContain('RELOAD'))
  expect(airlock.store.getState().embeddedWallet.farcaster).toEqual({ status: 'idle' })
  answer({ userName: 'ada', address, chainId: 31337 })
  expect(airlock.store.getState()).toMatchObject({
    open: true,
    eip155: { status: 'disconnected' },
    router: { history: ['Connect'] },
  })
})

test('closing the modal during the wait gives the login up too', async () => {
  const { airlock, names, done } = await waitingLogin()
  airlock.close()
  await done
  await vi.waitFor(() => expect(names()).toContain('RELOAD'))
  expect(airlock.store.getState().embeddedWallet.farcaster).toEqual({ status: 'idle' })
})

test('anything else that happens on ConnectingFarcaster gives nothing up (a view that mounts twice, as in React StrictMode, only renders)', async () => {
  const { airlock, names } = await waitingLogin()
  airlock.store.setState({ locale: 'de' })
  expect(names()).not.toContain('RELOAD')
  expect(airlock.store.getState().embeddedWallet.farcaster).toEqual({
    status: 'waiting',
    url: link,
  })
})
