import {
  type FrameSuccessPayload,
  farcasterLoginLimits,
  type SocialAttemptResponse,
} from '@airlock/protocol'
import { LoginFailedError } from '../errors/login.js'
import type { LoginApi } from './createLoginApi.js'
import type { WalletSession } from './createWalletSession.js'

export type CreateFarcasterLoginParameters = {
  api: Pick<LoginApi, 'socialFarcasterStart' | 'socialFarcasterStatus'>
  session: Pick<WalletSession, 'adoptLogin' | 'recoverWith'>
  projectId: string
  /** The secure origin's name for this browser. */
  deviceId: () => string
  /** The dapp the frame is bound to. */
  origin: () => string | undefined
  /** How often the server is asked whether the Farcaster app answered. Defaults to 400 ms. */
  pollMs?: number | undefined
}

/**
 * The frame's side of a Farcaster login (model-product §4.7). `GET_FARCASTER_URI` starts a login
 * at the server (through the secure origin's proxy, which sets the attempt cookie on this origin)
 * and answers the Farcaster app's link for the QR code. `CONNECT_FARCASTER` answers only once
 * the Farcaster app approved: it polls the server, which verifies the signed message on chain and
 * logs the browser in, then creates or restores the wallet exactly as after an e-mail code or a
 * social login. A wallet that also has an e-mail, on a device without its share, answers
 * `{ action: 'VERIFY_RECOVERY_OTP', email }` as a social login does: a recovery code went to that
 * address, and `recover` (`CONNECT_SOCIAL_OTP` while `recovering()`) takes it and restores the
 * same wallet here. An expired channel rejects with the server's `FarcasterLoginExpiredError`
 * message; the modal asks for a new link.
 *
 * @param parameters - The login API, the wallet session and the project.
 * @returns One function per frame request.
 *
 * @example
 * import { createFarcasterLogin } from './frame/createFarcasterLogin.js'
 * const farcaster = createFarcasterLogin({ api, session, projectId, deviceId, origin })
 * const { url } = await farcaster.uri()
 */
export function createFarcasterLogin({
  api,
  session,
  projectId,
  deviceId,
  origin,
  pollMs = farcasterLoginLimits.pollMs,
}: CreateFarcasterLoginParameters) {
  let started: { attemptId: string } | undefined
  // A newer GET_FARCASTER_URI gives the earlier wait up.
  let generation = 0
  // An approved login whose wallet this device must first restore with the code e-mailed for it.
  let waitingForRecovery: { userName: string } | undefined

  const outcome = async (attemptId: string, mine: number): Promise<SocialAttemptResponse> => {
    for (;;) {
      if (mine !== generation) throw new Error('A new Farcaster login started')
      const status = await api.socialFarcasterStatus()
      if (status.attemptId !== attemptId) throw new Error('Another login replaced this one')
      if (status.status !== 'PENDING') return status
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  }

  return {
    async uri(): Promise<FrameSuccessPayload<'GET_FARCASTER_URI'>> {
      generation += 1
      waitingForRecovery = undefined
      const dapp = origin()
      const { url, attemptId, expiresInSeconds } = await api.socialFarcasterStart({
        projectId,
        deviceId: deviceId(),
        ...(dapp ? { origin: dapp } : {}),
      })
      started = { attemptId }
      return { url, expiresInSeconds }
    },

    async connect({
      chainId,
    }: {
      chainId: string | number
    }): Promise<FrameSuccessPayload<'CONNECT_FARCASTER'>> {
      if (!started) throw new Error('Ask for the Farcaster URI first')
      const result = await outcome(started.attemptId, generation)
      if (result.status !== 'CONNECTED')
        throw new LoginFailedError(result.error ?? { message: 'The Farcaster login failed' })
      const userName = result.identity?.username ?? ''
      const adopted = await session.adoptLogin()
      if ('recovery' in adopted) {
        waitingForRecovery = { userName }
        return {
          action: 'VERIFY_RECOVERY_OTP',
          email: adopted.recovery.email,
          provider: 'farcaster',
        }
      }
      waitingForRecovery = undefined
      return { userName, address: adopted.user.address, chainId }
    },

    /** Whether an approved login waits for its recovery code (`CONNECT_SOCIAL_OTP` is for `recover`). */
    recovering(): boolean {
      return waitingForRecovery !== undefined
    },

    /** Gives a recovery in progress up: another login (a social one) started. */
    forgetRecovery(): void {
      waitingForRecovery = undefined
    },

    /** The recovery code after `connect` asked for one (a wrong one may be typed again). */
    async recover({
      otp,
      chainId,
    }: {
      otp: string
      chainId: string | number
    }): Promise<FrameSuccessPayload<'CONNECT_SOCIAL_OTP'>> {
      const waiting = waitingForRecovery
      if (!waiting) throw new Error('No Farcaster login is waiting for a recovery code')
      const user = await session.recoverWith(otp)
      waitingForRecovery = undefined
      return {
        email: user.email,
        address: user.address,
        chainId,
        accounts: [{ address: user.address, type: 'eoa' }],
        userName: waiting.userName || null,
        preferredAccountType: 'eoa',
        provider: 'farcaster',
      }
    },
  }
}
