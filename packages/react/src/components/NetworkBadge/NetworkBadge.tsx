import { useState } from 'react'
import { useAirlock } from '../../context/AirlockContext.js'
import { networkInitials } from '../../utils/avatar.js'

/**
 * The server's image of an EVM network (`/public/getAssetImage/eip155-{chainId}`): its logo, or
 * for a devnet an icon of its own.
 */
export function networkImageUrl(apiUrl: string, chainId: number): string {
  return `${apiUrl.replace(/\/+$/, '')}/public/getAssetImage/eip155-${chainId}`
}

/**
 * A network's badge: with `chainId`, the server's image of the network; without one, or while
 * that image cannot load, its initials on a colour of its own, drawn here.
 */
export function NetworkBadge({
  name,
  chainId,
  size = 36,
}: {
  name: string
  chainId?: number | undefined
  size?: number
}) {
  const { config } = useAirlock()
  const src = chainId === undefined ? undefined : networkImageUrl(config.apiUrl, chainId)
  const [failed, setFailed] = useState<string>()
  if (src && failed !== src)
    return (
      <img
        className="network-badge"
        src={src}
        alt=""
        width={size}
        height={size}
        decoding="async"
        draggable={false}
        onError={() => setFailed(src)}
      />
    )
  const hue = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7)
  return (
    <span
      className="network-badge"
      aria-hidden="true"
      style={{ width: size, height: size, background: `hsl(${hue} 60% 28%)` }}
    >
      {networkInitials(name)}
    </span>
  )
}
