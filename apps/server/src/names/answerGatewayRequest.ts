import {
  type Address,
  concat,
  decodeFunctionData,
  encodeAbiParameters,
  getAddress,
  type Hex,
  isHex,
  keccak256,
  namehash,
  numberToHex,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { normalize } from 'viem/ens'
import { InvalidGatewayRequestError } from '../errors/names.js'
import type { GatewayAnswerCache, GatewayCall } from './createGatewayAnswerCache.js'
import type { NameRepository } from './createNameRepository.js'
import { nameAvatar } from './nameAvatar.js'

/** The resolver calls the gateway answers, and the ENSIP-10 envelope they come in. */
export const gatewayAbi = parseAbi([
  'function resolve(bytes name, bytes data) view returns (bytes)',
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

export type GatewayContext = {
  names: NameRepository
  zone: string
  signer: PrivateKeyAccount
  /** How long a signed answer is valid, in seconds. */
  ttlSeconds: number
  /** The server's clock, in milliseconds. Defaults to `Date.now`. */
  now?: () => number
  /**
   * Decoded calls and signed answers kept between requests (`createGatewayAnswerCache`). Defaults
   * to none: every request is decoded and signed.
   */
  cache?: GatewayAnswerCache
}

/**
 * Answers one ERC-3668 request of the zone's offchain resolver: `callData` is
 * `resolve(bytes name, bytes data)` (ENSIP-10) with `data` an `addr` (coin type 60 or an ENSIP-11
 * one), `text` (`avatar`, `description`…) or `name` (for `<address>.addr.reverse` and ENSIP-19's
 * `<address>.<coinType>.reverse`) call. The result is signed for `sender` (the resolver) with
 * an expiry: `abi.encode(result, expires, signature)` over
 * `keccak256(0x1900 ‖ sender ‖ expires ‖ keccak256(callData) ‖ keccak256(result))`.
 * A name with no record answers the empty value, signed too.
 *
 * With a `cache`, the record is still read for every request, and the answer last signed for the
 * same signer, sender and call data is sent again only when it holds that very record and has
 * at least half its validity left, and no less than the 60 s a client may keep it
 * (`Cache-Control`): a changed record is answered at once, and no answer outlives its signature
 * where it is kept.
 *
 * @param context - Names, zone, signer, answer lifetime and the optional cache.
 * @param request - The resolver (`sender`) and the call data, both lower case.
 * @returns The signed response, hex.
 * @throws {InvalidGatewayRequestError} For malformed call data, a node that is not the name's, or
 * an unsupported record.
 *
 * @example
 * import { answerGatewayRequest } from './names/answerGatewayRequest.js'
 * const data = await answerGatewayRequest(context, { sender, callData })
 */
export async function answerGatewayRequest(
  context: GatewayContext,
  { sender, callData }: { sender: Address; callData: Hex },
): Promise<Hex> {
  const decodeHere = () => decodeCall(callData, context.zone)
  const call = context.cache ? context.cache.call(context.zone, callData, decodeHere) : decodeHere()
  const result = await resolveRecord(context, call)
  const now = Math.floor((context.now ?? Date.now)() / 1000)
  const key = `${context.signer.address}${sender}${callData}`
  const kept = context.cache?.answer(key)
  const leftAtLeast = Math.max(Math.ceil(context.ttlSeconds / 2), Math.min(context.ttlSeconds, 60))
  if (kept && kept.result === result && kept.expires - BigInt(now) >= BigInt(leftAtLeast))
    return kept.data
  const expires = BigInt(now + context.ttlSeconds)
  const hash = keccak256(
    concat([
      '0x1900',
      sender,
      numberToHex(expires, { size: 8 }),
      keccak256(callData),
      keccak256(result),
    ]),
  )
  const signature = await context.signer.sign({ hash })
  const data = encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
  context.cache?.remember(key, { result, expires, data })
  return data
}

/** Decodes and checks the call, and works out the name it is about: everything but the lookup. */
function decodeCall(callData: Hex, zone: string): GatewayCall {
  const outer = decode(callData)
  if (outer.functionName !== 'resolve')
    throw new InvalidGatewayRequestError({ reason: 'expected resolve(bytes,bytes)' })
  const [dnsName, data] = outer.args
  const name = decodeDnsName(dnsName)
  const inner = decode(data)
  if (inner.functionName === 'resolve')
    throw new InvalidGatewayRequestError({ reason: 'a nested resolve is not a record' })
  if (inner.args[0] !== namehash(name))
    throw new InvalidGatewayRequestError({ reason: "the record's node is not the name's namehash" })
  switch (inner.functionName) {
    case 'addr':
      return { record: 'addr', name: inZone(name, zone), coinType: inner.args[1] }
    case 'text':
      return { record: 'text', name: inZone(name, zone), key: inner.args[1] }
    case 'name':
      return { record: 'name', address: reverseAddress(name) }
  }
}

async function resolveRecord(context: GatewayContext, call: GatewayCall): Promise<Hex> {
  switch (call.record) {
    case 'addr': {
      const row = call.name ? await context.names.get(call.name) : undefined
      if (call.coinType === undefined)
        return encodeAbiParameters(
          [{ type: 'address' }],
          [(row?.address as Address) ?? zeroAddress],
        )
      const coinType = call.coinType
      const evm = coinType === 60n || (coinType >= 0x80000000n && coinType <= 0xffffffffn)
      return encodeAbiParameters([{ type: 'bytes' }], [row && evm ? (row.address as Hex) : '0x'])
    }
    case 'text': {
      const row = call.name ? await context.names.get(call.name) : undefined
      const key = call.key === 'description' ? 'bio' : call.key
      // Every name has a face: its own avatar, else one drawn from the name.
      const value = row && key === 'avatar' ? nameAvatar(row) : row?.attributes[key]
      return encodeAbiParameters([{ type: 'string' }], [value ?? ''])
    }
    case 'name': {
      const [primary] = call.address ? await context.names.listByAddress(call.address) : []
      return encodeAbiParameters([{ type: 'string' }], [primary?.name ?? ''])
    }
  }
}

function decode(data: Hex) {
  if (!isHex(data)) throw new InvalidGatewayRequestError({ reason: 'data is not hex' })
  try {
    return decodeFunctionData({ abi: gatewayAbi, data })
  } catch {
    throw new InvalidGatewayRequestError({
      reason: `unsupported or malformed call ${data.slice(0, 10)}: expected addr, text or name`,
    })
  }
}

/** A DNS wire-format name (`5alice7airlock4test0`) as text. */
function decodeDnsName(packet: Hex): string {
  const bytes = Buffer.from(packet.slice(2), 'hex')
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset] ?? 0
    if (length === 0) break
    labels.push(bytes.subarray(offset + 1, offset + 1 + length).toString('utf8'))
    offset += length + 1
  }
  if (offset !== bytes.length - 1)
    throw new InvalidGatewayRequestError({ reason: 'the name is not DNS wire format' })
  return labels.join('.')
}

/** `name` when it is a label directly under the zone and normalised (ENSIP-15), else `undefined`. */
function inZone(name: string, zone: string): string | undefined {
  const suffix = `.${zone}`
  if (!name.endsWith(suffix) || name.slice(0, -suffix.length).includes('.')) return undefined
  try {
    return normalize(name) === name ? name : undefined
  } catch {
    return undefined
  }
}

/** The address of `<40 hex>.addr.reverse`, `<40 hex>.default.reverse` or `<40 hex>.<hex coin type>.reverse`. */
function reverseAddress(name: string): Address | undefined {
  const match = /^([0-9a-f]{40})\.(addr|default|[0-9a-f]{1,8})\.reverse$/.exec(name)
  // The store keeps EIP-55 addresses.
  return match?.[1] ? getAddress(`0x${match[1]}`) : undefined
}
