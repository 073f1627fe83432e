import type { SocialAttemptResponse } from '@airlock/protocol'
import { expect, test } from 'vitest'
import { createSocialLogin, type ResultChannel } from './createSocialLogin.js'

const identity = {
  id: '1',
  provider: 'google',
  email: 'carol@example.org',
  emailVerified: true,
  username: 'carol',
  linkedAt: '2025-01-01T00:00:00.000Z',
}

// The server as the frame sees it through its proxy: one attempt whose status the test moves on.
function fakeServer() {
  let status: SocialAttemptResponse = { attemptId: 'a1', status: 'PENDING', provider: 'google' }
  const starts: unknown[] = []
  const reads: number[] = []
  const cancels: string[] = []
  return {
    starts,
    reads,
    cancels,
    set(next: Partial<SocialAttemptResponse>) {
      status = { ...status, ...next }
    },
    api: {
      socialStart: async (request: unknown) => {
        starts.push(request)
        return {
          uri: 'http://127.0.0.1:8790/oidc/google/auth?state=s',
          attemptId: status.attemptId,
          expiresInSeconds: 600,
        }
      },
      socialStatus: async () => {
        reads.push(Date.now())
        return status
      },
      socialCancel: async (attemptId: string) => {
        cancels.push(attemptId)
        status = { ...status, status: 'FAILED' }
        return status
      },
      socialLinkVerify: async (code: string) => {
        if (code !== '123456') throw new Error('Invalid code')
        return { ...status, status: 'CONNECTED' as const, identity }
      },
    },
  }
}

function fakeChannel() {
  const listeners = new Set<(event: { data: unknown }) => void>()
  const channel: ResultChannel = {
    addEventListener: (_, listener) => void listeners.add(listener),
    removeEventListener: (_, listener) => void listeners.delete(listener),
  }
  return {
    channel,
    post: (data: unknown) => {
      for (const listener of listeners) listener({ data })
    },
    listeners,
  }
}

const address = '0x000000000000000000000000000000000000c0DE' as const
const session = {
  adoptLogin: async () => ({ user: { email: null, address } }),
  recoverWith: async () => {
    throw new Error('No login is waiting for a recovery code')
  },
}

const setUp = (
  pollMs = 60_000,
  wallet: Parameters<typeof createSocialLogin>[0]['session'] = session,
) => {
  const server = fakeServer()
  const results = fakeChannel()
  const social = createSocialLogin({
    api: server.api,
    session: wallet,
    projectId: 'dev',
    deviceId: () => 'device-of-the-test-browser',
    origin: () => 'http://localhost:3000',
    channel: results.channel,
    pollMs,
  })
  return { server, results, social }
}

test('starts the attempt at the server and answers the provider URL for the popup', async () => {
  const { server, social } = setUp()
  expect(await social.redirectUri({ provider: 'google' })).toEqual({
    uri: 'http://127.0.0.1:8790/oidc/google/auth?state=s',
  })
  expect(server.starts).toEqual([
    {
      provider: 'google',
      projectId: 'dev',
      deviceId: 'device-of-the-test-browser',
      origin: 'http://localhost:3000',
    },
  ])
})

test('answers CONNECT_SOCIAL once the callback page says the attempt came back, from the server’s word', async () => {
  const { server, results, social } = setUp()
  await social.redirectUri({ provider: 'google' })
  const connecting = social.connect({ chainId: '31337' })
  // A message alone decides nothing: the status is still pending, so it keeps waiting.
  results.post({ type: 'airlock-social-result', attemptId: 'a1' })
  await new Promise((resolve) => setTimeout(resolve, 0))
  server.set({ status: 'CONNECTED', identity })
  results.post({ type: 'airlock-social-result', attemptId: 'a1' })
  expect(await connecting).toEqual({
    email: 'carol@example.org',
    address: '0x000000000000000000000000000000000000c0DE',
    chainId: '31337',
    accounts: [{ address: '0x000000000000000000000000000000000000c0DE', type: 'eoa' }],
    userName: 'carol',
    preferredAccountType: 'eoa',
    provider: 'google',
  })
  expect(results.listeners.size).toBe(0)
})

test('ignores messages about other attempts and malformed ones, and polls without any', async () => {
  const { server, results, social } = setUp(20)
  await social.redirectUri({ provider: 'google' })
  const connecting = social.connect({ chainId: 1 })
  results.post({ type: 'airlock-social-result', attemptId: 'someone-else' })
  results.post('nonsense')
  server.set({ status: 'VERIFY_OTP', email: 'alice@example.com' })
  expect(await connecting).toEqual({
    action: 'VERIFY_OTP',
    email: 'alice@example.com',
    provider: 'google',
  })
  expect(await social.connectOtp({ otp: '123456', chainId: 1 })).toMatchObject({
    address: '0x000000000000000000000000000000000000c0DE',
    userName: 'carol',
  })
  await expect(social.connectOtp({ otp: '000000', chainId: 1 })).rejects.toThrow('Invalid code')
})

