/**
 * A wallet's name cut where a line may break inside a word without cutting one: before a dot
 * (`Blockchain` `.com`) and between the words of a name written as one (`Token` `Pocket`,
 * `THOR` `Wallet`). Spaces break lines anyway. Joined, the pieces are the name.
 *
 * @param name - The name, as the catalogue writes it.
 * @returns Its pieces, at least one.
 *
 * @example
 * namePieces('Blockchain.com') // ['Blockchain', '.com']
 */
export function namePieces(name: string): string[] {
  return name.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?=\.\w)/)
}
