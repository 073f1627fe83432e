/**
 * The WCAG 2 contrast ratio of two colours, from 1 (none) to 21 (black on white).
 *
 * @param foreground - `#rgb` or `#rrggbb`.
 * @param background - `#rgb` or `#rrggbb`.
 * @returns The ratio, such as `4.5` (the minimum for body text) or `3` (large text).
 *
 * @example
 * import { contrastRatio } from './images/contrastRatio.js'
 * contrastRatio('#ffffff', '#000000') // 21
 */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

function luminance(color: string): number {
  const hex = color.replace('#', '')
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(full.slice(start, start + 2), 16) / 255
    return channel <= 0.039_28 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
