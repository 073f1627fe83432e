import { defineChain } from 'viem'

/** The local chain `npm start` runs in the Airlock repository; use viem's chains in production. */
export const airlockDevnet = defineChain({
  id: 31337,
  name: 'Airlock Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
