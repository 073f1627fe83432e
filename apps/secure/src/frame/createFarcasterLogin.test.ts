import type { SocialAttemptResponse } from '@airlock/protocol'
import { expect, test } from 'vitest'
import { createFarcasterLogin } from './createFarcasterLogin.js'

const address = '0x000000000000000000000000000000000000c0DE' as const
const approved: SocialAttemptResponse = {
  attemptId: 'f1',
  status: 'CONNECTED',
  provider: 'farcaster',
  identity: {
    id: '1',
    provider: 'farcaster',
    email: null,
    emailVerified: false,
    username: 'ada',
    linkedAt: '2025-01-01T00:00:00.000Z',
  },
}

// The server as the frame sees it: a channel opened, then the Farcaster app's approval.
const api = {
  socialFarcasterStart: async () => ({
    url: 'farcaster://connect?channelToken=ABCDEFGHJKLMNPQRSTUVWXYZ',
    attemptId: 'f1',
    expiresInSeconds: 300,
  }),
  socialFarcasterStatus: async () => approved,
}

const setUp = (session: Parameters<typeof createFarcasterLogin>[0]['session']) =>
  createFarcasterLogin({
    api,
    session,
    projectId: 'demo',
    deviceId: () => 'device',
    origin: () => 'http://localhost:3000',
    pollMs: 1,
  })

test('a Farcaster wallet on a device that has it: the wallet and the username', async () => {
  const farcaster = setUp({
    adoptLogin: async () => ({ user: { email: null, address } }),
    recoverWith: async () => {
      throw new Error('No login is waiting for a recovery code')
    },
  })
  await farcaster.uri()
  expect(await farcaster.connect({ chainId: 1 })).toEqual({ userName: 'ada', address, chainId: 1 })
  expect(farcaster.recovering()).toBe(false)
})

test('a Farcaster wallet with an e-mail on a new device: the recovery code e-mailed, then the same wallet', async () => {
  // The wallet session as on a browser without a share: a recovery code went to the address.
  const codes: string[] = []
  const farcaster = setUp({
    adoptLogin: async () => ({ recovery: { email: 'ada@example.com' } }),
    recoverWith: async (code: string) => {
      codes.push(code)
      if (code !== '654321') throw new Error('wrong recovery code')
      return { email: 'ada@example.com', address }
    },
  })
  await farcaster.uri()
  expect(await farcaster.connect({ chainId: 1 })).toEqual({
    action: 'VERIFY_RECOVERY_OTP',
    email: 'ada@example.com',
    provider: 'farcaster',
  })
  expect(farcaster.recovering()).toBe(true)
  // A wrong code may be typed again; the right one answers the wallet, with the username.
  await expect(farcaster.recover({ otp: '000000', chainId: 1 })).rejects.toThrow('wrong recovery')
  expect(await farcaster.recover({ otp: '654321', chainId: 1 })).toEqual({
    email: 'ada@example.com',
    address,
    chainId: 1,
    accounts: [{ address, type: 'eoa' }],
    userName: 'ada',
    preferredAccountType: 'eoa',
    provider: 'farcaster',
  })
  expect(codes).toEqual(['000000', '654321'])
  expect(farcaster.recovering()).toBe(false)
  await expect(farcaster.recover({ otp: '654321', chainId: 1 })).rejects.toThrow(
    'No Farcaster login is waiting for a recovery code',
  )
})

test('a new link, or another login, gives a recovery in progress up', async () => {
  const farcaster = setUp({
    adoptLogin: async () => ({ recovery: { email: 'ada@example.com' } }),
    recoverWith: async () => ({ email: 'ada@example.com', address }),
  })
  await farcaster.uri()
  await farcaster.connect({ chainId: 1 })
  await farcaster.uri()
  expect(farcaster.recovering()).toBe(false)
  await farcaster.connect({ chainId: 1 })
  farcaster.forgetRecovery()
  expect(farcaster.recovering()).toBe(false)
})
