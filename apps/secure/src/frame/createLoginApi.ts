import {
  type FarcasterStartRequest,
  httpStatusMessage,
  type MessageParams,
  type SocialStartRequest,
} from '@airlock/protocol'
import {
  authShareResponse,
  emailDeviceResendResponse,
  emailDeviceStatusResponse,
  emailMeResponse,
  emailSignOutResponse,
  emailStartResponse,
  emailVerifyResponse,
  farcasterStartResponse,
  recoveryCodeResponse,
  registerWalletResponse,
  socialAttemptResponse,
  socialIdentitiesResponse,
  socialStartResponse,
  updateEmailStartResponse,
  updateEmailVerifyPrimaryResponse,
  updateEmailVerifySecondaryResponse,
} from '@airlock/protocol/schemas'
import { z } from 'zod'

/** A refusal of the login API, with the server's message (SPEC §8's texts where it has one). */
export class LoginApiError extends Error {
  override name = 'LoginApiError'
  readonly status: number
  /** The server's code for its message (`errorBody`'s `code`), which the modal translates. */
  readonly messageCode: string | undefined
  readonly messageParams: MessageParams | undefined
  constructor({
    status,
    message,
    code,
    params,
  }: {
    status: number
    message: string
    code?: string | undefined
    params?: MessageParams | undefined
  }) {
    super(message)
    this.status = status
    this.messageCode = code
    this.messageParams = params
  }
}

const errorBody = z
  .object({
    message: z.string(),
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .partial()
const recoverResponse = z.object({ recoveryShare: z.string() })

/**
 * The secure frame's client of the e-mail and social logins: `/auth/v1/email/*` and
 * `/auth/v1/social/*` on its own origin (forwarded to the Airlock server by the secure origin, so
 * the session cookie is first-party and HttpOnly), and the secure origin's own `/wallet/recover`. Answers are checked against the protocol's schemas.
 *
 * @param parameters.fetch - Defaults to the global `fetch`.
 * @param parameters.frameSession - The page's secret for `/wallet/recover` (from its config).
 * @param parameters.locale - The modal's language, sent as `Accept-Language` so the server's
 *   e-mails (code, device approval, recovery notice) speak it; the browser's own for `auto`.
 * @returns One function per route.
 *
 * @example
 * import { createLoginApi } from './frame/createLoginApi.js'
 * const api = createLoginApi()
 * const { action } = await api.start({ email, projectId, deviceId, origin })
 */
export function createLoginApi({
  fetch: send = fetch,
  frameSession,
  locale = () => undefined,
}: {
  fetch?: typeof fetch
  frameSession?: string | undefined
  locale?: () => string | undefined
} = {}) {
  const call = async <schema extends z.ZodType>(
    path: string,
    schema: schema,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<z.output<schema>> => {
    const language = locale()
    const response = await send(path, {
      method: body === undefined && !path.endsWith('sign-out') ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(language && language !== 'auto' ? { 'accept-language': language } : {}),
        ...extraHeaders,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const parsed = errorBody.safeParse(json)
      throw new LoginApiError({
        status: response.status,
        message: (parsed.success && parsed.data.message) || httpStatusMessage(response.status),
        ...(parsed.success ? { code: parsed.data.code, params: parsed.data.params } : {}),
      })
    }
    return schema.parse(json)
  }
  const email = (path: string) => `/auth/v1/email${path}`
  const social = (path: string) => `/auth/v1/social${path}`
  return {
    start: (request: { email: string; projectId: string; deviceId: string; origin: string }) =>
      call(email('/start'), emailStartResponse, request),
    deviceStatus: () => call(email('/device/status'), emailDeviceStatusResponse),
    /** E-mails a new approval link for the waiting login; the old one stops working. */
    resendDeviceLink: () => call(email('/device/resend'), emailDeviceResendResponse, {}),
    verify: (code: string) => call(email('/verify'), emailVerifyResponse, { code }),
    me: () => call(email('/me'), emailMeResponse),
    signOut: () => call(email('/sign-out'), emailSignOutResponse),
    updateEmailStart: (newEmail: string) =>
      call(email('/update-email/start'), updateEmailStartResponse, { newEmail }),
    updateEmailPrimary: (code: string) =>
      call(email('/update-email/verify-primary'), updateEmailVerifyPrimaryResponse, { code }),
    updateEmailSecondary: (code: string) =>
      call(email('/update-email/verify-secondary'), updateEmailVerifySecondaryResponse, { code }),
    registerWallet: (request: { address: string; authShare: string; recoveryShare: string }) =>
      call(email('/wallet'), registerWalletResponse, request),
    authShare: () => call(email('/wallet/auth-share'), authShareResponse),
    /** E-mails a code for recovery (its own purpose) to the fresh session's address. */
    recoveryCode: (projectId: string) =>
      call(email('/wallet/recovery-code'), recoveryCodeResponse, { projectId }),
    /** The recovery share, for the recovery code the user typed (none for a social-only wallet). */
    recover: (code?: string) =>
      call(
        '/wallet/recover',
        recoverResponse,
        code === undefined ? {} : { code },
        frameSession ? { 'x-airlock-frame-session': frameSession } : {},
      ),
    socialStart: (request: SocialStartRequest) =>
      call(social('/start'), socialStartResponse, request),
    socialStatus: () => call(social('/status'), socialAttemptResponse),
    /** Gives the attempt `attemptId` up: its callback, should it still come, is refused. */
    socialCancel: (attemptId: string) =>
      call(social('/cancel'), socialAttemptResponse, { attemptId }),
    socialLinkVerify: (code: string) =>
      call(social('/link/verify'), socialAttemptResponse, { code }),
    socialIdentities: () => call(social('/identities'), socialIdentitiesResponse),
    socialUnlink: (id: string) => call(social('/unlink'), socialIdentitiesResponse, { id }),
    socialFarcasterStart: (request: FarcasterStartRequest) =>
      call(social('/farcaster/start'), farcasterStartResponse, request),
    socialFarcasterStatus: () => call(social('/farcaster/status'), socialAttemptResponse),
  }
}

export type LoginApi = ReturnType<typeof createLoginApi>
