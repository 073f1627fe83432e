/** An account's content, whatever it was read from (the chain or a simulation). */
export type SolanaAccountState = {
  lamports: bigint
  owner: string
  executable: boolean
  data: Uint8Array
}
