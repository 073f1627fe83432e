import { type Hex, verifyMessage } from 'viem'
import { expect, test } from 'vitest'
import { memoryStorage } from '../../test/memoryStorage.js'
import { loadRecoveryKey } from '../recovery/loadRecoveryKey.js'
import { openRecoveryShare } from '../recovery/openRecoveryShare.js'
import type { CreateWalletSessionParameters } from './createWalletSession.js'
import { createWalletSession } from './createWalletSession.js'
import { createWalletStore } from './createWalletStore.js'
import { walletKeys } from './walletKeys.js'

/**
 * The server's side of the login, as the frame sees it: one account, whose code is always right.
 * The routes' own rules (codes, limits, cookies) are tested against the real server; this is
 * about what the frame does with the answers.
 */
function fakeServer() {
  const account: {
    email: string
    address: string | null
    authShare?: string
    sealedRecovery?: string
    recoveryCodes: string[]
  } = { email: 'alice@airlock.test', address: null, recoveryCodes: [] }
  let recoverable: ((sealed: string) => Promise<string>) | undefined
  const api = {
    start: async () => ({ action: 'VERIFY_OTP' as const, cooldownSeconds: 30 }),
    deviceStatus: async () => ({ approved: true }),
    resendDeviceLink: async () => ({ expiresAt: '2026-11-26T12:10:00.000Z', cooldownSeconds: 30 }),
    verify: async () => ({
      user: { email: account.email, address: account.address, isNew: account.address === null },
    }),
    me: async () => ({ user: { email: account.email, address: account.address } }),
    signOut: async () => ({ revoked: true }),
    updateEmailStart: async () => ({ action: 'VERIFY_PRIMARY_OTP' as const, cooldownSeconds: 30 }),
    updateEmailPrimary: async () => ({ action: 'VERIFY_SECONDARY_OTP' as const }),
    updateEmailSecondary: async () => ({ newEmail: 'new@airlock.test' }),
    registerWallet: async (request: {
      address: string
      authShare: string
      recoveryShare: string
    }) => {
      account.address = request.address
      account.authShare = request.authShare
      account.sealedRecovery = request.recoveryShare
      return { address: request.address }
    },
    authShare: async () => ({ address: account.address ?? '', authShare: account.authShare ?? '' }),
    recoveryCode: async (projectId: string) => {
      account.recoveryCodes.push(projectId)
      return { cooldownSeconds: 30 }
    },
    recover: async (code?: string) => {
      if (code !== '654321') throw new Error('wrong recovery code')
      if (!recoverable || !account.sealedRecovery) throw new Error('no recovery')
      return { recoveryShare: await recoverable(account.sealedRecovery) }
    },
  } satisfies CreateWalletSessionParameters['api']
  return {
    api,
    account,
    allowRecovery: (open: (sealed: string) => Promise<string>) => {
      recoverable = open
    },
  }
}

test('a first login makes the wallet: device share kept here, auth share and sealed recovery share sent', async () => {
  const server = fakeServer()
  const recoveryKey = await loadRecoveryKey({})
  const store = createWalletStore(memoryStorage())
  const session = createWalletSession({
    api: server.api,
    store,
    keys: walletKeys,
    projectId: 'dev',
    origin: () => 'http://localhost:3000',
    recoveryKey: recoveryKey.publicKey,
  })
  expect(await session.connectEmail('alice@airlock.test')).toEqual({ action: 'VERIFY_OTP' })
  await session.connectOtp('123456')
  const address = session.address()
  expect(address).toBe(server.account.address)
  const device = store.share(address ?? '') as Hex
  expect(device).toMatch(/^0x[0-9a-f]{66}$/)
  // What the server got: the auth share in the clear (it wraps it), the recovery share sealed.
  expect(server.account.authShare).not.toBe(device)
  expect(server.account.sealedRecovery).not.toMatch(/^0x/)
  const recovery = await openRecoveryShare(
    server.account.sealedRecovery ?? '',
    recoveryKey.privateKey,
  )
  // Any two shares rebuild the wallet.
  await walletKeys.rebuild(device, recovery as Hex, address as `0x${string}`)

  const signature = await session.withAccount((account) => account.signMessage({ message: 'hi' }))
  expect(await verifyMessage({ address: address as `0x${string}`, message: 'hi', signature })).toBe(
    true,
  )
  expect(await session.getUser('31337')).toMatchObject({
    email: 'alice@airlock.test',
    address,
    accounts: [{ address, type: 'eoa' }],
  })
  expect(await session.connectEmail('ALICE@airlock.test')).toEqual({ action: 'CONNECT' })
})

