import type { SessionApp } from '@airlock/protocol'
import type { FrameErrorType } from '../errors/embedded.js'
import type { Airlock } from '../types/airlock.js'
import { type GetEmailWalletErrorType, getEmailWallet } from './getEmailWallet.js'

export type { SessionApp }

export type GetSessionAppsReturnType = SessionApp[]

export type GetSessionAppsErrorType = GetEmailWalletErrorType | FrameErrorType

/**
 * Which app each of the e-mail wallet's ERC-7715 sessions was granted to, as the secure frame
 * recorded it when it granted: the origin it was bound to, and the name and icon the app's
 * metadata gave. The chain knows only the session's key; a session granted in another browser
 * is not listed.
 *
 * @param airlock - The client.
 * @returns One entry per session this browser's frame granted, by its `pci`.
 *
 * @example
 * import { getSessionApps } from '@airlock/core'
 * const apps = await getSessionApps(airlock) // [{ pci: '0xab…', origin: 'https://app.example', name: 'Example' }]
 */
export async function getSessionApps(airlock: Airlock): Promise<GetSessionAppsReturnType> {
  const client = await (await getEmailWallet(airlock)).getFrame()
  return (await client.request('GET_SESSION_APPS', undefined)).apps
}
