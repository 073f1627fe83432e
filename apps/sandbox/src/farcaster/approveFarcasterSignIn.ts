import { type FarcasterTestAccount, farcasterTestAccounts } from '@airlock/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import {
  FarcasterApprovalRefusedError,
  FarcasterChannelGoneError,
  InvalidConnectLinkError,
  UnknownFarcasterAccountError,
} from '../errors/farcaster.js'

/** A pending channel's sign-in parameters, as the relay's status answers them. */
export type FarcasterSignInRequest = {
  channelToken: string
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
}

/**
 * The channel token of a Farcaster sign-in link: `farcaster://connect?channelToken=…` or any
 * `https://` link carrying `channelToken` (what a QR code or an "open the app" button holds).
 *
 * @param link - The link as scanned or pasted.
 * @returns The token.
 * @throws {InvalidConnectLinkError} The link carries no token.
 *
 * @example
 * import { parseConnectLink } from './farcaster/approveFarcasterSignIn.js'
 * parseConnectLink('farcaster://connect?channelToken=ABC') // 'ABC'
 */
export function parseConnectLink(link: string): string {
  const url = URL.canParse(link.trim()) ? new URL(link.trim()) : undefined
  const token = url?.searchParams.get('channelToken')
  if (!url || !['farcaster:', 'https:', 'http:'].includes(url.protocol) || !token)
    throw new InvalidConnectLinkError({ link })
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(token)) throw new InvalidConnectLinkError({ link })
  return token
}

/**
 * Reads a pending channel from the relay, as the Farcaster app does before asking its user.
 *
 * @param relayUrl - The relay's base URL (the Airlock server).
 * @param link - The sign-in link.
 * @returns The sign-in parameters.
 * @throws {FarcasterChannelGoneError} The channel is not pending (expired, answered, unknown).
 *
 * @example
 * import { readSignInRequest } from './farcaster/approveFarcasterSignIn.js'
 * const { domain } = await readSignInRequest('http://127.0.0.1:8787', link)
 */
export async function readSignInRequest(
  relayUrl: string,
  link: string,
): Promise<FarcasterSignInRequest> {
  const channelToken = parseConnectLink(link)
  const response = await fetch(`${relayUrl}/v1/channel/status`, {
    headers: { authorization: `Bearer ${channelToken}` },
  })
  // Only a pending channel can be read without consuming it: anything else is gone for this app.
  if (response.status !== 202) throw new FarcasterChannelGoneError()
  const { signatureParams } = (await response.json()) as {
    signatureParams: Omit<FarcasterSignInRequest, 'channelToken'>
  }
  return { channelToken, ...signatureParams }
}

/** The seeded account of a FID (defaults to the first). */
export function farcasterAccount(fid: number | undefined): FarcasterTestAccount {
  const account =
    fid === undefined
      ? farcasterTestAccounts[0]
      : farcasterTestAccounts.find((entry) => entry.fid === fid)
  if (!account) throw new UnknownFarcasterAccountError({ fid: fid ?? 0 })
  return account
}

export type ApproveFarcasterSignInParameters = {
  /** The relay's base URL (the Airlock server). */
  relayUrl: string
  /** The sign-in link. */
  link: string
  /** The seeded account that approves. Defaults to the first (fid 1001). */
  fid?: number | undefined
  /** `FARCASTER_RELAY_KEY`, when the relay asks for one. */
  relayKey?: string | undefined
}

/**
 * Approves a Sign In With Farcaster request as the Farcaster app does: reads the channel, builds
 * the FIP-11 message (statement `Farcaster Auth`, chain 10, `farcaster://fid/<fid>`), signs it
 * with the account's seeded custody key and answers the channel.
 *
 * @param parameters - Relay, link, account and relay key.
 * @returns The domain signed in to and the account.
 * @throws {FarcasterApprovalRefusedError} The relay refused the answer.
 *
 * @example
 * import { approveFarcasterSignIn } from '@airlock/sandbox'
 * await approveFarcasterSignIn({ relayUrl: 'http://127.0.0.1:8787', link, fid: 1002 })
 */
export async function approveFarcasterSignIn({
  relayUrl,
  link,
  fid,
  relayKey,
}: ApproveFarcasterSignInParameters) {
  const account = farcasterAccount(fid)
  const request = await readSignInRequest(relayUrl, link)
  const signer = privateKeyToAccount(account.custodyPrivateKey)
  const message = createSiweMessage({
    domain: request.domain,
    address: signer.address,
    statement: 'Farcaster Auth',
    uri: request.siweUri,
    version: '1',
    chainId: 10,
    nonce: request.nonce,
    issuedAt: new Date(),
    ...(request.notBefore ? { notBefore: new Date(request.notBefore) } : {}),
    ...(request.expirationTime ? { expirationTime: new Date(request.expirationTime) } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    resources: [`farcaster://fid/${account.fid}`],
  })
  const signature = await signer.signMessage({ message })
  const response = await fetch(`${relayUrl}/v1/channel/authenticate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${request.channelToken}`,
      ...(relayKey ? { 'x-farcaster-auth-relay-key': relayKey } : {}),
    },
    body: JSON.stringify({
      message,
      signature,
      fid: account.fid,
      username: account.username,
      displayName: account.displayName,
      bio: account.bio,
    }),
  })
  if (response.status !== 201) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; details?: string }
    const reason = [body.message, body.details].filter(Boolean).join(': ')
    throw new FarcasterApprovalRefusedError({ status: response.status, reason })
  }
  return { domain: request.domain, fid: account.fid, username: account.username }
}
