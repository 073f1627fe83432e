import { contrastRatio } from './contrastRatio.js'

export type RenderMonogramParameters = {
  /** The accessible name, written in `<title>`, such as `MetaMask`. */
  title: string
  /** The fill, `#rgb` or `#rrggbb`. */
  background: string
  /** One to four characters drawn large in the middle, such as `MM`. */
  label?: string
  /** A short second line under the label, such as a currency code. Defaults to none. */
  caption?: string
  /**
   * Markup of our own drawn instead of a label, on a 96 × 96 grid, in `currentColor`. Trusted:
   * never pass anything that came from a request or an import.
   */
  glyph?: string
  /** Defaults to `'square'` (rounded corners). */
  shape?: 'square' | 'circle'
}

const light = '#ffffff'
const dark = '#111111'
const fontFamily = "Inter,system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

/**
 * Draws a 96 × 96 SVG badge: a rounded square or a circle in `background`, with a label or glyph in
 * white or near-black, whichever contrasts more. The SVG has no scripts, links or external
 * references, and its text is XML-escaped.
 *
 * @returns The SVG document as text.
 *
 * @example
 * import { renderMonogram } from './images/renderMonogram.js'
 * const svg = renderMonogram({ title: 'MetaMask', label: 'MM', background: '#F6851B' })
 */
export function renderMonogram({
  title,
  background,
  label,
  caption,
  glyph,
  shape = 'square',
}: RenderMonogramParameters): string {
  const foreground = readableOn(background)
  const frame =
    shape === 'circle'
      ? `<circle cx="48" cy="48" r="48" fill="${background}"/>`
      : `<rect width="96" height="96" rx="24" fill="${background}"/>`
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    frame,
  ]
  if (glyph) parts.push(`<g fill="none" stroke="${foreground}" color="${foreground}">${glyph}</g>`)
  if (label) {
    const size = fontSize(label) - (caption ? 6 : 0)
    const y = caption ? 44 : 48
    parts.push(
      `<text x="48" y="${y}" dy=".35em" fill="${foreground}" font-family="${fontFamily}" font-size="${size}" font-weight="700" text-anchor="middle">${escapeXml(label)}</text>`,
    )
  }
  if (caption)
    parts.push(
      `<text x="48" y="74" dy=".35em" fill="${foreground}" fill-opacity=".85" font-family="${fontFamily}" font-size="14" font-weight="600" letter-spacing="1" text-anchor="middle">${escapeXml(caption)}</text>`,
    )
  parts.push('</svg>')
  return parts.join('')
}

function readableOn(background: string): string {
  return contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark
}

// Wider labels get smaller type, so four characters still fit inside the frame.
function fontSize(label: string): number {
  const length = [...label].length
  return length <= 1 ? 46 : length === 2 ? 38 : length === 3 ? 30 : 24
}

// Most control characters are not allowed in XML at all, so all are dropped rather than escaped.
function escapeXml(text: string): string {
  return text
    .replace(/[\p{Cc}\ufffe\uffff]/gu, '')
    .replace(
      /[&<>"']/g,
      (character) =>
        ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ??
        character,
    )
}
