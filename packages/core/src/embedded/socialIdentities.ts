import type { FrameSuccessPayload } from '@airlock/protocol'
import { createEmbeddedWalletStorage } from '../adapters/embedded/createEmbeddedWalletStorage.js'
import type { FrameErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

/** The wallet's social accounts and whether it has an e-mail login. */
export type SocialIdentities = FrameSuccessPayload<'GET_SOCIAL_IDENTITIES'>

export type SocialIdentitiesErrorType = GetEmailWalletErrorType | FrameErrorType

/**
 * The logged-in embedded wallet's social accounts (provider, user name, when linked) and whether
 * it can also be logged into by e-mail, as the frame reads them from the server.
 *
 * @param airlock - The client.
 * @returns The accounts.
 *
 * @example
 * import { getSocialIdentities } from '@airlock/core'
 * const { identities, emailLogin } = await getSocialIdentities(airlock)
 */
export async function getSocialIdentities(airlock: Airlock): Promise<SocialIdentities> {
  const client = await (await getEmailWallet(airlock)).getFrame()
  return client.request('GET_SOCIAL_IDENTITIES', undefined)
}

/**
 * Unlinks one of the wallet's social accounts. The server refuses the last way in (the only
 * social account of a wallet without an e-mail login); the frame's message says so.
 *
 * @param airlock - The client.
 * @param parameters - The account's `id` (from `getSocialIdentities`).
 * @returns The accounts left.
 *
 * @example
 * import { unlinkSocial } from '@airlock/core'
 * await unlinkSocial(airlock, { id: '2' })
 */
export async function unlinkSocial(
  airlock: Airlock,
  { id }: { id: string },
): Promise<SocialIdentities> {
  const client = await (await getEmailWallet(airlock)).getFrame()
  const left = await client.request('UNLINK_SOCIAL', { id })
  // The provider this session logged in with is gone: the settings no longer name it.
  const { socialProvider } = airlock.store.getState().embeddedWallet
  if (socialProvider && !left.identities.some((identity) => identity.provider === socialProvider)) {
    createEmbeddedWalletStorage(airlock.storage).setSocial(undefined)
    airlock.store.setState((state) => ({
      embeddedWallet: {
        ...state.embeddedWallet,
        socialProvider: undefined,
        socialUsername: undefined,
      },
    }))
  }
  return left
}
