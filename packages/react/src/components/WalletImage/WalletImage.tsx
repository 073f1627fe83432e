import { useState } from 'react'

export type WalletImageProps = {
  /** The image; without one, or when it fails to load, the wallet's initial stands in. */
  src: string | null | undefined
  /** The wallet's name: its initial is the fallback. The image itself is decorative. */
  name: string
  /** Width and height in pixels, as laid out by the stylesheet. Defaults to `36`. */
  size?: number | undefined
}

/**
 * A wallet's icon, decorative (the name beside it is what is read out), with a monogram when
 * there is no image or it cannot load.
 *
 * @example
 * <WalletImage src={wallet.image_url} name={wallet.name} />
 */
export function WalletImage({ src, name, size = 36 }: WalletImageProps) {
  const [failed, setFailed] = useState<string>()
  if (!src || failed === src)
    return (
      <span className="wallet-image wallet-image-fallback" aria-hidden="true">
        {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
      </span>
    )
  return (
    <img
      className="wallet-image"
      src={src}
      alt=""
      width={size}
      height={size}
      decoding="async"
      draggable={false}
      onError={() => setFailed(src)}
    />
  )
}
