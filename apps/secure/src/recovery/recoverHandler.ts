import type { Context } from 'hono'
import { z } from 'zod'
import { openRecoveryShare } from './openRecoveryShare.js'

export type RecoverHandlerParameters = {
  serverUrl: string
  privateKey: CryptoKey
  /** Defaults to the global `fetch`. */
  fetch?: ((request: Request) => Promise<Response>) | undefined
}

const sealedAnswer = z.object({ recoveryShare: z.string().min(1).max(2048) })

/**
 * `POST /wallet/recover` on the secure origin: for the frame of a logged-in user on a new device,
 * fetches the user's sealed recovery share from the Airlock server (with the user's session
 * cookie, so the server decides who may have it) and opens it with the recovery key. Only
 * same-origin requests are served (`Sec-Fetch-Site`), so no other page can ask for a share.
 *
 * @param parameters - The server and the recovery key.
 * @returns A Hono handler.
 *
 * @example
 * import { recoverHandler } from './recovery/recoverHandler.js'
 * app.post('/wallet/recover', recoverHandler({ serverUrl, privateKey: recoveryKey.privateKey }))
 */
export function recoverHandler({
  serverUrl,
  privateKey,
  fetch: send = fetch,
}: RecoverHandlerParameters) {
  return async (c: Context) => {
    if (c.req.header('sec-fetch-site') !== 'same-origin')
      return c.json(
        { name: 'ForbiddenError', message: 'Only the wallet frame may recover a wallet' },
        403,
      )
    const cookie = c.req.header('cookie')
    let response: Response
    try {
      response = await send(
        new Request(`${serverUrl}/auth/v1/email/wallet/recovery-share`, {
          headers: cookie ? { cookie } : {},
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
      return c.json({
        recoveryShare: await openRecoveryShare(sealed.data.recoveryShare, privateKey),
      })
    } catch {
      // Sealed to another key: the operator changed the recovery key without migrating.
      return c.json({ name: 'RecoveryError', message: 'The recovery share cannot be opened' }, 503)
    }
  }
}
