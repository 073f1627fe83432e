import type { ProfileAccount } from '@airlock/protocol'
import type { StoredName } from './createNameRepository.js'

/**
 * A stored name as `GET /v1/profile/account/{name}` shows it (the model product's shape): times
 * in unix seconds, the address under its coin type, the attributes as one entry.
 *
 * @param row - The stored name.
 * @returns The wire form.
 *
 * @example
 * import { toProfileAccount } from './names/toProfileAccount.js'
 * toProfileAccount(row).addresses // { '2147514985': { address: '0x…', created: 1764150000 } }
 */
export function toProfileAccount(row: StoredName): ProfileAccount {
  const registered = Math.floor(row.registeredAt.getTime() / 1000)
  return {
    name: row.name,
    registered,
    updated: Math.floor(row.updatedAt.getTime() / 1000),
    addresses: { [String(row.coinType)]: { address: row.address, created: registered } },
    attributes: Object.keys(row.attributes).length > 0 ? [row.attributes] : [],
  }
}
