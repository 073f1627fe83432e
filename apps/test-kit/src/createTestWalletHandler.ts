import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  numberToHex,
  type TransactionRequest,
} from 'viem'
import type { LocalAccount } from 'viem/accounts'

export type TestWalletChain = { chainId: number; rpcUrl: string; name?: string | undefined }

/** What an EIP-1193 request of the test wallet answers: a result, or an error with its code. */
export type TestWalletAnswer =
  | { result: unknown }
  | { error: { code: number; message: string; data?: unknown } }

export type CreateTestWalletHandlerParameters = {
  /** The key that signs. */
  account: LocalAccount
  /** Chains the wallet knows. */
  chains: readonly TestWalletChain[]
  /** The chain it starts on. Defaults to the first chain. */
  chainId?: number | undefined
  /** Tells the page an EIP-1193 event (`chainChanged`, `accountsChanged`). */
  emit(event: string, data: unknown): Promise<unknown> | undefined
}

/** What a test holds of a test wallet, in a Playwright page or a unit test's DOM alike. */
export type TestWallet = {
  /** The account's address. */
  address: Hex
  /** The chain the wallet is on now. */
  chainId(): number
  /** Every method the page called, in order. */
  requests: string[]
  /** Makes the next request fail as if the person clicked Reject (code 4001). */
  rejectNext(): void
  /** Moves the wallet to another chain by itself, known or not, as a person would in its UI. */
  moveToChain(chainId: number): Promise<void>
  /** Drops the connection, as "disconnect this site" in a wallet does. */
  disconnect(): Promise<void>
}

export type TestWalletHandler = TestWallet & {
  /** Answers one EIP-1193 request as the wallet would. */
  handle(request: { method: string; params: unknown[] }): Promise<TestWalletAnswer>
}

type RpcError = { code: number; message: string }
const rpcError = (code: number, message: string) => ({ error: { code, message } })

/**
 * The test wallet's brain, apart from the page it serves: answers EIP-1193 requests with a local
 * key (accounts, chains, signatures, transactions sent through the chain's RPC) and forwards the
 * rest to the RPC of the chain it is on. `injectTestWallet` serves it to a Playwright page,
 * `installTestWallet` to the DOM a unit test runs in.
 *
 * @param parameters - The key, the chains, and how to tell the page an event.
 * @returns The request handler and the wallet's controls.
 *
 * @example
 * const handler = createTestWalletHandler({ account, chains, emit: () => undefined })
 * await handler.handle({ method: 'eth_requestAccounts', params: [] })
 */
export function createTestWalletHandler(
  parameters: CreateTestWalletHandlerParameters,
): TestWalletHandler {
  const { account, emit } = parameters
  const known = new Map<number, TestWalletChain>()
  for (const chain of parameters.chains) known.set(chain.chainId, chain)
  let chainId = parameters.chainId ?? [...known.keys()][0] ?? 1
  let connected = false
  let rejectNext = false
  const requests: string[] = []

  const chainOf = (id: number): Chain | undefined => {
    const chain = known.get(id)
    if (!chain) return undefined
    return defineChain({
      id,
      name: chain.name ?? `Chain ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
  }

  const forward = async (method: string, params: unknown) => {
    const chain = known.get(chainId)
    if (!chain) return rpcError(4901, `The wallet is on chain ${chainId}, which it cannot reach`)
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: RpcError }
    return body.error ? { error: body.error } : { result: body.result }
  }

  const switchTo = async (id: number) => {
    if (id === chainId) return
    chainId = id
    await emit('chainChanged', numberToHex(id))
  }

  const unprompted = new Set([
    'eth_chainId',
    'eth_accounts',
    'net_version',
    'wallet_getCapabilities',
    'wallet_getPermissions',
  ])
  const handle = async ({ method, params }: { method: string; params: unknown[] }) => {
    requests.push(method)
    // Like a person at a real wallet: the next request they are asked about is declined; the
    // questions a wallet answers without asking (chain, accounts, capabilities) are not.
    if (rejectNext && !unprompted.has(method)) {
      rejectNext = false
      return rpcError(4001, 'User rejected the request.')
    }
    switch (method) {
      case 'eth_requestAccounts':
        connected = true
        return { result: [account.address] }
      case 'eth_accounts':
        return { result: connected ? [account.address] : [] }
      case 'eth_chainId':
        return { result: numberToHex(chainId) }
      case 'net_version':
        return { result: String(chainId) }
      case 'wallet_requestPermissions':
        connected = true
        return { result: [{ parentCapability: 'eth_accounts' }] }
      case 'wallet_getPermissions':
        return { result: connected ? [{ parentCapability: 'eth_accounts' }] : [] }
      case 'wallet_revokePermissions':
        connected = false
        await emit('accountsChanged', [])
        return { result: null }
      case 'wallet_switchEthereumChain': {
        const id = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!known.has(id)) return rpcError(4902, `Unrecognized chain ID ${id}`)
        await switchTo(id)
        return { result: null }
      }
      case 'wallet_addEthereumChain': {
        const added = params[0] as { chainId?: string; rpcUrls?: string[]; chainName?: string }
        const id = Number(added?.chainId)
        const rpcUrl = added?.rpcUrls?.[0]
        if (!Number.isSafeInteger(id) || !rpcUrl) return rpcError(-32602, 'Invalid chain')
        known.set(id, { chainId: id, rpcUrl, name: added.chainName })
        await switchTo(id)
        return { result: null }
      }
    }
    if (!connected) return rpcError(4100, 'The requested account has not been authorized')
    switch (method) {
      case 'personal_sign':
        return { result: await account.signMessage({ message: { raw: params[0] as Hex } }) }
      case 'eth_signTypedData_v4':
        return { result: await account.signTypedData(JSON.parse(params[1] as string)) }
      case 'eth_sendTransaction': {
        const chain = chainOf(chainId)
        if (!chain)
          return rpcError(4901, `The wallet is on chain ${chainId}, which it cannot reach`)
        const request = params[0] as TransactionRequest & { gas?: Hex; value?: Hex }
        const client = createWalletClient({ account, chain, transport: http() })
        const hash = await client.sendTransaction({
          to: request.to ?? null,
          data: request.data,
          value: request.value === undefined ? undefined : BigInt(request.value),
          gas: request.gas === undefined ? undefined : BigInt(request.gas),
        } as never)
        return { result: hash }
      }
    }
    return forward(method, params)
  }

  return {
    address: account.address,
    async handle(request) {
      try {
        return await handle(request)
      } catch (error) {
        return rpcError(-32603, error instanceof Error ? error.message : String(error))
      }
    },
    chainId: () => chainId,
    requests,
    rejectNext: () => {
      rejectNext = true
    },
    moveToChain: switchTo,
    async disconnect() {
      connected = false
      await emit('accountsChanged', [])
    },
  }
}

/**
 * The controls a test gets of a wallet handler: everything but `handle`, which only the page's
 * side calls.
 *
 * @param handler - From `createTestWalletHandler`.
 * @returns Address, chain, request log and the switches.
 */
export function testWalletControls({
  address,
  chainId,
  requests,
  rejectNext,
  moveToChain,
  disconnect,
}: TestWalletHandler): TestWallet {
  return { address, chainId, requests, rejectNext, moveToChain, disconnect }
}
