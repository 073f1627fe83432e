import { useMemo, useState } from 'react'
import { encode } from 'uqr'

/**
 * A QR code drawn as one SVG path, in the theme's QR colour on white with the quiet zone
 * scanners need. With a `logo`, the code is encoded at the highest error correction (H, 30 %)
 * and the logo sits on a white plate in its centre, covering under 8 % of its area, well within
 * what H corrects; a logo that fails to load gives the modules back.
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
  const [failed, setFailed] = useState<string>()
  const withLogo = Boolean(logo)
  const showLogo = withLogo && failed !== logo
  const { path, modules, plate } = useMemo(() => {
    const { data, size: count } = encode(value, { ecc: withLogo ? 'H' : 'M', border: 0 })
    // The plate: an odd number of modules about a quarter of the width, centred on the grid.
    const side = showLogo ? Math.max(5, Math.floor(count * 0.27) | 1) : 0
    const start = (count - side) / 2
    const covered = (x: number, y: number) =>
      side > 0 && x >= start && x < start + side && y >= start && y < start + side
    let d = ''
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark && !covered(x, y)) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, modules: count, plate: side > 0 ? { start, side } : undefined }
  }, [value, withLogo, showLogo])
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
      {plate && logo ? (
        <image
          href={logo}
          x={plate.start + 0.75}
          y={plate.start + 0.75}
          width={plate.side - 1.5}
          height={plate.side - 1.5}
          clipPath="inset(0 round 22%)"
          preserveAspectRatio="xMidYMid meet"
          onError={() => setFailed(logo)}
        />
      ) : null}
    </svg>
  )
}
