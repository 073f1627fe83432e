import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * A QR code drawn as one SVG path, in the theme's QR colour on white with the quiet zone
 * scanners need. With a `logo`, the code is encoded at the highest error correction (H, 30 %)
 * and the logo sits on a cleared white plate in its centre, covering under 10 % of its area,
 * well within what H corrects (a logo that cannot load leaves the plate white).
 */
export function QrCode({
  value,
  label,
  size = 240,
  logo,
}: {
  value: string
  label: string
  size?: number
  /** An image URL drawn in the centre, such as the wallet's logo. Defaults to none. */
  logo?: string | null | undefined
}) {
  const { path, modules, side } = useMemo(() => {
    const { data, size: count } = encode(value, { ecc: logo ? 'H' : 'M', border: 0 })
    // The plate: an odd number of modules about a quarter of the width, centred on the grid.
    const side = logo ? Math.floor(count * 0.27) | 1 : 0
    const low = (count - side) / 2
    const high = low + side
    let d = ''
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark && !(x >= low && x < high && y >= low && y < high)) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, modules: count, side }
  }, [value, logo])
  const quiet = 4
  const at = (modules - side) / 2 + 0.75
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
      {logo ? <image href={logo} x={at} y={at} width={side - 1.5} height={side - 1.5} /> : null}
    </svg>
  )
}
