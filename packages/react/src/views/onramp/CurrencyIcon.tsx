import { useState } from 'react'

/**
 * A currency's image from the server when the options carry one, else a lettered badge: the
 * currency's own sign (`$`, `€`) or its first letter. Decorative: the name is always beside it.
 *
 * @param props.code - The currency's id, such as `USD` or `USDC`.
 * @param props.iconUrl - An image the server serves.
 *
 * @example
 * <CurrencyIcon code="USD" locale="en" />
 */
export function CurrencyIcon({
  code,
  iconUrl,
  locale,
  size = 32,
}: {
  code: string
  iconUrl?: string | undefined
  locale: string
  size?: number | undefined
}) {
  const [broken, setBroken] = useState(false)
  if (iconUrl && !broken)
    return (
      <img
        className="currency-icon"
        src={iconUrl}
        alt=""
        width={size}
        height={size}
        onError={() => setBroken(true)}
      />
    )
  const text = sign(code, locale)
  return (
    <span
      className="currency-icon currency-badge"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: fontSizeFor(text, size) }}
    >
      {text}
    </span>
  )
}

// 13 px, smaller for a sign of two or three letters (Arabic writes 'US$') so it stays
// inside the round badge (a bold glyph is about 0.62 em wide; the text may use 80 % of the badge).
function fontSizeFor(text: string, size: number) {
  return Math.min(13, Math.floor((size * 0.8) / (0.62 * text.length)))
}

function sign(code: string, locale: string) {
  try {
    const part = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find(({ type }) => type === 'currency')?.value
    if (part && part !== code) return part
  } catch {
    // Not an ISO 4217 code (a crypto symbol): its first letter stands in.
  }
  return code.slice(0, 1).toUpperCase()
}
