import { networkInitials } from '../../utils/avatar.js'

/** A network's badge: its initials on a colour of its own, drawn here, loaded from nowhere. */
export function NetworkBadge({ name, size = 36 }: { name: string; size?: number }) {
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
