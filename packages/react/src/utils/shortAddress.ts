/** Shortens an address for display: `0x7099…79C8`. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
