import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { namesResolverAbi } from './evm/abis.js'
import { ensAddresses, ensDeployerKey } from './evm/ensDeployment.js'

export type PointNamesResolverParameters = {
  /** The devnet's EVM chains (`devnet.chains`). */
  chains: readonly { rpcUrl: string }[]
  /** The server's gateway, with ERC-3668's `{sender}` and `{data}`. */
  gatewayUrl: string
  /** The address of the server's gateway signer (`loadGatewaySigner(config).address`). */
  signer: Address
}

/**
 * Points the devnet's `airlock.test` resolver at a server's names gateway and trusts its signer,
 * on every chain, as the resolver's owner (the devnet's ENS deployer). Sends nothing where both
 * are already so, so a restart of `npm start` costs two reads per chain.
 *
 * @param parameters - Chains, gateway URL and signer.
 * @returns How many transactions were sent.
 *
 * @example
 * import { pointNamesResolver } from '@airlock/devnet'
 * await pointNamesResolver({ chains: devnet.chains, gatewayUrl, signer: signer.address })
 */
export async function pointNamesResolver({
  chains,
  gatewayUrl,
  signer,
}: PointNamesResolverParameters): Promise<number> {
  const address = ensAddresses().namesResolver
  const account = privateKeyToAccount(ensDeployerKey)
  let sent = 0
  for (const { rpcUrl } of chains) {
    const client = createPublicClient({ transport: http(rpcUrl) })
    const wallet = createWalletClient({ account, transport: http(rpcUrl) })
    const read = { address, abi: namesResolverAbi } as const
    const [url, trusted] = await Promise.all([
      client.readContract({ ...read, functionName: 'url' }),
      client.readContract({ ...read, functionName: 'signers', args: [signer] }),
    ])
    const writes = [
      ...(url === gatewayUrl
        ? []
        : [
            encodeFunctionData({
              abi: namesResolverAbi,
              functionName: 'setUrl',
              args: [gatewayUrl],
            }),
          ]),
      ...(trusted
        ? []
        : [
            encodeFunctionData({
              abi: namesResolverAbi,
              functionName: 'setSigners',
              args: [[signer], true],
            }),
          ]),
    ]
    for (const data of writes) {
      const hash = await wallet.sendTransaction({ to: address, data, chain: null })
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success')
        throw new Error(`a call to the names resolver failed at ${rpcUrl}: ${hash}`)
      sent++
    }
  }
  return sent
}
