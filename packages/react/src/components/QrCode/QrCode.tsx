import { useEffect, useMemo, useState } from 'react'

type Encode = typeof import('uqr').encode

// The encoder is a chunk of its own (about 4 KiB gzip): only the QR code views need it, and the
// modal's chunk stays within its budget. Loaded once, by the first QR code shown.
let encoder: Encode | undefined
let loading: Promise<Encode> | undefined

/**
 * Loads the QR encoder once; a failed fetch (offline) is tried again next time.
 *
 * @returns The encoder.
 *
 * @example
 * await loadQrEncoder() // the next QrCode draws at once
 */
export function loadQrEncoder(): Promise<Encode> {
  loading ??= import('uqr').then((module) => {
    encoder = module.encode
    return module.encode
  })
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

/**
 * A QR code drawn as one SVG path, in the theme's QR colour on white with the quiet zone
 * scanners need. With a `logo`, the code is encoded at the highest error correction (H, 30 %)
 * and the logo sits on a cleared white plate in its centre, covering under 10 % of its area,
 * well within what H corrects (a logo that cannot load leaves the plate white). Until the
 * encoder has loaded, the white square of the same size stands in its place.
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
  const [encode, setEncode] = useState(() => encoder)
  useEffect(() => {
    if (encode) return
    let current = true
    loadQrEncoder().then(
      (loaded) => current && setEncode(() => loaded),
      () => {},
    )
    return () => {
      current = false
    }
  }, [encode])
  const { path, modules, side } = useMemo(() => {
    if (!encode) return { path: '', modules: 25, side: 0 }
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
  }, [encode, value, logo])
  const quiet = 4
  const at = (modules - side) / 2 + 0.75
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      aria-busy={encode ? undefined : true}
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
      {path ? <path d={path} fill="var(--airlock-qr-color, #141a22)" /> : null}
      {logo && path ? (
        <image href={logo} x={at} y={at} width={side - 1.5} height={side - 1.5} />
      ) : null}
    </svg>
  )
}
