import { useAirlock } from '../../context/AirlockContext.js'
import { networkInitials } from '../../utils/avatar.js'

/**
 * The server's image of a network (its logo, or a devnet's icon of its own): keyed by the CAIP-2
 * id with `-` for `:` (`eip155-31337`, `solana-<genesis hash prefix>`).
 *
 * @param apiUrl - The server.
 * @param chainId - An EVM chain id, or any network's CAIP-2 id.
 * @returns The image's URL.
 */
export function networkImageUrl(apiUrl: string, chainId: number | string): string {
  const id = typeof chainId === 'number' ? `eip155-${chainId}` : chainId.replace(':', '-')
  return `${apiUrl}/public/getAssetImage/${id}`
}

/**
 * A network's badge: its initials on a colour of its own, drawn here; with `chainId` (an EVM
 * chain id, or a CAIP-2 id such as a Solana cluster's), the server's image of the network covers
 * them, and is hidden if it cannot load.
 */
export function NetworkBadge({
  name,
  chainId,
  size = 36,
}: {
  name: string
  chainId?: number | string | undefined
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
          src={networkImageUrl(config.apiUrl, chainId)}
          alt=""
          onError={(event) => {
            event.currentTarget.hidden = true
          }}
        />
      ) : null}
    </span>
  )
}