test('fails with the server’s message, and a new start cancels the old wait', async () => {
  const { server, results, social } = setUp()
  await social.redirectUri({ provider: 'google' })
  const first = social.connect({ chainId: 1 })
  await social.redirectUri({ provider: 'google' })
  await expect(first).rejects.toThrow('A new social login started')
  const second = social.connect({ chainId: 1 })
  server.set({
    status: 'FAILED',
    error: { name: 'SocialLoginDeniedError', message: 'The login with Google was cancelled' },
  })
  results.post({ type: 'airlock-social-result' })
  await expect(second).rejects.toThrow('The login with Google was cancelled')
  await expect(setUp().social.connect({ chainId: 1 })).rejects.toThrow('redirect URI first')
})

test('a wallet with an e-mail on a new device: the recovery code is asked for, then the wallet', async () => {
  // The wallet session as on a browser without a share: a recovery code went to the address.
  const recoveryCodes: string[] = []
  const newDevice = {
    adoptLogin: async () => ({ recovery: { email: 'alice@example.com' } }),
    recoverWith: async (code: string) => {
      recoveryCodes.push(code)
      if (code !== '654321') throw new Error('wrong recovery code')
      return { email: 'alice@example.com', address }
    },
  }
  const { server, results, social } = setUp(60_000, newDevice)
  await social.redirectUri({ provider: 'google' })
  const connecting = social.connect({ chainId: 1 })
  server.set({ status: 'CONNECTED', identity })
  results.post({ type: 'airlock-social-result', attemptId: 'a1' })
  expect(await connecting).toEqual({
    action: 'VERIFY_RECOVERY_OTP',
    email: 'alice@example.com',
    provider: 'google',
  })
  // A wrong code may be typed again; the right one answers the wallet, not the link check.
  await expect(social.connectOtp({ otp: '000000', chainId: 1 })).rejects.toThrow('wrong recovery')
  expect(await social.connectOtp({ otp: '654321', chainId: 1 })).toMatchObject({
    email: 'alice@example.com',
    address,
    userName: 'carol',
  })
  expect(recoveryCodes).toEqual(['000000', '654321'])
  // Done: a further code is a link code again (here none is waiting, so it is refused).
  await expect(social.connectOtp({ otp: '000000', chainId: 1 })).rejects.toThrow('Invalid code')
})

test('after a link code on a new device, the recovery code is asked for next', async () => {
  const newDevice = {
    adoptLogin: async () => ({ recovery: { email: 'alice@example.com' } }),
    recoverWith: async () => ({ email: 'alice@example.com', address }),
  }
  const { server, results, social } = setUp(60_000, newDevice)
  await social.redirectUri({ provider: 'google' })
  const connecting = social.connect({ chainId: 1 })
  server.set({ status: 'VERIFY_OTP', email: 'alice@example.com' })
  results.post({ type: 'airlock-social-result', attemptId: 'a1' })
  expect(await connecting).toMatchObject({ action: 'VERIFY_OTP' })
  expect(await social.connectOtp({ otp: '123456', chainId: 1 })).toEqual({
    action: 'VERIFY_RECOVERY_OTP',
    email: 'alice@example.com',
    provider: 'google',
  })
  expect(await social.connectOtp({ otp: '654321', chainId: 1 })).toMatchObject({ address })
})

test('a cancel ends the wait, gives the attempt up at the server, and a late result does nothing', async () => {
  const { server, results, social } = setUp()
  await social.redirectUri({ provider: 'google' })
  const connecting = social.connect({ chainId: 1 })
  expect(results.listeners.size).toBe(1)
  expect(await social.cancel()).toBeUndefined()
  await expect(connecting).rejects.toThrow('The social login was cancelled')
  expect(server.cancels).toEqual(['a1'])
  expect(results.listeners.size).toBe(0)
  // The callback page's late word reaches no one, and nothing waits to be connected.
  const reads = server.reads.length
  results.post({ type: 'airlock-social-result', attemptId: 'a1' })
  expect(server.reads.length).toBe(reads)
  await expect(social.connect({ chainId: 1 })).rejects.toThrow('redirect URI first')
  // A cancel with nothing started asks the server nothing.
  await social.cancel()
  expect(server.cancels).toEqual(['a1'])
})

test('a cancel while the attempt is being started gives that attempt up too', async () => {
  const { server, social } = setUp()
  const starting = social.redirectUri({ provider: 'google' })
  await social.cancel()
  await expect(starting).rejects.toThrow('The social login was cancelled')
  expect(server.cancels).toEqual(['a1'])
  await expect(social.connect({ chainId: 1 })).rejects.toThrow('redirect URI first')
})
