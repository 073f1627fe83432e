import {
  type FrameSuccessPayload,
  type SocialAttemptResponse,
  socialLoginLimits,
} from '@airlock/protocol'
import { socialResultMessage } from '@airlock/protocol/schemas'
import { LoginFailedError } from '../errors/login.js'
import type { LoginApi } from './createLoginApi.js'
import type { WalletSession } from './createWalletSession.js'

type LoggedIn = { email: string | null; address: string }

/** The part of a `BroadcastChannel` the social login listens on. */
export type ResultChannel = {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
}

export type CreateSocialLoginParameters = {
  api: Pick<LoginApi, 'socialStart' | 'socialStatus' | 'socialLinkVerify' | 'socialCancel'>
  session: Pick<WalletSession, 'adoptLogin' | 'recoverWith'>
  projectId: string
  /** The secure origin's name for this browser. */
  deviceId: () => string
  /** The dapp the frame is bound to. */
  origin: () => string | undefined
  /** `new BroadcastChannel(socialResultChannel)`: the callback page says an attempt came back. */
  channel: ResultChannel
  /** How often the attempt's status is read without a word from the callback page. Defaults to 2 s. */
  pollMs?: number | undefined
  /** How long `CONNECT_SOCIAL` waits at most. Defaults to the attempt's lifetime (10 min). */
  timeoutMs?: number | undefined
}

/**
 * The frame's side of a social login. `GET_SOCIAL_REDIRECT_URI` starts an attempt at the server
 * (through the secure origin's proxy, which sets the attempt cookie on this origin) and answers
 * the provider's authorization URL for the modal's popup. `CONNECT_SOCIAL` waits until the
 * attempt comes back: woken by the callback page over the secure origin's `BroadcastChannel`, or
 * by its own poll, it reads the outcome from the server (never from a message), then creates or
 * restores the wallet exactly as after an e-mail code. A link to an e-mail wallet answers
 * `{ action: 'VERIFY_OTP', email }` and `CONNECT_SOCIAL_OTP` finishes it.
 *
 * @param parameters - The login API, the wallet session, the project and the result channel.
 * @returns One function per frame request.
 *
 * @example
 * import { createSocialLogin } from './frame/createSocialLogin.js'
 * const social = createSocialLogin({ api, session, projectId, deviceId, origin, channel })
 * const { uri } = await social.redirectUri({ provider: 'google' })
 */
