import { getAddress, isAddress } from 'viem'
import type { SiwxMessage, SiwxMessageData } from './types.js'

/**
 * The EIP-4361 text of a sign-in message (for a `solana:` chain its CAIP-122 form, Sign In With
 * Solana). An EVM address is written in its EIP-55 checksum form, as EIP-4361 requires (servers
 * refuse an all lower-case one), whatever case the wallet reported.
 *
 * @example
 * createSiweText({ accountAddress: '0x…', chainId: 'eip155:1', domain: 'app.example', … })
 */
export function createSiweText(data: SiwxMessageData): string {
  const chain = data.chainId.split(':')[1] ?? data.chainId
  // CAIP-122 for Solana (Sign In With Solana): the same lines, a base58 address and the
  // cluster's CAIP-2 reference as its Chain ID.
  const solana = data.chainId.startsWith('solana:')
  const lines = [
    `${data.domain} wants you to sign in with your ${solana ? 'Solana' : 'Ethereum'} account:`,
    !solana && isAddress(data.accountAddress, { strict: false })
      ? getAddress(data.accountAddress)
      : data.accountAddress,
    '',
    ...(data.statement ? [data.statement.replace(/\n/g, ' '), ''] : ['']),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chain}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ]
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  return lines.join('\n')
}

/** A nonce from the browser's CSPRNG: 128 bits, alphanumeric as EIP-4361 requires. */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The page's own domain and URI, which the server checks against the project's origins. */
export function pageIdentity(): { domain: string; uri: string } {
  if (typeof location === 'undefined') return { domain: 'localhost', uri: 'http://localhost' }
  return { domain: location.host, uri: location.origin }
}

const dayMs = 24 * 60 * 60 * 1000

/**
 * A sign-in message for this page: the account, its chain, the page's domain and URI, `nonce`,
 * issued now and valid for a day.
 */
export function createSiwxMessage({
  accountAddress,
  chainId,
  nonce,
}: {
  accountAddress: string
  chainId: string
  nonce: string
}): SiwxMessage {
  const now = Date.now()
  const data: SiwxMessageData = {
    accountAddress,
    chainId,
    ...pageIdentity(),
    version: '1',
    nonce,
    statement: 'Sign in with your wallet.',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + dayMs).toISOString(),
  }
  return { ...data, text: createSiweText(data) }
}
