import { userMessages } from '@airlock/protocol'
import {
  type Address,
  type Chain,
  erc20Abi,
  type Hex,
  type LocalAccount,
  type PublicClient,
  type Transport,
} from 'viem'
import type { ApprovalRequest } from '../approvalRequest.js'
import type { SmartAccounts } from '../createSmartAccounts.js'
import { createPermissionsHandler } from './createPermissionsHandler.js'
import { readSessionValidator } from './readSessionValidator.js'

export type CreateFramePermissionsParameters = {
  serverUrl: string
  projectId: string
  /** The chains' clients (the server's RPC proxy). */
  client: (chainId: string) => PublicClient<Transport, Chain>
  smart: SmartAccounts
  /** The user's smart account when it is the active account on the chain, else `undefined`. */
  activeSmartAccount: (chainId: string) => Promise<Address | undefined>
  /** Rebuilds the owner's key for as long as `use` takes. */
  withAccount: <result>(use: (account: LocalAccount) => Promise<result>) => Promise<result>
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** Told each session granted (its permission context), e.g. to remember which app asked. */
  onGranted?: ((pci: Hex) => void) | undefined
}

/**
 * ERC-7715 in the secure frame, wired to the embedded wallet: sessions are granted by the active
 * smart account (a `SessionAccount`) to the validator it defers to, in one owner-signed user
 * operation through the server's bundler (which may deploy the account); token amounts are said
 * with their symbol; revocations are the owner's EIP-712 signature the server relays.
 *
 * @param parameters - The server, chains, smart accounts, the owner's key and the approval screen.
 * @returns The handler `createRpcHandler` takes as `permissions`.
 *
 * @example
 * const permissions = createFramePermissions({ serverUrl, projectId, client, smart, activeSmartAccount, withAccount, approve })
 */
export function createFramePermissions(parameters: CreateFramePermissionsParameters) {
  const { client, smart, withAccount } = parameters
  const active = async (chainId: string) => {
    const address = await parameters.activeSmartAccount(chainId)
    if (!address) throw new Error(userMessages.smartAccountsUnsupported)
    return address
  }
  const handler = createPermissionsHandler({
    serverUrl: parameters.serverUrl,
    projectId: parameters.projectId,
    approve: parameters.approve,
    validator: async (id) => {
      const account = await active(String(id))
      return readSessionValidator({
        client: client(String(id)),
        account,
        deployed: await smart.deployed(account, String(id)),
        factory: smart.factoryAddress,
      })
    },
    smartAccount: async (id) => {
      const chainId = String(id)
      const address = await active(chainId)
      return {
        address,
        sendCalls: async (calls) => {
          const hash = await withAccount((owner) =>
            smart.sendCalls({
              owner,
              chainId,
              calls: calls.map((call) => ({ ...call, value: 0n })),
            }),
          )
          const receipt = await smart.wait(chainId, hash)
          if (!receipt.success) throw new Error(`User operation ${hash} reverted`)
          return {
            logs: receipt.logs.map((log) => ({ ...log, topics: log.topics as [Hex, ...Hex[]] })),
          }
        },
      }
    },
    readToken: async (id, token) => {
      const chain = client(String(id))
      const [symbol, decimals] = await Promise.all([
        chain.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
        chain.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      ])
      return { symbol, decimals }
    },
    signTypedData: (typedData) => withAccount((key) => key.signTypedData(typedData as never)),
  })
  return async (...request: Parameters<typeof handler>) => {
    const answer = await handler(...request)
    if (request[0] === 'wallet_grantPermissions' && Array.isArray(answer))
      for (const granted of answer as { context: Hex }[]) parameters.onGranted?.(granted.context)
    return answer
  }
}
