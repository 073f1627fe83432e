// The local Solana chain's fixed facts. The genesis hash is a constant (base58 of
// sha256("Airlock Solana Devnet genesis")), so the CAIP-2 id never changes between runs, machines
// or reseeds, as a real cluster's does not.

/** Base58 genesis hash of the Airlock Solana Devnet. */
export const solanaGenesisHash = 'A7Chz8vBH44LkM77kTnGUJKiejwjEL9k3Kos8jdctmUF'

/** CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
export const solanaCaipNetworkId = `solana:${solanaGenesisHash.slice(0, 32)}` as const

export const solanaChainName = 'Airlock Solana Devnet'

/** HTTP JSON-RPC port (a validator's default) unless overridden. */
export const solanaDefaultPort = 8899
/** WebSocket port: HTTP port + 1, which is where `@solana/web3.js` looks by default. */
export const solanaDefaultWsPort = 8900

/** Slot length, as on mainnet. Slots advance with wall time. */
export const slotMs = 400
/** A blockhash stays valid for this many slots (blocks) after the slot that produced it. */
export const blockhashValiditySlots = 150
export const slotsPerEpoch = 432_000
/** Fee per signature, in lamports. */
export const lamportsPerSignature = 5000
/** Largest serialized transaction a validator accepts (the packet size, in bytes). */
export const maxTransactionSize = 1232
/** What `getVersion` reports: the Agave release whose RPC this facade follows. */
export const solanaCoreVersion = '2.2.20'
export const solanaFeatureSet = 3_294_202_862

export const lamportsPerSol = 1_000_000_000n

/** Well-known program ids. */
export const programIds = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  memoV1: 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  sysvarRent: 'SysvarRent111111111111111111111111111111111',
} as const
