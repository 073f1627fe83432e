import { type Address, type Hex, isAddress, isHex } from 'viem'

// A dapp's RPC parameters as the frame reads them: calls checked, addresses compared, messages
// made readable.

/** Calls as the dapp sent them (`to`, `data` or `input`, `value`), checked. */
export function readCalls(calls: Record<string, unknown>[]) {
  return calls.map((call) => {
    const to = call.to ?? undefined
    const data = call.data ?? call.input ?? undefined
    if (to !== undefined && !isAddress(String(to)))
      throw new Error('A call\'s "to" is not an address')
    if (data !== undefined && !isHex(data)) throw new Error('A call\'s "data" is not hex')
    return {
      to: to as Address | undefined,
      value: call.value === undefined ? 0n : BigInt(String(call.value)),
      data: data as Hex | undefined,
    }
  })
}

export function sameAddress(value: unknown, address: Address) {
  return typeof value === 'string' && value.toLowerCase() === address.toLowerCase()
}

/** A message as people read it: its text when it is UTF-8, else its hex. */
export function readableMessage(message: Hex): string {
  try {
    const bytes = Uint8Array.from(
      message
        .slice(2)
        .match(/../g)
        ?.map((pair) => Number.parseInt(pair, 16)) ?? [],
    )
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return message
  }
}
