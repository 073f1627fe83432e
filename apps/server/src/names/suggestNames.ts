import type { ProfileSuggestionsResponse } from '@airlock/protocol'
import type { NameRepository } from './createNameRepository.js'
import { normalizeProfileName } from './normalizeProfileName.js'

/** How many free alternatives a suggestion list holds besides the name asked for. */
const alternatives = 5

/**
 * Suggests names (`GET /v1/profile/suggestions/{name}`): the name asked for, then free
 * alternatives in the zone (the label with a suffix word or number), each with whether it is
 * taken. Reserved labels count as taken. One query for all candidates.
 *
 * @param context - The repository, zone and reserved labels.
 * @param value - The label or full name typed.
 * @returns The suggestions, the name asked for first.
 * @throws {InvalidNameError} When the name may not be registered at all.
 *
 * @example
 * import { suggestNames } from './names/suggestNames.js'
 * await suggestNames(context, 'alice') // { suggestions: [{ name: 'alice.airlock.test', registered: true }, …] }
 */
export async function suggestNames(
  context: { names: NameRepository; zone: string; reserved: readonly string[] },
  value: string,
): Promise<ProfileSuggestionsResponse> {
  const { label, name } = normalizeProfileName(value, context.zone)
  const words = ['eth', 'web3', 'onchain', 'wallet', 'xyz']
  const candidates = [
    name,
    ...words.map((word) => `${label}-${word}.${context.zone}`),
    ...Array.from({ length: 12 }, (_, index) => `${label}${index + 1}.${context.zone}`),
  ]
  const taken = await context.names.taken(candidates)
  const reserved = (candidate: string) =>
    context.reserved.includes(candidate.slice(0, -(context.zone.length + 1)))
  const first = { name, registered: taken.has(name) || reserved(name) }
  const free = candidates
    .slice(1)
    .filter((candidate) => !taken.has(candidate) && !reserved(candidate))
    .slice(0, alternatives)
    .map((candidate) => ({ name: candidate, registered: false }))
  return { suggestions: [first, ...free] }
}
