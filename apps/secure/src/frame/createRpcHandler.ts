import {
  type FrameRpcRequest,
  safeRpcMethods,
  type UnsafeRpcMethod,
  userMessages,
  walletMessages,
} from '@airlock/protocol'
import {
  type Address,
  type Chain,
  type Hex,
  isAddress,
  isHex,
  type LocalAccount,
  numberToHex,
  type PublicClient,
  type TransactionSerializable,
  type Transport,
} from 'viem'
import { type ApprovalRequest, UserRejectedError } from './approvalRequest.js'
import { createChainClients } from './createChainClients.js'
import type { SmartAccountCall, SmartAccounts } from './createSmartAccounts.js'
import { type DecodedCall, decodeCalls } from './decodeCalls.js'
import { estimateCosts } from './estimateCosts.js'
import { readableMessage, readCalls, sameAddress } from './readRpcParams.js'

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
  /**
   * EIP-5792 `wallet_showCallsStatus`: shows a batch's status on the frame's screen and resolves
   * when the user closes it. Without it the method is refused.
   */
  showCallsStatus?:
    | ((screen: {
        chainId: string
        calls: readonly DecodedCall[]
        read: () => Promise<{ status: number; transactionHash?: Hex | undefined }>
      }) => Promise<void>)
    | undefined
  /** The chains' clients; defaults to ones over the server's RPC proxy. */
  client?: ((chainId: string) => PublicClient<Transport, Chain>) | undefined
  /**
   * The smart account, when the user's active account on a chain is theirs (`address` answers
   * `undefined` while the plain account is active): sending goes as user operations through the
   * server's bundler, and EIP-5792's methods work.
   */
  smartAccount?:
    | {
        address: (chainId: string) => Promise<Address | undefined>
        accounts: SmartAccounts
      }
    | undefined
}

