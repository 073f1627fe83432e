/**
 * A gradient drawn from an address, so each account has a face of its own without loading an
 * image from anywhere.
 *
 * @example
 * avatarGradient('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // 'linear-gradient(…)'
 */
export function avatarGradient(address: string): string {
  const hex = address.slice(2).toLowerCase().padEnd(12, '0')
  const hue = (offset: number) => Number.parseInt(hex.slice(offset, offset + 3), 16) % 360
  return `linear-gradient(135deg, hsl(${hue(0)} 70% 60%), hsl(${hue(3)} 70% 45%) 60%, hsl(${hue(6)} 60% 35%))`
}

/** Two letters that stand for a network in its badge: `Airlock Devnet L2` → `AL`. */
export function networkInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  const last = words.length > 1 ? words.at(-1) : undefined
  return `${words[0]?.[0] ?? '?'}${last && /\d/.test(last) ? last : (words[1]?.[0] ?? '')}`
    .slice(0, 3)
    .toUpperCase()
}
