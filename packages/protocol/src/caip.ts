import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './errors/caip.js'

/** A CAIP-2 chain id, such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export type CaipNetworkId = `${string}:${string}`
/** A CAIP-10 account id, such as `eip155:1:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb`. */
export type CaipAddress = `${string}:${string}:${string}`

export type ParsedCaipNetworkId = { namespace: string; reference: string }
export type ParsedCaipAddress = ParsedCaipNetworkId & { address: string }

// CAIP-2: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}.
const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
// CAIP-10: account address [-.%a-zA-Z0-9]{1,128}.
const accountPattern = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * Parses a CAIP-2 network id.
 *
 * @param value - The id, such as `eip155:31337`.
 * @returns Its namespace and reference.
 * @throws {InvalidCaipNetworkIdError} Unless it has exactly two valid parts.
 *
 * @example
 * import { parseCaipNetworkId } from '@airlock/protocol'
 * parseCaipNetworkId('eip155:31337') // { namespace: 'eip155', reference: '31337' }
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (
    parts.length !== 2 ||
    namespace === undefined ||
    reference === undefined ||
    !namespacePattern.test(namespace) ||
    !referencePattern.test(reference)
  )
    throw new InvalidCaipNetworkIdError({ value })
  return { namespace, reference }
}

/**
 * Parses a CAIP-10 account id.
 *
 * @param value - The id, such as `eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8`.
 * @returns Its namespace, reference and address.
 * @throws {InvalidCaipAddressError} Unless it has exactly three valid parts.
 *
 * @example
 * import { parseCaipAddress } from '@airlock/protocol'
 * parseCaipAddress('eip155:1:0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb').address
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = value.split(':')
  const [namespace, reference, address] = parts
  if (
    parts.length !== 3 ||
    namespace === undefined ||
    reference === undefined ||
    address === undefined ||
    !namespacePattern.test(namespace) ||
    !referencePattern.test(reference) ||
    !accountPattern.test(address)
  )
    throw new InvalidCaipAddressError({ value })
  return { namespace, reference, address }
}

/**
 * Formats a CAIP-2 network id from its parts.
 *
 * @example
 * import { formatCaipNetworkId } from '@airlock/protocol'
 * formatCaipNetworkId({ namespace: 'eip155', reference: 31337 }) // 'eip155:31337'
 */
export function formatCaipNetworkId(parts: {
  namespace: string
  reference: string | number
}): CaipNetworkId {
  const id = `${parts.namespace}:${parts.reference}` as const
  parseCaipNetworkId(id)
  return id
}

/**
 * Formats a CAIP-10 account id from its parts.
 *
 * @example
 * import { formatCaipAddress } from '@airlock/protocol'
 * formatCaipAddress({ namespace: 'eip155', reference: 1, address: '0xab16…' })
 */
export function formatCaipAddress(parts: {
  namespace: string
  reference: string | number
  address: string
}): CaipAddress {
  const id = `${parts.namespace}:${parts.reference}:${parts.address}` as const
  parseCaipAddress(id)
  return id
}