const safe = new Set<string>(safeRpcMethods)

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
  const client =
    parameters.client ?? createChainClients({ serverUrl, projectId, fetch: parameters.fetch })
  const account = async () => {
    const current = await address()
    if (!current) throw new Error('The embedded wallet is not connected')
    return current
  }
  const confirm = async (request: ApprovalRequest) => {
    if (!(await approve(request))) throw new UserRejectedError()
  }

  const smart = parameters.smartAccount
  // Which chain each `wallet_sendCalls` id went to, for `wallet_getCallsStatus`.
  const callChains = new Map<string, string>()
  // Each batch's calls as the approval screen showed them, for `wallet_showCallsStatus`.
  const callBatches = new Map<string, DecodedCall[]>()
  /** The smart account's address when it is the active account on the chain. */
  const smartActive = async (chainId: string) => (smart ? smart.address(chainId) : undefined)

  /** Sends calls as one user operation of the smart account; resolves with its hash. */
  const sendAsSmartAccount = (chainId: string, calls: SmartAccountCall[]) =>
    withAccount((owner) => {
      if (!smart) throw new Error(walletMessages.rpcMethodNotAllowed)
      return smart.accounts.sendCalls({ owner, chainId, calls })
    })

  return async ({
    method,
    params: given = [],
    chainId: requested,
  }: FrameRpcRequest): Promise<unknown> => {
    // EVM methods take positional parameters; named ones (the Solana methods' form) are one.
    const params: unknown[] = Array.isArray(given) ? given : [given]
    const chainId = requested === undefined ? parameters.chainId() : String(requested)
    if (method === 'eth_chainId') return numberToHex(Number(chainId))
    if (method === 'eth_accounts') {
      const current = (await smartActive(chainId)) ?? (await address())
      return current ? [current] : []
    }
    if (method === 'wallet_getCapabilities') return capabilities(params, chainId)
    if (method === 'wallet_getCallsStatus') return callsStatus(params, chainId)
    if (method === 'wallet_showCallsStatus') return showStatus(params, chainId)
    if (safe.has(method))
      return client(chainId).request({ method, params } as never, { retryCount: 0 })

    if (method === 'wallet_grantPermissions' || method === 'wallet_revokePermissions') {
      if (!parameters.permissions) throw new Error(walletMessages.rpcMethodNotAllowed)
      return parameters.permissions(method, params, Number(chainId))
    }
    const smartAddress = await smartActive(chainId)
    if (smartAddress) return smartAccountRequest(method as UnsafeRpcMethod, params, chainId)
    if (method === 'wallet_sendCalls') throw new Error(userMessages.smartAccountsUnsupported)
    if (method === 'personal_sign' || method === 'eth_signTypedData_v4')
      return sign(method, params, chainId, undefined)
    const signer = await account()
    switch (method as UnsafeRpcMethod) {
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
      default:
        throw new Error(walletMessages.rpcMethodNotAllowed)
    }
  }

  /**
   * `personal_sign` and `eth_signTypedData_v4`, shown first in the approval screen. `from` names
   * the signer: the plain account (the key's own signature) or, while it is active, the smart
   * account (ERC-1271 over its replay-safe hash; ERC-6492-wrapped until it is deployed).
   */
  async function sign(
    method: 'personal_sign' | 'eth_signTypedData_v4',
    params: unknown[],
    chainId: string,
    smartSender: Address | undefined,
  ) {
    const owner = await account()
    const asSmartAccount = (from: unknown) =>
      smartSender !== undefined && sameAddress(from, smartSender)
    const signs = (from: unknown) => asSmartAccount(from) || sameAddress(from, owner)
    const accounts = smart?.accounts
    if (method === 'personal_sign') {
      const [message, from] = params as [unknown, unknown]
      if (!isHex(message) || !signs(from))
        throw new Error('personal_sign expects [message as hex, the wallet address]')
      await confirm({ kind: 'message', chainId, text: readableMessage(message) })
      return withAccount((key) =>
        asSmartAccount(from) && accounts
          ? accounts.signMessage({ owner: key, chainId, message: { raw: message } })
          : key.signMessage({ message: { raw: message } }),
      )
    }
    const [from, json] = params as [unknown, unknown]
    if (!signs(from) || typeof json !== 'string')
      throw new Error('eth_signTypedData_v4 expects [the wallet address, typed data as JSON]')
    const typedData = JSON.parse(json) as Parameters<LocalAccount['signTypedData']>[0]
    await confirm({
      kind: 'typedData',
      chainId,
      primaryType: String(typedData.primaryType),
      json: JSON.stringify(typedData, null, 2),
    })
    return withAccount((key) =>
      asSmartAccount(from) && accounts
        ? accounts.signTypedData({ owner: key, chainId, typedData })
        : key.signTypedData(typedData),
    )
  }

  /**
   * EIP-5792 `wallet_getCapabilities [address?, chainIds?]`: per chain (hex id), atomic batches
   * and the paymaster service where the smart account is active; nothing for the plain account.
   */
  async function capabilities(params: unknown[], chainId: string) {
    const [, asked] = params as [unknown, unknown]
    const chainIds = Array.isArray(asked) ? asked.map((id) => String(Number(id))) : [chainId]
    const answer: Record<Hex, Record<string, unknown>> = {}
    for (const id of chainIds) {
      if (!(await smartActive(id).catch(() => undefined))) continue
      answer[numberToHex(Number(id))] = {
        atomic: { status: 'supported' },
        atomicBatch: { supported: true },
        paymasterService: { supported: true },
      }
    }
    return answer
  }

  /** EIP-5792 `wallet_getCallsStatus [id]`: 100 pending, 200 confirmed, 500 reverted (atomic). */
  async function callsStatus(params: unknown[], fallbackChainId: string) {
    const [id] = params as [unknown]
    if (!smart || typeof id !== 'string' || !isHex(id))
      throw new Error('wallet_getCallsStatus expects the id wallet_sendCalls answered')
    const chainId = callChains.get(id.toLowerCase()) ?? fallbackChainId
    const receipt = await smart.accounts.receipt(chainId, id)
    const base = { version: '2.0.0', id, chainId: numberToHex(Number(chainId)), atomic: true }
    if (!receipt) return { ...base, status: 100 }
    return {
      ...base,
      status: receipt.success ? 200 : 500,
      receipts: [
        {
          logs: receipt.logs,
          status: receipt.success ? '0x1' : '0x0',
          blockHash: receipt.blockHash,
          blockNumber: numberToHex(receipt.blockNumber),
          gasUsed: numberToHex(receipt.gasUsed),
          transactionHash: receipt.transactionHash,
        },
      ],
    }
  }

  /** EIP-5792 `wallet_showCallsStatus [id]`: the batch's status on the frame's screen. */
  async function showStatus(params: unknown[], fallbackChainId: string) {
    const [id] = params as [unknown]
    if (!parameters.showCallsStatus || !smart) throw new Error(walletMessages.rpcMethodNotAllowed)
    if (typeof id !== 'string' || !isHex(id))
      throw new Error('wallet_showCallsStatus expects the id wallet_sendCalls answered')
    const batchChainId = callChains.get(id.toLowerCase()) ?? fallbackChainId
    await parameters.showCallsStatus({
      chainId: batchChainId,
      calls: callBatches.get(id.toLowerCase()) ?? [],
      read: async () => {
        const answer = await callsStatus([id], batchChainId)
        const receipts = 'receipts' in answer ? answer.receipts : []
        return { status: answer.status, transactionHash: receipts[0]?.transactionHash }
      },
    })
    return null
  }

  /** Sending and signing while the smart account is the active account. */
  async function smartAccountRequest(method: UnsafeRpcMethod, params: unknown[], chainId: string) {
    const sender = (await smartActive(chainId)) as Address
    switch (method) {
      case 'eth_sendTransaction': {
        const [transaction] = params as [Record<string, unknown> | undefined]
        if (!transaction || (transaction.from && !sameAddress(transaction.from, sender)))
          throw new Error('eth_sendTransaction expects a transaction from the wallet address')
        const [call] = readCalls([transaction])
        if (!call?.to)
          throw new Error('eth_sendTransaction: a smart account cannot deploy contracts')
        await confirm({
          kind: 'transaction',
          chainId,
          to: call.to,
          value: call.value,
          data: call.data,
          // The screen says "no fee for you" when the project's paymaster sponsors the operation.
          costs: Promise.all([
            estimateCosts({
              client: client(chainId),
              chainId,
              account: sender,
              to: call.to,
              value: call.value,
              data: call.data,
              gas: undefined,
              serverUrl,
              projectId,
              fetch: send,
            }),
            (smart as NonNullable<typeof smart>).accounts.sponsors({
              chainId,
              sender,
              calls: [call as SmartAccountCall],
            }),
          ]).then(([costs, sponsored]) => ({ ...costs, sponsored })),
        })
        const hash = await sendAsSmartAccount(chainId, [call as SmartAccountCall])
        // A transaction hash, as eth_sendTransaction promises: the bundle's, once mined.
        const receipt = await (smart as NonNullable<typeof smart>).accounts.wait(chainId, hash)
        return receipt.transactionHash
      }
      case 'wallet_sendCalls': {
        const [request] = params as [Record<string, unknown> | undefined]
        if (!request || !Array.isArray(request.calls) || request.calls.length === 0)
          throw new Error('wallet_sendCalls expects { calls: [{ to, data?, value? }, …] }')
        if (request.from !== undefined && !sameAddress(request.from, sender))
          throw new Error('wallet_sendCalls: "from" is not the wallet address')
        const callsChainId =
          request.chainId === undefined ? chainId : String(Number(request.chainId))
        if (callsChainId !== chainId)
          throw new Error('wallet_sendCalls: switch to that chain first')
        const calls = readCalls(request.calls as Record<string, unknown>[])
        if (calls.some((call) => !call.to))
          throw new Error('wallet_sendCalls: every call needs "to"')
        const decoded = await decodeCalls({
          client: client(chainId),
          calls: calls as SmartAccountCall[],
        })
        await confirm({ kind: 'calls', chainId, calls: decoded })
        const id = await sendAsSmartAccount(chainId, calls as SmartAccountCall[])
        callChains.set(id.toLowerCase(), chainId)
        callBatches.set(id.toLowerCase(), decoded)
        return { id }
      }
      case 'personal_sign':
      case 'eth_signTypedData_v4':
        return sign(method, params, chainId, sender)
      // wallet_grantPermissions / wallet_revokePermissions are answered before: the permissions
      // handler finds the smart account itself.
      default:
        throw new Error(walletMessages.rpcMethodNotAllowed)
    }
  }
}
