/** The Solana devnet cluster the view tests configure (no chain answers at its RPC URL). */
export const solanaCluster = 'solana:A7Chz8vBH44LkM77kTnGUJKiejwjEL9k'

/** That cluster as a network of `createAirlock({ solana })`. */
export const solanaNetwork = {
  caipNetworkId: solanaCluster,
  name: 'Airlock Solana Devnet',
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
} as const

/** `createAirlock`'s `solana` option with that one cluster. */
export const solanaConfig = { networks: [solanaNetwork] } as const
