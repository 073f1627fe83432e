/**
 * The font size (px) at which an amount fits its box: the full size up to `fits` characters,
 * then smaller in proportion, down to 14 px, so a long amount shrinks instead of being cut off.
 *
 * @example
 * amountFontSize('1,488.0713245') // 22
 */
export function amountFontSize(text: string, size = 24, fits = 12): number {
  if (text.length <= fits) return size
  return Math.max(14, Math.floor((size * fits) / text.length))
}
