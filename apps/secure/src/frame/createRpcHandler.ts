import {
  type FrameRpcRequest,
  safeRpcMethods,
  type UnsafeRpcMethod,
  walletMessages,
} from '@airlock/protocol'
import {
  type Address,
  type Chain,
  createPublicClient,
  defineChain,
  type Hex,
  http,
  isAddress,
  isHex,
  type LocalAccount,
  numberToHex,
  type PublicClient,
  type TransactionSerializable,
  type Transport,
} from 'viem'
import { estimateCosts, type TransactionCosts } from './estimateCosts.js'

/** What the approval screen shows before the user says yes or no. */
export type ApprovalRequest =
  | { kind: 'message'; chainId: string; text: string }
  | { kind: 'typedData'; chainId: string; primaryType: string; json: string }
  | {
      kind: 'transaction'
      chainId: string
      to: Address | undefined
      value: bigint
      data: Hex | undefined
      /** The network fee and the native token's price: the screen shows them when they come. */
      costs: Promise<TransactionCosts>
    }
  | {
      /** A dapp's session key (ERC-7715), each thing it may do on its own as one line. */
      kind: 'permissions'
      chainId: string
      /** Unix seconds: when the session ends. */
      until: number
      grants: SessionGrantLine[]
    }

/** One thing a session key may do: spend (an amount with its symbol) or call a function. */
export type SessionGrantLine =
  | { kind: 'spend'; amount: string; per: 'hour' | 'day' | 'week' | 'total'; contract: string }
  | { kind: 'call'; functionName: string; contract: string }

export type CreateRpcHandlerParameters = {
  /** The Airlock server: its RPC proxy answers the read methods. */
  serverUrl: string
  projectId: string
  /** The chain used when a request names none: the last one the user chose. */
  chainId: () => string
  /** The logged-in wallet's address, or `undefined` without a session. */
  address: () => Address | undefined | Promise<Address | undefined>
  /** Shows the request in the frame and resolves with the user's answer. */
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** Rebuilds the key for as long as `use` takes, then forgets it. */
  withAccount: <result>(use: (account: LocalAccount) => Promise<result>) => Promise<result>
  /** Defaults to the global `fetch` (tests pass the server app's). */
  fetch?: typeof fetch | undefined
  /**
   * ERC-7715 `wallet_grantPermissions` / `wallet_revokePermissions` for the smart account
   * (`createPermissionsHandler`); without it they are refused like other unsupported methods.
   */
  permissions?:
    | ((
        method: 'wallet_grantPermissions' | 'wallet_revokePermissions',
        params: unknown[],
        chainId: number,
      ) => Promise<unknown>)
    | undefined
}

const safe = new Set<string>(safeRpcMethods)

