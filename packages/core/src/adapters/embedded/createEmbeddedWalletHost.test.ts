import { afterEach, expect, test, vi } from 'vitest'
import { createAirlock } from '../../createAirlock.js'
import { createEmbeddedWalletHost } from './createEmbeddedWalletHost.js'

afterEach(() => {
  vi.useRealTimers()
})

function setup() {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  const log = { error: vi.fn() }
  const host = createEmbeddedWalletHost({ store: airlock.store, console: log })
  const top = () => airlock.store.getState().router.history.at(-1)
  return { airlock, host, log, top }
}

/** A request the test answers by hand. */
function deferred<value>() {
  let resolve!: (value: value) => void
  let reject!: (error: Error) => void
  const promise = new Promise<value>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

test('asked with the modal closed: opens on ApproveTransaction, closes again once answered', async () => {
  const { airlock, host, top } = setup()
  const answer = deferred<string>()
  const signing = host.approve(() => answer.promise, 'personal_sign')
  await Promise.resolve()
  expect(airlock.store.getState().open).toBe(true)
  expect(airlock.store.getState().router.history).toEqual(['ApproveTransaction'])
  expect(airlock.store.getState().embeddedWallet.approving).toBe(true)
  // A signature, not a transaction: the view is titled for what is asked.
  expect(airlock.store.getState().embeddedWallet.approval).toBe('signature')
  expect(top()).toBe('ApproveTransaction')
  answer.resolve('0xsignature')
  await expect(signing).resolves.toBe('0xsignature')
  expect(airlock.store.getState().open).toBe(false)
  expect(airlock.store.getState().embeddedWallet.approving).toBe(false)
  expect(airlock.store.getState().embeddedWallet.approval).toBeUndefined()
})

test('asked from a view: pushed on top of it, and back there after success or error', async () => {
  const { airlock, host } = setup()
  airlock.open({ view: 'Account' })
  airlock.navigate({ type: 'push', view: 'WalletSend' })
  airlock.navigate({ type: 'push', view: 'WalletSendPreview', data: { note: 'kept' } })
  const failing = deferred<string>()
  const sending = host.approve(() => failing.promise, 'eth_sendTransaction')
  await Promise.resolve()
  expect(airlock.store.getState().embeddedWallet.approval).toBe('transaction')
  expect(airlock.store.getState().router.history).toEqual([
    'Account',
    'WalletSend',
    'WalletSendPreview',
    'ApproveTransaction',
  ])
  failing.reject(new Error('insufficient funds'))
  await expect(sending).rejects.toThrow('insufficient funds')
  expect(airlock.store.getState().open).toBe(true)
  expect(airlock.store.getState().router).toEqual({
    history: ['Account', 'WalletSend', 'WalletSendPreview'],
    data: { note: 'kept' },
    transition: 'prev',
  })

  const signed = host.approve(async () => '0xhash')
  await expect(signed).resolves.toBe('0xhash')
  expect(airlock.store.getState().router.history.at(-1)).toBe('WalletSendPreview')
})

test('closing the modal (Escape, ✕) or going back cancels: the request is aborted, 4001', async () => {
  const { airlock, host } = setup()
  let seen: AbortSignal | undefined
  const never = (signal: AbortSignal) => {
    seen = signal
    return new Promise<string>((_, reject) =>
      signal.addEventListener('abort', () => reject(new Error('Request was aborted'))),
    )
  }
  const closed = host.approve(never)
  await Promise.resolve()
  airlock.close()
  await expect(closed).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
  expect(seen?.aborted).toBe(true)
  expect(airlock.store.getState().open).toBe(false)

  airlock.open({ view: 'Account' })
  const back = host.approve(never)
  await Promise.resolve()
  airlock.navigate({ type: 'back' })
  await expect(back).rejects.toMatchObject({ code: 4001 })
  // The person chose where to go: the modal stays there.
  expect(airlock.store.getState().router.history).toEqual(['Account'])
  expect(airlock.store.getState().embeddedWallet.approving).toBe(false)
})

test('one approval at a time: the next waits until the first is answered', async () => {
  const { host } = setup()
  const first = deferred<string>()
  const order: string[] = []
  const a = host.approve(async () => {
    order.push('a starts')
    return first.promise
  })
  const b = host.approve(async () => {
    order.push('b starts')
    return 'b'
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(order).toEqual(['a starts'])
  first.resolve('a')
  expect(await Promise.all([a, b])).toEqual(['a', 'b'])
  expect(order).toEqual(['a starts', 'b starts'])
})

test('a refused method: logged, the modal opens, and "Action not allowed" 300 ms later', async () => {
  vi.useFakeTimers()
  const { airlock, host, log } = setup()
  host.refuse('eth_sign')
  expect(log.error).toHaveBeenCalledWith('Requested RPC call is not allowed: eth_sign')
  expect(airlock.store.getState().open).toBe(true)
  expect(airlock.store.getState().router.history).toEqual(['Connect'])
  vi.advanceTimersByTime(299)
  expect(airlock.store.getState().embeddedWallet.notice).toBeUndefined()
  vi.advanceTimersByTime(1)
  expect(airlock.store.getState().embeddedWallet.notice).toEqual({
    id: 1,
    kind: 'actionNotAllowed',
  })
  host.refuse('eth_sign')
  vi.advanceTimersByTime(300)
  expect(airlock.store.getState().embeddedWallet.notice).toEqual({
    id: 2,
    kind: 'actionNotAllowed',
  })
})

test('frame timeouts become the spec’s alerts', () => {
  const { airlock, host } = setup()
  host.alert('iframe_load_failed')
  expect(airlock.store.getState().embeddedWallet.notice?.kind).toBe('iframeLoadFailed')
  host.alert('iframe_request_timeout')
  expect(airlock.store.getState().embeddedWallet.notice?.kind).toBe('iframeRequestTimeout')
})

test('the theme for SYNC_THEME: the resolved mode, the set variables and the language', () => {
  const { airlock, host } = setup()
  airlock.setThemeMode('dark')
  airlock.store.setState({
    theme: { mode: 'dark', variables: { accent: '#7b3fe4', radius: undefined, zIndex: 50 } },
  })
  expect(host.theme()).toEqual({
    themeMode: 'dark',
    themeVariables: { accent: '#7b3fe4', zIndex: 50 },
    locale: 'en',
  })
  airlock.setThemeMode('light')
  airlock.setLocale('de')
  expect(host.theme()).toMatchObject({ themeMode: 'light', locale: 'de' })
})

test('the frame’s CONTENT_HEIGHT sizes the approval; anything else it sends leaves it alone', () => {
  const { airlock, host } = setup()
  const frameHeight = () => airlock.store.getState().embeddedWallet.frameHeight
  expect(frameHeight()).toBeUndefined()
  host.frameEvent({ type: 'CONTENT_HEIGHT', payload: { height: 251.2 } })
  expect(frameHeight()).toBe(252)
  for (const payload of [{ height: -1 }, { height: 'tall' }, { height: 1e9 }, undefined])
    host.frameEvent({ type: 'CONTENT_HEIGHT', payload })
  host.frameEvent({ type: 'SESSION_UPDATE', payload: { height: 90 } })
  expect(frameHeight()).toBe(252)
  // The width it was measured at, when the frame says it.
  expect(airlock.store.getState().embeddedWallet.frameWidth).toBeUndefined()
  host.frameEvent({ type: 'CONTENT_HEIGHT', payload: { height: 300, width: 325.6 } })
  expect(airlock.store.getState().embeddedWallet).toMatchObject({
    frameHeight: 300,
    frameWidth: 326,
  })
})

test('each approval starts without a frame size: its own screen says it', async () => {
  const { airlock, host } = setup()
  host.frameEvent({ type: 'CONTENT_HEIGHT', payload: { height: 300, width: 326 } })
  let answer: (value: string) => void = () => {}
  const approving = host.approve(() => new Promise<string>((resolve) => (answer = resolve)))
  await vi.waitFor(() => expect(airlock.store.getState().embeddedWallet.approving).toBe(true))
  expect(airlock.store.getState().embeddedWallet).toMatchObject({
    frameHeight: undefined,
    frameWidth: undefined,
  })
  answer('0x')
  await approving
})

test('watchTheme: told when the theme or the language changes, not on other changes', () => {
  const { airlock, host } = setup()
  const changed = vi.fn()
  const stop = host.watchTheme(changed)
  airlock.store.setState((state) => ({ embeddedWallet: { ...state.embeddedWallet, email: 'a' } }))
  expect(changed).not.toHaveBeenCalled()
  airlock.setThemeMode('dark')
  expect(changed).toHaveBeenCalledTimes(1)
  airlock.setLocale('de')
  expect(changed).toHaveBeenCalledTimes(2)
  stop()
  airlock.setThemeMode('light')
  expect(changed).toHaveBeenCalledTimes(2)
})

test('a session to grant or revoke (ERC-7715) is titled as the wallet’s approval', async () => {
  const { airlock, host } = setup()
  const answer = deferred<null>()
  const revoking = host.approve(() => answer.promise, 'wallet_revokePermissions')
  await Promise.resolve()
  expect(airlock.store.getState().embeddedWallet.approval).toBe('wallet')
  answer.resolve(null)
  await revoking
})
