import type { ProfileAccount, ProfileRegisterRequest } from '@airlock/protocol'
import { profileRegistrationMessage } from '@airlock/protocol/schemas'
import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import type { SignatureVerifier } from '../auth/createSignatureVerifier.js'
import {
  InvalidNameMessageError,
  InvalidNameSignatureError,
  NameRegistrationNotAllowedError,
  NameReservedError,
  NameTakenError,
  ReplayedNameMessageError,
  StaleNameMessageError,
  UnsupportedCoinTypeError,
} from '../errors/names.js'
import type { NameRepository } from './createNameRepository.js'
import { normalizeProfileName } from './normalizeProfileName.js'
import type { SmartAccountOwners } from './smartAccountOwner.js'
import { toProfileAccount } from './toProfileAccount.js'

/** What registration needs. */
export type NameServiceContext = {
  names: NameRepository
  verifier: SignatureVerifier
  zone: string
  reserved: readonly string[]
  /** The EVM chains served: a coin type must be ENSIP-11's form of one of them. */
  chainIds: readonly number[]
  /** The server's clock, in milliseconds. Defaults to `Date.now`. */
  now?: () => number
  /**
   * The owner of an embedded wallet's smart account (`smartAccountOwner`): with it, a project that
   * lets only embedded wallets register names also accepts their smart accounts.
   */
  smartAccountOwner?: SmartAccountOwners | undefined
}

export type RegisterNameParameters = {
  body: ProfileRegisterRequest
  /** The project's `nameRegistration` setting. */
  who: 'embedded' | 'any'
}

/** How far a message's timestamp may be from the server's clock. */
const nameMessageSkewSeconds = 600

/**
 * Registers a name (`POST /v1/profile/account`), or updates its attributes when its owner signs
 * again. In order: the message's shape, the coin type (a served chain's), the name (ENSIP-15 and
 * the model's rule, the zone, the reserved list), the timestamp (±10 min), who may register, the
 * signature (EOA, ERC-1271 or ERC-6492, through viem's `verifyMessage` on that chain), then one
 * write that refuses a taken name and a message no newer than the last. A refusal writes nothing.
 *
 * @param context - Repository, verifier and settings.
 * @param parameters - The request body and the project's rule.
 * @returns The registered name.
 * @throws {InvalidNameMessageError | UnsupportedCoinTypeError | InvalidNameError | NameReservedError | StaleNameMessageError | NameRegistrationNotAllowedError | InvalidNameSignatureError | NameTakenError | ReplayedNameMessageError}
 *
 * @example
 * import { registerName } from './names/registerName.js'
 * await registerName(context, { body, who: 'any' }) // { name: 'alice.airlock.test', … }
 */
export async function registerName(
  context: NameServiceContext,
  { body, who }: RegisterNameParameters,
): Promise<ProfileAccount> {
  const now = Math.floor((context.now ?? Date.now)() / 1000)
  if (!isAddress(body.address, { strict: false }))
    throw new InvalidNameMessageError({ reason: '"address" is not an EVM address' })
  if (!isHex(body.signature) || body.signature.length < 132)
    throw new InvalidNameMessageError({ reason: '"signature" is not a hex signature' })
  const address = getAddress(body.address)
  const chainId = chainIdOf(body.coin_type, context.chainIds)
  const message = parseMessage(body.message)
  const { label, name } = normalizeProfileName(message.name, context.zone)
  if (context.reserved.includes(label)) throw new NameReservedError({ name })
  if (Math.abs(now - message.timestamp) > nameMessageSkewSeconds)
    throw new StaleNameMessageError({
      ...{ timestamp: message.timestamp, now },
      skewSeconds: nameMessageSkewSeconds,
    })
  if (who === 'embedded' && !(await isEmbedded(context, address, chainId, body.signature as Hex)))
    throw new NameRegistrationNotAllowedError({ address })
  const valid = await context.verifier.verify({
    ...{ chainId, address, message: body.message },
    signature: body.signature as Hex,
  })
  if (!valid) throw new InvalidNameSignatureError({ address })
  const at = new Date(now * 1000)
  const attributes = Object.fromEntries(
    Object.entries(message.attributes).filter((entry): entry is [string, string] => !!entry[1]),
  )
  const row = {
    ...{ name, address, coinType: body.coin_type, attributes },
    ...{ signedAt: message.timestamp, registeredAt: at, updatedAt: at },
  }
  const saved = await context.names.save(row)
  if (saved === 'taken') throw new NameTakenError({ name })
  if (saved === 'replayed') throw new ReplayedNameMessageError({ name })
  const stored = await context.names.get(name)
  return toProfileAccount(stored ?? row)
}

/** An embedded wallet's own address, or its smart account (the owner is an embedded wallet). */
async function isEmbedded(
  context: NameServiceContext,
  address: Address,
  chainId: number,
  signature: Hex,
): Promise<boolean> {
  if (await context.names.isEmbeddedWallet(address)) return true
  const owner = await context.smartAccountOwner?.({ chainId, address, signature })
  return owner !== undefined && (await context.names.isEmbeddedWallet(owner))
}

function chainIdOf(coinType: number, chainIds: readonly number[]): number {
  const chainId = coinType === 60 ? 1 : coinType >= 0x80000000 ? coinType - 0x80000000 : -1
  if (chainId < 1 || chainId >= 0x80000000 || !chainIds.includes(chainId))
    throw new UnsupportedCoinTypeError({ coinType })
  return chainId
}

function parseMessage(text: string) {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new InvalidNameMessageError({ reason: '"message" is not JSON' })
  }
  const parsed = profileRegistrationMessage.safeParse(json)
  if (!parsed.success)
    throw new InvalidNameMessageError({
      reason:
        `"message" is not { name, attributes, timestamp }: ${parsed.error.issues[0]?.path.join('.') || 'value'} ${parsed.error.issues[0]?.message ?? ''}`.trim(),
    })
  return parsed.data
}