/** The EIP-1193 refusal: the user said no in the approval screen. */
export class UserRejectedError extends Error {
  override name = 'UserRejectedError'
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

/**
 * Answers the modal's `RPC_REQUEST`s inside the secure frame. Read methods go to the server's RPC
 * proxy without asking anyone; `eth_chainId` and `eth_accounts` are answered from the session.
 * Signing and sending first show the request in the frame's own approval screen, which the dapp
 * cannot script; only the user's click there lets the key be rebuilt, used once and dropped.
 * Methods the embedded wallet does not support are refused with SPEC §6's message.
 *
 * @param parameters - The server, the session, the approval screen and the key.
 * @returns The handler.
 *
 * @example
 * import { createRpcHandler } from './frame/createRpcHandler.js'
 * const rpc = createRpcHandler({ serverUrl, projectId, chainId, address, approve, withAccount })
 * await rpc({ method: 'eth_blockNumber' })
 */
export function createRpcHandler(parameters: CreateRpcHandlerParameters) {
  const { serverUrl, projectId, address, approve, withAccount } = parameters
  const send = parameters.fetch ?? fetch
  const clients = new Map<string, PublicClient<Transport, Chain>>()
  const client = (chainId: string) => {
    let existing = clients.get(chainId)
    if (!existing) {
      const url = `${serverUrl}/v1?chainId=eip155:${chainId}&projectId=${encodeURIComponent(projectId)}`
      existing = createPublicClient({
        chain: defineChain({
          id: Number(chainId),
          name: `eip155:${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [url] } },
        }),
        transport: http(url, { fetchFn: send, retryCount: 0 }),
      })
      clients.set(chainId, existing)
    }
    return existing
  }
  const account = async () => {
    const current = await address()
    if (!current) throw new Error('The embedded wallet is not connected')
    return current
  }
  const confirm = async (request: ApprovalRequest) => {
    if (!(await approve(request))) throw new UserRejectedError()
  }

  return async ({ method, params = [], chainId: requested }: FrameRpcRequest): Promise<unknown> => {
    const chainId = requested === undefined ? parameters.chainId() : String(requested)
    if (method === 'eth_chainId') return numberToHex(Number(chainId))
    if (method === 'eth_accounts') {
      const current = await address()
      return current ? [current] : []
    }
    if (safe.has(method))
      return client(chainId).request({ method, params } as never, { retryCount: 0 })

    const signer = await account()
    switch (method as UnsafeRpcMethod) {
      case 'personal_sign': {
        const [message, from] = params as [unknown, unknown]
        if (!isHex(message) || !sameAddress(from, signer))
          throw new Error('personal_sign expects [message as hex, the wallet address]')
        await confirm({ kind: 'message', chainId, text: readableMessage(message) })
        return withAccount((key) => key.signMessage({ message: { raw: message } }))
      }
      case 'eth_signTypedData_v4': {
        const [from, json] = params as [unknown, unknown]
        if (!sameAddress(from, signer) || typeof json !== 'string')
          throw new Error('eth_signTypedData_v4 expects [the wallet address, typed data as JSON]')
        const typedData = JSON.parse(json) as Parameters<LocalAccount['signTypedData']>[0]
        await confirm({
          kind: 'typedData',
          chainId,
          primaryType: String(typedData.primaryType),
          json: JSON.stringify(typedData, null, 2),
        })
        return withAccount((key) => key.signTypedData(typedData))
      }
      case 'eth_sendTransaction': {
        const [transaction] = params as [Record<string, unknown> | undefined]
        if (!transaction || (transaction.from && !sameAddress(transaction.from, signer)))
          throw new Error('eth_sendTransaction expects a transaction from the wallet address')
        const to = transaction.to
        const data = transaction.data ?? transaction.input
        if (to !== undefined && to !== null && !isAddress(String(to)))
          throw new Error('eth_sendTransaction: "to" is not an address')
        if (data !== undefined && !isHex(data))
          throw new Error('eth_sendTransaction: "data" is not hex')
        const value = transaction.value === undefined ? 0n : BigInt(String(transaction.value))
        const chain = client(chainId)
        const gasLimit = transaction.gas === undefined ? undefined : BigInt(String(transaction.gas))
        await confirm({
          kind: 'transaction',
          chainId,
          to: (to ?? undefined) as Address | undefined,
          value,
          data: data as Hex | undefined,
          costs: estimateCosts({
            client: chain,
            chainId,
            account: signer,
            to: (to ?? undefined) as Address | undefined,
            value,
            data: data as Hex | undefined,
            gas: gasLimit,
            serverUrl,
            projectId,
            fetch: send,
          }),
        })
        return withAccount(async (key) => {
          const prepared = await chain.prepareTransactionRequest({
            account: key,
            to: (to ?? undefined) as Address | undefined,
            value,
            ...(data === undefined ? {} : { data: data as Hex }),
            ...(gasLimit === undefined ? {} : { gas: gasLimit }),
          })
          // A 25 % margin: anvil (and real chains) can mine with state the estimate did not see.
          const gas = gasLimit ?? (prepared.gas * 5n) / 4n
          const signed = await key.signTransaction({ ...prepared, gas } as TransactionSerializable)
          return chain.request({ method: 'eth_sendRawTransaction', params: [signed] })
        })
      }
      case 'wallet_grantPermissions':
      case 'wallet_revokePermissions':
        if (parameters.permissions)
          return parameters.permissions(method as never, params as unknown[], Number(chainId))
        throw new Error(walletMessages.rpcMethodNotAllowed)
      default:
        // wallet_sendCalls needs a smart account, which comes later.
        throw new Error(walletMessages.rpcMethodNotAllowed)
    }
  }
}

function sameAddress(value: unknown, address: Address) {
  return typeof value === 'string' && value.toLowerCase() === address.toLowerCase()
}

/** A message as people read it: its text when it is UTF-8, else its hex. */
function readableMessage(message: Hex): string {
  try {
    const bytes = Uint8Array.from(
      message
        .slice(2)
        .match(/../g)
        ?.map((pair) => Number.parseInt(pair, 16)) ?? [],
    )
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return message
  }
}
