/** A noun for each plural category of a language; `other` is the fallback. */
export type PluralUnits = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/**
 * A number in a language's digits followed by the form of its unit that the number takes there.
 *
 * @param tag - The language, such as `ru`.
 * @param count - The number.
 * @param units - The unit's forms by plural category.
 * @returns The counted unit.
 *
 * @example
 * countWith('ru', 3, { one: 'байт', few: 'байта', many: 'байт', other: 'байта' }) // '3 байта'
 */
export function countWith(tag: string, count: number, units: PluralUnits): string {
  const unit = units[new Intl.PluralRules(tag).select(count)] ?? units.other
  return `${new Intl.NumberFormat(tag).format(count)} ${unit}`
}
