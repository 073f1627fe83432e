import { createHash } from 'node:crypto'
import { solanaGenesisHash } from './solanaDefinition.js'
import { solanaDemoAccounts, solanaRoles, solanaTokenDefinitions } from './solanaDeployment.js'

/** Bump when the Solana seed's behaviour changes, so existing snapshots are reseeded. */
const seedVersion = 1

/**
 * A hash of what shapes the seeded Solana chain (seed version, genesis hash, tokens, roles,
 * accounts). A pristine snapshot made under another fingerprint is reseeded.
 *
 * @returns Hex SHA-256.
 *
 * @example
 * import { solanaSeedFingerprint } from './solanaSeedFingerprint.js'
 * solanaSeedFingerprint() // 'c1…'
 */
export function solanaSeedFingerprint(): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        seedVersion,
        solanaGenesisHash,
        solanaTokenDefinitions,
        solanaRoles,
        solanaDemoAccounts,
      ]),
    )
    .digest('hex')
}
