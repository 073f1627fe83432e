import type { AuthShareResponse } from '@airlock/protocol'
import type { LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import { openAuthShare } from '../../email/openAuthShare.js'
import { WalletNotFoundError } from '../../errors/emailAuth.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * The user's auth share, opened with the user's data key.
 *
 * @param context - The e-mail wallet context.
 * @param session - The logged-in session.
 * @returns `{ address, authShare }`.
 * @throws {WalletNotFoundError} 404 before the wallet is registered.
 *
 * @example
 * import { readAuthShare } from './services/emailAuth/readAuthShare.js'
 * return c.json(await readAuthShare(context, session))
 */
export async function readAuthShare(
  context: EmailAuthContext,
  session: LiveEmailSession,
): Promise<AuthShareResponse> {
  const wallet = await context.repository.findWallet(session.userId)
  if (!wallet) throw new WalletNotFoundError()
  const share = openAuthShare({
    keys: await context.keys(),
    userId: session.userId,
    address: wallet.address,
    sealed: wallet,
  })
  const authShare = `0x${share.toString('hex')}`
  share.fill(0)
  return { address: wallet.address, authShare }
}
