import { useAirlock } from '../../context/AirlockContext.js'
import { networkInitials } from '../../utils/avatar.js'

/**
 * A network's badge: its initials on a colour of its own, drawn here; with `chainId`, the
 * server's image of the network (`/public/getAssetImage/eip155-{chainId}`: its logo, or a devnet's
 * icon of its own) covers them, and is hidden if it cannot load.
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
  const hue = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7)
  return (
    <span
      className="network-badge"
      aria-hidden="true"
      style={{ width: size, height: size, background: `hsl(${hue} 60% 28%)` }}
    >
      {networkInitials(name)}
      {chainId ? (
        <img
          key={chainId}
          src={`${config.apiUrl}/public/getAssetImage/eip155-${chainId}`}
          alt=""
          onError={(event) => {
            event.currentTarget.hidden = true
          }}
        />
      ) : null}
    </span>
  )
}
