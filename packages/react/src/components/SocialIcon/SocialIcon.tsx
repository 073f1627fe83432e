import { socialBrand } from '../../utils/socialBrands.js'

/**
 * A social provider's mark, drawn: its initial in the brand's colours on a rounded square. Decorative:
 * the button it sits in names the provider.
 *
 * @param props.provider - The provider's id.
 * @param props.size - Its side in CSS pixels. Defaults to 36.
 *
 * @example
 * <SocialIcon provider="google" />
 */
export function SocialIcon({ provider, size = 36 }: { provider: string; size?: number }) {
  const brand = socialBrand(provider)
  const small = brand.mark.length > 1
  return (
    <svg
      className="social-icon"
      width={size}
      height={size}
      viewBox="0 0 36 36"
      aria-hidden="true"
      focusable="false"
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
      <text
        x="18"
        y="18"
        dy="0.35em"
        textAnchor="middle"
        fill={brand.color}
        fontFamily="system-ui, sans-serif"
        fontWeight="700"
        fontSize={small ? 13 : 19}
      >
        {brand.mark}
      </text>
    </svg>
  )
}
