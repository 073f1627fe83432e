import { type Address, createPublicClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  accountAbstractionAddresses,
  accountAbstractionDeployerKey,
} from './evm/accountAbstractionDeployment.js'
import { loadArtifacts } from './evm/loadArtifacts.js'

export type TrustPaymasterSignerParameters = {
  /** The devnet's EVM chains (`devnet.chains`). */
  chains: readonly { rpcUrl: string }[]
  /** The address of the server's paymaster signer. */
  signer: Address
}

/**
 * Makes the devnet's paymaster sponsor what a server's paymaster key signs, on every chain, as the
 * paymaster's owner (the account-abstraction deployer). Sends nothing where it is already trusted,
 * so a restart costs one read per chain.
 *
 * @param parameters - Chains and signer.
 * @returns How many transactions were sent.
 *
 * @example
 * import { trustPaymasterSigner } from '@airlock/devnet'
 * await trustPaymasterSigner({ chains: devnet.chains, signer: paymasterSigner.address })
 */
export async function trustPaymasterSigner({
  chains,
  signer,
}: TrustPaymasterSignerParameters): Promise<number> {
  const read = {
    address: accountAbstractionAddresses().paymaster,
    abi: loadArtifacts().verifyingPaymaster.abi,
  }
  const account = privateKeyToAccount(accountAbstractionDeployerKey)
  let sent = 0
  for (const { rpcUrl } of chains) {
    const client = createPublicClient({ transport: http(rpcUrl) })
    if (await client.readContract({ ...read, functionName: 'signers', args: [signer] })) continue
    const wallet = createWalletClient({ account, transport: http(rpcUrl) })
    const hash = await wallet.writeContract({
      ...read,
      functionName: 'setSigner',
      args: [signer, true],
      chain: null,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success')
      throw new Error(`trusting the paymaster signer failed at ${rpcUrl}: ${hash}`)
    sent++
  }
  return sent
}
