import type { Address, Hex } from 'viem'

/** What a gateway request asks once its call data is decoded and checked. */
export type GatewayCall =
  /** `name` is the in-zone, normalised name, else `undefined` (it has no record here). */
  | { record: 'addr'; name: string | undefined; coinType: bigint | undefined }
  | { record: 'text'; name: string | undefined; key: string }
  /** `address` is the reverse name's, else `undefined`. */
  | { record: 'name'; address: Address | undefined }

/** A signed answer as sent, with the record it holds and when it expires (Unix seconds). */
export type SignedGatewayAnswer = { result: Hex; expires: bigint; data: Hex }

export type GatewayAnswerCache = {
  /** The decoded call for `callData` in `zone`, decoding it with `decode` the first time. */
  call(zone: string, callData: Hex, decode: () => GatewayCall): GatewayCall
  /** The answer last signed for `key`, if any. */
  answer(key: string): SignedGatewayAnswer | undefined
  /** Keeps `answer` for `key`. */
  remember(key: string, answer: SignedGatewayAnswer): void
}

export type CreateGatewayAnswerCacheParameters = {
  /** At most this many calls, and as many answers, are kept; the oldest go first. Defaults to `1000`. */
  maxEntries?: number
}

/**
 * Remembers what the gateway worked out for a request, so a resolver asking the same again costs
 * a record lookup and no decoding or signing: the decoded call per zone and call data (it depends
 * on nothing else), and the last signed answer per signer, resolver and call data. Whether an answer
 * may be sent again is `answerGatewayRequest`'s decision: only when the record it holds is the
 * one just read, and while enough of its validity is left.
 *
 * @param parameters - Size.
 * @returns The cache, to pass as `GatewayContext['cache']`.
 *
 * @example
 * import { createGatewayAnswerCache } from './names/createGatewayAnswerCache.js'
 * const data = await answerGatewayRequest({ ...context, cache: createGatewayAnswerCache() }, request)
 */
export function createGatewayAnswerCache({
  maxEntries = 1000,
}: CreateGatewayAnswerCacheParameters = {}): GatewayAnswerCache {
  const calls = new Map<string, GatewayCall>()
  const answers = new Map<string, SignedGatewayAnswer>()
  // Maps iterate in insertion order: the first key is the oldest.
  const trim = (map: Map<string, unknown>) => {
    while (map.size > maxEntries) map.delete(map.keys().next().value as string)
  }
  return {
    call(zone, callData, decode) {
      // Whether the name is the zone's is part of the decoded call.
      const key = `${zone} ${callData}`
      const known = calls.get(key)
      if (known) return known
      // A call that does not decode throws here and is not kept.
      const call = decode()
      calls.set(key, call)
      trim(calls)
      return call
    },
    answer: (key) => answers.get(key),
    remember(key, answer) {
      answers.delete(key)
      answers.set(key, answer)
      trim(answers)
    },
  }
}
