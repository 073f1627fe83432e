import { createHash } from 'node:crypto'
import { collectionDefinitions, poolDefinitions, tokenDefinitions } from './deployment.js'
import { loadArtifacts } from './loadArtifacts.js'
import { wrappedSolDefinition, wrappedSolPool } from './wrappedSolDeployment.js'

/** Bump when the seed's behaviour changes, so existing snapshots are reseeded. */
const seedVersion = 4

/**
 * A hash of everything that shapes a seeded chain (seed version, contract bytecode, token, pool
 * and collection definitions, wrapped SOL and its pool). A snapshot made under another fingerprint is stale and reseeded.
 *
 * @returns Hex SHA-256.
 *
 * @example
 * import { seedFingerprint } from './seedFingerprint.js'
 * seedFingerprint() // 'a3f…'
 */
export function seedFingerprint(): string {
  const artifacts = loadArtifacts()
  const hash = createHash('sha256')
  hash.update(String(seedVersion))
  for (const artifact of Object.values(artifacts)) hash.update(artifact.bytecode)
  hash.update(
    JSON.stringify([
      tokenDefinitions,
      collectionDefinitions,
      poolDefinitions,
      wrappedSolDefinition,
      wrappedSolPool,
    ]),
  )
  return hash.digest('hex')
}
