/**
 * The catalogue size as the All Wallets button shows it: rounded down to tens with a `+` from
 * 10 on (`130` → `130+`, `134` → `130+`), exact below.
 *
 * @example
 * walletCountLabel(137) // '130+'
 */
export function walletCountLabel(count: number): string {
  if (count < 10) return String(Math.max(0, Math.floor(count)))
  return `${Math.floor(count / 10) * 10}+`
}
