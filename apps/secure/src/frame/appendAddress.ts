/**
 * Appends `address` to `parent` in two even halves, each kept on one line (`.address-half`), with a
 * break allowed only between them: an address that does not fit a line breaks in its middle, never
 * with a few characters (or one) alone on the next. The text reads as the address whole.
 *
 * @param parent - Where the address goes: a table cell, a paragraph, a line of a message.
 * @param address - An EVM address, a Solana one, a transaction hash.
 *
 * @example
 * appendAddress(cell, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
 */
export function appendAddress(parent: HTMLElement, address: string) {
  const document = parent.ownerDocument
  const half = Math.ceil(address.length / 2)
  const piece = (text: string) => {
    const span = document.createElement('span')
    span.className = 'address-half'
    span.textContent = text
    return span
  }
  parent.append(
    piece(address.slice(0, half)),
    document.createElement('wbr'),
    piece(address.slice(half)),
  )
}
