import { ensAddresses, ensDeployerKey } from '@airlock/devnet'
import { createPublicClient, createWalletClient, defineChain, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * viem clients for the devnet's first chain at `rpcUrl()` (read when called: the devnet starts in
 * a `beforeAll`): a public client that knows the chain's ENS universal resolver, so plain viem
 * resolves names, and the ENS deployer's wallet client, which owns the names resolver.
 */
export function ensDevnetClients(rpcUrl: () => string) {
  const { ensUniversalResolver } = ensAddresses()
  const client = () =>
    createPublicClient({
      chain: defineChain({
        id: 31337,
        name: 'Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl()] } },
        contracts: { ensUniversalResolver: { address: ensUniversalResolver } },
      }),
      transport: http(rpcUrl()),
    })
  const owner = () =>
    createWalletClient({ account: privateKeyToAccount(ensDeployerKey), transport: http(rpcUrl()) })
  return { client, owner }
}
