import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * A QR code drawn as one SVG path, in the theme's QR colour on white with the quiet zone
 * scanners need.
 */
export function QrCode({
  value,
  label,
  size = 240,
}: {
  value: string
  label: string
  size?: number
}) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(value, { ecc: 'M', border: 0 })
    let d = ''
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, modules: count }
  }, [value])
  const quiet = 4
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${modules + 2 * quiet} ${modules + 2 * quiet}`}
      shapeRendering="crispEdges"
    >
      <rect
        x={-quiet}
        y={-quiet}
        width={modules + 2 * quiet}
        height={modules + 2 * quiet}
        fill="#ffffff"
      />
      <path d={path} fill="var(--airlock-qr-color, #141a22)" />
    </svg>
  )
}
