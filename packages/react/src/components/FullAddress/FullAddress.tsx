/**
 * A whole address that wraps, when it must, in two even halves: never one line with a lone last
 * character under it. Each half keeps to one line; the only break is between them.
 *
 * @param props.address - The address, shown in full.
 *
 * @example
 * <p className="mono"><FullAddress address={address} /></p>
 */
export function FullAddress({ address }: { address: string }) {
  const half = Math.ceil(address.length / 2)
  return (
    <span className="full-address">
      <span>{address.slice(0, half)}</span>
      <wbr />
      <span>{address.slice(half)}</span>
    </span>
  )
}
