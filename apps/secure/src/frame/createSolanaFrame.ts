import {
  type FrameRpcRequest,
  type FrameSuccessPayload,
  type SolanaRpcMethod,
  solanaRpcMethods,
} from '@airlock/protocol'
import { createSolanaAccount, type SolanaAccount } from './createSolanaAccount.js'
import { createSolanaRpcHandler, type SolanaApprovalRequest } from './createSolanaRpcHandler.js'
import type { WalletSession } from './createWalletSession.js'

export type CreateSolanaFrameParameters = {
  serverUrl: string
  projectId: string
  /** The e-mail and social wallet's session; throws when the secure origin has none. */
  session: () => Pick<WalletSession, 'currentAddress' | 'withKey' | 'getUser'>
  /** The secure origin's `localStorage`: the Solana address is kept there. */
  storage: Pick<Storage, 'getItem' | 'setItem'>
  /** The Solana approval screen (`showSolanaApproval`). */
  approve: (request: SolanaApprovalRequest) => Promise<boolean>
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch | undefined
}

const solanaMethods: ReadonlySet<string> = new Set<SolanaRpcMethod>(solanaRpcMethods)

/**
 * The secure frame's Solana side, beside the EVM one: which `GET_USER` and `RPC_REQUEST` are
 * Solana's, the user's Solana account in `GET_USER`'s answers, and the Solana RPC handler.
 *
 * @param parameters - The server, the session, the storage and the approval screen.
 * @returns What the frame's handlers call.
 *
 * @example
 * import { createSolanaFrame } from './frame/createSolanaFrame.js'
 * const solana = createSolanaFrame({ serverUrl, projectId, session, storage: localStorage, approve })
 * if (solana.handles(request)) await solana.rpc(request)
 */
export function createSolanaFrame(parameters: CreateSolanaFrameParameters) {
  const { serverUrl, projectId, session, storage, approve } = parameters
  let account: SolanaAccount | undefined
  const solana = () => {
    const current = session()
    account ??= createSolanaAccount({
      walletAddress: () => current.currentAddress(),
      withKey: (use) => current.withKey(use),
      storage,
    })
    return account
  }
  const rpc = createSolanaRpcHandler({
    serverUrl,
    projectId,
    address: () => solana().address(),
    approve,
    withSolanaKey: (use) => solana().withSolanaKey(use),
    fetch: parameters.fetch,
  })

  return {
    /** Whether `chainId` names a Solana cluster (`solana:<ref>`). */
    isCluster: (chainId: unknown): boolean =>
      typeof chainId === 'string' && chainId.startsWith('solana:'),
    handles: (request: FrameRpcRequest): boolean => solanaMethods.has(request.method),
    rpc,
    /** `GET_USER` for a Solana cluster: the Solana account as the address, with its CAIP-10 id. */
    async getUser(cluster: string): Promise<FrameSuccessPayload<'GET_USER'>> {
      const user = await session().getUser(cluster)
      const address = await solana().address()
      if (!address) throw new Error('The embedded wallet is not connected')
      return {
        ...user,
        address,
        chainId: cluster,
        accounts: [{ address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        solana: { address, caipAddress: `${cluster}:${address}` },
      }
    },
    /** An EVM `GET_USER` answer with the Solana address added (left out if it cannot be had). */
    async withAccount(
      answer: Promise<FrameSuccessPayload<'GET_USER'>>,
    ): Promise<FrameSuccessPayload<'GET_USER'>> {
      const user = await answer
      const address = await solana()
        .address()
        .catch(() => undefined)
      return address ? { ...user, solana: { address } } : user
    },
  }
}