test('on a new device the recovery share, opened by the secure origin, rebuilds the same wallet', async () => {
  const server = fakeServer()
  const recoveryKey = await loadRecoveryKey({})
  const parameters = {
    api: server.api,
    keys: walletKeys,
    projectId: 'dev',
    origin: () => 'http://localhost:3000',
    recoveryKey: recoveryKey.publicKey,
  }
  const first = createWalletSession({ ...parameters, store: createWalletStore(memoryStorage()) })
  await first.connectOtp('123456')
  const address = first.address()

  const secondStore = createWalletStore(memoryStorage())
  const second = createWalletSession({ ...parameters, store: secondStore })
  server.allowRecovery((sealed) => openRecoveryShare(sealed, recoveryKey.privateKey))
  // The login code logs in, and a code for recovery is e-mailed: the login code recovers nothing.
  expect(await second.connectOtp('123456')).toEqual({ action: 'VERIFY_RECOVERY_OTP' })
  expect(server.account.recoveryCodes).toEqual(['dev'])
  expect(second.address()).toBeUndefined()
  await expect(second.connectOtp('123456')).rejects.toThrow('wrong recovery code')
  expect(second.address()).toBeUndefined()
  // The recovery code the user types next restores the wallet here.
  expect(await second.connectOtp('654321')).toBeUndefined()
  expect(second.address()).toBe(address)
  expect(secondStore.share(address ?? '')).toMatch(/^0x[0-9a-f]{66}$/)
  const signature = await second.withAccount((account) => account.signMessage({ message: 'x' }))
  expect(await verifyMessage({ address: address as `0x${string}`, message: 'x', signature })).toBe(
    true,
  )
})

test('a device without a share is not connected, and signing out forgets the session', async () => {
  const server = fakeServer()
  const recoveryKey = await loadRecoveryKey({})
  const store = createWalletStore(memoryStorage())
  const session = createWalletSession({
    api: server.api,
    store,
    keys: walletKeys,
    projectId: 'dev',
    origin: () => 'http://localhost:3000',
    recoveryKey: recoveryKey.publicKey,
  })
  expect(await session.isConnected()).toEqual({ isConnected: false })
  await session.connectOtp('123456')
  expect(await session.isConnected()).toEqual({ isConnected: true })
  await session.signOut()
  expect(session.address()).toBeUndefined()
})

test('after a social login on a new device, a wallet with an e-mail asks for the recovery code, which restores it', async () => {
  const server = fakeServer()
  const recoveryKey = await loadRecoveryKey({})
  const parameters = {
    api: server.api,
    keys: walletKeys,
    projectId: 'dev',
    origin: () => 'http://localhost:3000',
    recoveryKey: recoveryKey.publicKey,
  }
  const first = createWalletSession({ ...parameters, store: createWalletStore(memoryStorage()) })
  expect(await first.adoptLogin()).toMatchObject({ user: { email: 'alice@airlock.test' } })
  const address = first.address()

  // The provider's login set the session in another browser: this one has no share.
  const second = createWalletSession({ ...parameters, store: createWalletStore(memoryStorage()) })
  server.allowRecovery((sealed) => openRecoveryShare(sealed, recoveryKey.privateKey))
  expect(await second.adoptLogin()).toEqual({ recovery: { email: 'alice@airlock.test' } })
  expect(server.account.recoveryCodes).toEqual(['dev'])
  expect(second.address()).toBeUndefined()
  await expect(second.recoverWith('123456')).rejects.toThrow('wrong recovery code')
  expect(await second.recoverWith('654321')).toEqual({ email: 'alice@airlock.test', address })
  expect(second.address()).toBe(address)
  await expect(second.recoverWith('654321')).rejects.toThrow('No login is waiting')
})

/**
 * A session on a new device of a known address: its code answers VERIFY_DEVICE (with the link's
 * expiry), and once `approve()` was called the wait logs it in. `api` replaces calls of the server.
 */
async function newDeviceSession(api: Partial<CreateWalletSessionParameters['api']> = {}) {
  const server = fakeServer()
  const expiresAt = '2026-11-26T12:10:00.000Z'
  let approved = false
  const answers = [{ action: 'VERIFY_DEVICE' as const, expiresAt }]
  const session = createWalletSession({
    api: {
      ...server.api,
      verify: async () =>
        answers.shift() ?? {
          user: { email: server.account.email, address: server.account.address, isNew: true },
        },
      deviceStatus: async () => ({ approved }),
      ...api,
    },
    store: createWalletStore(memoryStorage()),
    keys: walletKeys,
    projectId: 'dev',
    origin: () => 'http://localhost:3000',
    recoveryKey: (await loadRecoveryKey({})).publicKey,
    devicePollMs: 1,
  })
  return {
    session,
    expiresAt,
    approve: () => {
      approved = true
    },
  }
}

test('a new device: the code answers VERIFY_DEVICE with the link’s expiry; once approved, it logs in', async () => {
  const { session, expiresAt, approve } = await newDeviceSession()
  expect(await session.connectOtp('123456')).toEqual({ action: 'VERIFY_DEVICE', expiresAt })
  const waiting = session.connectDevice()
  approve()
  expect(await waiting).toBeUndefined()
  expect(session.address()).toMatch(/^0x[0-9a-fA-F]{40}$/)
})

test('Resend on a new device asks for a new link for the same login: its expiry, and the code kept for the wait', async () => {
  const resent: string[] = []
  const { session, expiresAt, approve } = await newDeviceSession({
    resendDeviceLink: async () => {
      resent.push('link')
      return { expiresAt: '2026-11-26T12:10:00.001Z', cooldownSeconds: 30 }
    },
  })
  // No login waits for a device yet: nothing to resend.
  await expect(session.resendDeviceLink()).rejects.toThrow(
    'No login is waiting for a device approval',
  )
  expect(resent).toEqual([])
  expect(await session.connectOtp('123456')).toEqual({ action: 'VERIFY_DEVICE', expiresAt })
  expect(await session.resendDeviceLink()).toEqual({ expiresAt: '2026-11-26T12:10:00.001Z' })
  expect(resent).toEqual(['link'])
  const waiting = session.connectDevice()
  approve()
  expect(await waiting).toBeUndefined()
})