export function createSocialLogin({
  api,
  session,
  projectId,
  deviceId,
  origin,
  channel,
  pollMs = 2_000,
  timeoutMs = socialLoginLimits.attemptTtlMs,
}: CreateSocialLoginParameters) {
  let pending: { attemptId: string; cancel: (reason: Error) => void } | undefined
  // A login whose wallet this device must first restore with the recovery code e-mailed for it.
  let recovering: SocialAttemptResponse | undefined

  const answer = (user: LoggedIn, result: SocialAttemptResponse, chainId: string | number) => ({
    email: user.email ?? result.identity?.email ?? null,
    address: user.address,
    chainId,
    accounts: [{ address: user.address, type: 'eoa' as const }],
    userName: result.identity?.username ?? null,
    preferredAccountType: 'eoa' as const,
    provider: result.provider,
  })

  const connected = async (
    result: SocialAttemptResponse,
    chainId: string | number,
  ): Promise<FrameSuccessPayload<'CONNECT_SOCIAL_OTP'>> => {
    const adopted = await session.adoptLogin()
    if ('recovery' in adopted) {
      recovering = result
      const { email } = adopted.recovery
      return { action: 'VERIFY_RECOVERY_OTP', email, provider: result.provider }
    }
    recovering = undefined
    return answer(adopted.user, result, chainId)
  }

  // Resolves with the attempt's outcome once it is no longer pending.
  const outcome = (attemptId: string) =>
    new Promise<SocialAttemptResponse>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      let reading = false
      const stop = () => {
        clearTimeout(timer)
        clearTimeout(deadline)
        channel.removeEventListener('message', onMessage)
        if (pending?.attemptId === attemptId) pending = undefined
      }
      const check = async () => {
        if (reading) return
        reading = true
        clearTimeout(timer)
        try {
          const status = await api.socialStatus()
          if (status.attemptId !== attemptId)
            throw new Error('Another social login replaced this one')
          if (status.status !== 'PENDING') {
            stop()
            return resolve(status)
          }
        } catch (error) {
          stop()
          return reject(error)
        } finally {
          reading = false
        }
        timer = setTimeout(check, pollMs)
      }
      const onMessage = (event: { data: unknown }) => {
        const message = socialResultMessage.safeParse(event.data)
        if (message.success && (message.data.attemptId ?? attemptId) === attemptId) void check()
      }
      const deadline = setTimeout(() => {
        stop()
        reject(new Error('Social login timed out'))
      }, timeoutMs)
      pending = {
        attemptId,
        cancel: (reason) => {
          stop()
          reject(reason)
        },
      }
      channel.addEventListener('message', onMessage)
      timer = setTimeout(check, pollMs)
    })

  let started: { attemptId: string } | undefined
  // The start the server is answering now: a cancel waits for it, to give its attempt up too.
  let starting: Promise<{ attemptId: string }> | undefined
  // Counts starts and cancels: a start answered after either is stale.
  let generation = 0

  return {
    async redirectUri({
      provider,
      link,
    }: {
      provider: string
      link?: boolean | undefined
    }): Promise<FrameSuccessPayload<'GET_SOCIAL_REDIRECT_URI'>> {
      pending?.cancel(new Error('A new social login started'))
      recovering = undefined
      const dapp = origin()
      const mine = ++generation
      const request = api.socialStart({
        provider,
        projectId,
        deviceId: deviceId(),
        ...(dapp ? { origin: dapp } : {}),
        ...(link ? { link } : {}),
      })
      starting = request
      const { uri, attemptId } = await request
      // Given up (or replaced) while the server was answering.
      if (mine !== generation) throw new Error('The social login was cancelled')
      starting = undefined
      started = { attemptId }
      return { uri }
    },

    /**
     * Gives the attempt in progress up (`CANCEL_SOCIAL`: Back on ConnectingSocial): the wait for
     * it ends, and the server ends it, so its callback, should it still come, logs no one in.
     */
    async cancel(): Promise<undefined> {
      pending?.cancel(new Error('The social login was cancelled'))
      generation++
      recovering = undefined
      const inFlight = starting
      const attempt = started ?? (await inFlight?.catch(() => undefined))
      started = undefined
      starting = undefined
      if (attempt) await api.socialCancel(attempt.attemptId)
      return undefined
    },

    async connect({
      chainId,
    }: {
      chainId: string | number
    }): Promise<FrameSuccessPayload<'CONNECT_SOCIAL'>> {
      if (!started) throw new Error('Ask for the social redirect URI first')
      const result = await outcome(started.attemptId)
      if (result.status === 'FAILED')
        throw new LoginFailedError(result.error ?? { message: 'The social login failed' })
      if (result.status === 'VERIFY_OTP')
        return { action: 'VERIFY_OTP', email: result.email ?? '', provider: result.provider }
      return connected(result, chainId)
    },

    /** The link code, or after `VERIFY_RECOVERY_OTP` the recovery code (a wrong one may be retyped). */
    async connectOtp({
      otp,
      chainId,
    }: {
      otp: string
      chainId: string | number
    }): Promise<FrameSuccessPayload<'CONNECT_SOCIAL_OTP'>> {
      const waiting = recovering
      if (waiting) {
        const user = await session.recoverWith(otp)
        recovering = undefined
        return answer(user, waiting, chainId)
      }
      return connected(await api.socialLinkVerify(otp), chainId)
    },
  }
}

export type SocialLogin = ReturnType<typeof createSocialLogin>
