// Named: Vite then bundles only the chains, not the devnet's demo keys beside them.
import { chains } from '@airlock/devnet/devnet.json'
import { type Chain, defineChain } from 'viem'

/** The devnet's chains as viem chains, the networks the web app offers, with ENS set up. */
export const networks = chains.map((chain) =>
  defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: {
      multicall3: { address: chain.contracts.multicall3 as `0x${string}` },
      // ENS through the devnet's universal resolver: `<name>.airlock.test` via CCIP-Read.
      ensUniversalResolver: { address: chain.contracts.ensUniversalResolver as `0x${string}` },
    },
  }),
) as unknown as readonly [Chain, ...Chain[]]
