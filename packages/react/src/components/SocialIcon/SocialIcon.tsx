import { socialBrand } from '../../utils/socialBrands.js'

/**
 * A social provider's mark: our own drawing of the brand's glyph on a rounded tile of its colour
 * (a key for an operator's OpenID Connect provider). Decorative: the button it sits in names the
 * provider.
 *
 * @param props.provider - The provider's id.
 * @param props.size - Its side in CSS pixels. Defaults to 36.
 *
 * @example
 * <SocialIcon provider="google" />
 */
export function SocialIcon({ provider, size = 36 }: { provider: string; size?: number }) {
  const brand = socialBrand(provider)
  return (
    <svg
      className="social-icon"
      width={size}
      height={size}
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
      data-provider={provider}
    >
      <rect
        x="0.5"
        y="0.5"
        width="35"
        height="35"
        rx="10"
        fill={brand.background}
        stroke="currentColor"
        strokeOpacity="0.18"
      />
      {brand.shapes.map(({ d, f = '#fff', w }) =>
        w ? (
          <path key={d} d={d} fill="none" stroke={f} strokeWidth={w} strokeLinecap="round" />
        ) : (
          <path key={d} d={d} fill={f} />
        ),
      )}
    </svg>
  )
}
