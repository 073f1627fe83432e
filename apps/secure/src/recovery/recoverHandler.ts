import { PayloadTooLargeError, readLimitedBody } from '@airlock/protocol'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { z } from 'zod'
import type { FrameSessions } from './createFrameSessions.js'
import { openRecoveryShare } from './openRecoveryShare.js'

export type RecoverHandlerParameters = {
  serverUrl: string
  privateKey: CryptoKey
  /** The secrets written into the frame's pages: a recovery needs one. */
  frameSessions: FrameSessions
  /** Defaults to the global `fetch`. */
  fetch?: ((request: Request) => Promise<Response>) | undefined
}

const sealedAnswer = z.object({ recoveryShare: z.string().min(1).max(2048) })
/** The frame's body: the recovery code the user typed (none for a wallet with no e-mail address). */
const recoverRequest = z.object({ code: z.string().max(16).optional() })
const maxBodyBytes = 1024

/**
 * `POST /wallet/recover` on the secure origin: for the frame of a logged-in user on a new device,
 * sends the recovery code the user typed (`{ code }`, at most 1 KiB of JSON, 413 beyond) to the
 * Airlock server with the user's session cookie, so the server decides who may have the sealed
 * recovery share, and opens the share it answers with the recovery key. A request must
 * carry, in `X-Airlock-Frame-Session`, the secret this origin wrote into a frame page it served
 * (never a header a script could make up, such as `Sec-Fetch-Site`); the first login session to
 * use a secret binds it, and a secret opens one share at most.
 *
 * @param parameters - The server and the recovery key.
 * @returns A Hono handler.
 *
 * @example
 * import { recoverHandler } from './recovery/recoverHandler.js'
 * app.post('/wallet/recover', recoverHandler({ serverUrl, privateKey: recoveryKey.privateKey, frameSessions }))
 */
export function recoverHandler({
  serverUrl,
  privateKey,
  frameSessions,
  fetch: send = fetch,
}: RecoverHandlerParameters) {
  return async (c: Context) => {
    const forbidden = () =>
      c.json({ name: 'ForbiddenError', message: 'Only the wallet frame may recover a wallet' }, 403)
    const secret = c.req.header('x-airlock-frame-session')
    if (!secret || secret.length > 128) return forbidden()
    const session = getCookie(c, '__Host-airlock-wallet') ?? getCookie(c, 'airlock-wallet')
    if (!session)
      return c.json({ name: 'UnauthorizedError', message: 'Log in to recover your wallet' }, 401)
    if (frameSessions.check(secret, session) !== 'ok') return forbidden()
    let text: string
    try {
      text = new TextDecoder().decode(await readLimitedBody(c.req.raw, maxBodyBytes))
    } catch (error) {
      if (error instanceof PayloadTooLargeError)
        return c.json({ name: error.name, message: error.shortMessage }, 413)
      throw error
    }
    let parsed: unknown
    try {
      parsed = text.trim() === '' ? {} : JSON.parse(text)
    } catch {
      parsed = undefined
    }
    const request = recoverRequest.safeParse(parsed)
    if (!request.success)
      return c.json({ name: 'InvalidRequestError', message: 'Expected { code }' }, 400)
    const cookie = c.req.header('cookie')
    // The notice e-mail speaks the visitor's language (the frame sends the modal's).
    const language = c.req.header('accept-language')
    let response: Response
    try {
      response = await send(
        new Request(`${serverUrl}/auth/v1/email/wallet/recovery-share`, {
          method: 'POST',
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(language ? { 'accept-language': language } : {}),
            'content-type': 'application/json',
          },
          body: JSON.stringify(request.data.code === undefined ? {} : { code: request.data.code }),
          signal: AbortSignal.timeout(10_000),
        }),
      )
    } catch {
      return c.json(
        { name: 'ServerUnavailableError', message: 'The Airlock server did not answer' },
        502,
      )
    }
    if (!response.ok)
      return new Response(response.body, {
        status: response.status,
        headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
      })
    const sealed = sealedAnswer.safeParse(await response.json().catch(() => undefined))
    if (!sealed.success)
      return c.json({ name: 'RecoveryError', message: 'The server sent no recovery share' }, 502)
    try {
      const recoveryShare = await openRecoveryShare(sealed.data.recoveryShare, privateKey)
      frameSessions.consume(secret)
      return c.json({ recoveryShare })
    } catch {
      // Sealed to another key: the operator changed the recovery key without migrating.
      return c.json({ name: 'RecoveryError', message: 'The recovery share cannot be opened' }, 503)
    }
  }
}
