import type { EmbeddedAccountType } from '../adapters/embedded/types.js'
import type { FrameErrorType, SmartAccountUnsupportedErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type SetEmailAccountTypeParameters = {
  type: EmbeddedAccountType
}

export type SetEmailAccountTypeErrorType =
  | GetEmailWalletErrorType
  | FrameErrorType
  | SmartAccountUnsupportedErrorType

/**
 * Asks the e-mail wallet for its EOA or its smart account; the connected address follows. A
 * refused smart account leaves the EOA and rejects with `SmartAccountUnsupportedError` ('This
 * application might not support Smart Accounts').
 *
 * @param airlock - The client.
 * @param parameters - The account type.
 * @returns The type now in use.
 *
 * @example
 * import { setEmailAccountType } from '@airlock/core'
 * await setEmailAccountType(airlock, { type: 'eoa' })
 */
export async function setEmailAccountType(
  airlock: Airlock,
  { type }: SetEmailAccountTypeParameters,
): Promise<EmbeddedAccountType> {
  const wallet = await getEmailWallet(airlock)
  return wallet.setPreferredAccount(type)
}
