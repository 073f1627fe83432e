import { validationLimits } from '@airlock/protocol'
import { normalize } from 'viem/ens'
import { InvalidNameError } from '../errors/names.js'

export type NormalizeProfileNameReturnType = {
  /** The label alone, ENSIP-15 normalised: `alice`. */
  label: string
  /** The label with the zone: `alice.airlock.test`. */
  name: string
}

const labelPattern = /^[\p{L}\p{N}-]+$/u

/**
 * Normalises a name a user asked for with ENSIP-15 (viem's `normalize`: case folded, and refused
 * when it holds disallowed characters, confusables or mixed scripts), then applies the model
 * product's rule to its label: at least 4 characters, each a letter, a digit or a hyphen.
 *
 * @param value - The label alone (`Alice`) or the full name (`alice.airlock.test`).
 * @param zone - The zone names are registered under.
 * @returns The normalised label and full name.
 * @throws {InvalidNameError} When ENSIP-15 or the rule refuses it.
 *
 * @example
 * import { normalizeProfileName } from './names/normalizeProfileName.js'
 * normalizeProfileName('Alice', 'airlock.test') // { label: 'alice', name: 'alice.airlock.test' }
 */
export function normalizeProfileName(value: string, zone: string): NormalizeProfileNameReturnType {
  if (value.length > 255)
    throw new InvalidNameError({ value, reason: 'longer than 255 characters' })
  if (/\s/u.test(value)) throw new InvalidNameError({ value, reason: 'spaces are not allowed' })
  let normalized: string
  try {
    normalized = normalize(value)
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message.split('\n')[0] : 'not normalisable'
    throw new InvalidNameError({ value, reason: `ENSIP-15 refuses it (${reason})` })
  }
  const suffix = `.${zone}`
  const label = normalized.endsWith(suffix) ? normalized.slice(0, -suffix.length) : normalized
  if (label.includes('.'))
    throw new InvalidNameError({ value, reason: `dots are not allowed in a name under ${zone}` })
  if (!labelPattern.test(label))
    throw new InvalidNameError({ value, reason: 'only letters, digits and hyphens are allowed' })
  if ([...label].length < validationLimits.nameMinLength)
    throw new InvalidNameError({
      value,
      reason: `at least ${validationLimits.nameMinLength} characters are needed`,
    })
  return { label, name: `${label}${suffix}` }
}
