import type { RegisterWalletRequest } from '@airlock/protocol'
import { getAddress, hexToBytes } from 'viem'
import type { LiveEmailSession } from '../../db/emailWalletRepositoryTypes.js'
import { isSealedRecoveryShare } from '../../email/isSealedRecoveryShare.js'
import { sealWalletShares } from '../../email/sealWalletShares.js'
import {
  InvalidWalletSharesError,
  UnsealedRecoveryShareError,
  WalletAlreadyExistsError,
} from '../../errors/emailAuth.js'
import type { EmailAuthContext } from './emailAuthContext.js'

/**
 * Keeps a user's wallet shares, once per user: the auth share under the user's data key, the
 * recovery share as the secure origin sealed it (the server cannot read it, by design).
 *
 * @param context - The e-mail wallet context.
 * @param session - The logged-in session.
 * @param body - `{ address, authShare, recoveryShare }`.
 * @returns The wallet's checksummed address.
 * @throws {UnsealedRecoveryShareError} 400 for a recovery share in the clear.
 * @throws {InvalidWalletSharesError} 400 for an auth share with the x coordinate 0.
 * @throws {WalletAlreadyExistsError} 409 when the user has a wallet.
 *
 * @example
 * import { registerEmailWallet } from './services/emailAuth/registerEmailWallet.js'
 * const address = await registerEmailWallet(context, session, body)
 */
export async function registerEmailWallet(
  context: EmailAuthContext,
  session: LiveEmailSession,
  body: RegisterWalletRequest,
): Promise<`0x${string}`> {
  // Only a share the secure origin sealed to its own key: with a share in the clear next to
  // the auth share, the server alone could rebuild the key.
  if (!isSealedRecoveryShare(body.recoveryShare)) throw new UnsealedRecoveryShareError()
  const authShare = hexToBytes(body.authShare as `0x${string}`)
  // The last byte of a share is its x coordinate: 1 to 255. The sealed recovery share cannot
  // be checked: the server cannot read it, by design.
  if (!authShare.at(-1))
    throw new InvalidWalletSharesError({ reason: 'a share has the x coordinate 0' })
  const address = getAddress(body.address)
  const sealed = sealWalletShares({
    keys: await context.keys(),
    userId: session.userId,
    address,
    authShare,
    recoveryShare: body.recoveryShare,
  })
  const result = await context.repository.registerWallet({
    userId: session.userId,
    address,
    ...sealed,
    createdAt: context.now(),
  })
  if (result !== 'created') throw new WalletAlreadyExistsError({ reason: result })
  return address
}
