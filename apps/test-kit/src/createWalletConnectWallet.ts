import { readManifest } from '@airlock/devnet'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  numberToHex,
  type TransactionRequest,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demoAccounts } from './demoAccounts.js'
import type { TestWalletChain } from './injectTestWallet.js'

export type CreateWalletConnectWalletParameters = {
  /** The relay, such as `ws://127.0.0.1:8787/relay` (the Airlock server's). */
  relayUrl: string
  /** The signing key. Defaults to demo account #1's. */
  privateKey?: Hex | undefined
  /** Chains the wallet knows. Defaults to the devnet manifest's chains. */
  chains?: readonly TestWalletChain[] | undefined
  /** RPC URLs by chain id, over the chains' own: the devnet on other ports, say. */
  rpcUrls?: Readonly<Record<number, string>> | undefined
  /** The chain it starts on. Defaults to the first chain. */
  chainId?: number | undefined
  /**
   * A directory to keep the wallet's sessions in across runs (the CLI's `--storage`). Defaults to
   * memory: every wallet starts with none.
   */
  storageDir?: string | undefined
  /** Called with each request the wallet answers, as it answers it. */
  onRequest?: ((request: WalletConnectWalletRequest) => void) | undefined
}

/** One request a dapp sent over a session, and how the wallet answered. */
export type WalletConnectWalletRequest = {
  method: string
  params: unknown
  /** The CAIP-2 chain the dapp sent it for. */
  chainId: string
  result?: unknown
  error?: { code: number; message: string } | undefined
}

export type WalletConnectWallet = {
  address: Hex
  /** The chain the wallet is on now. */
  chainId(): number
  /**
   * Pairs with a dapp's `wc:` URI and answers its session proposal (approving, unless
   * `rejectNext` was called). Resolves with the session's topic, or `undefined` when rejected.
   */
  pair(uri: string): Promise<string | undefined>
  /** Approves proposals and requests again after `rejectNext` (the default). */
  approveNext(): void
  /** Rejects the next proposal or request as if the person clicked Reject (code 5000 / 4001). */
  rejectNext(): void
  /** The topics of the sessions the wallet has. */
  sessions(): string[]
  /** Every request answered, in order. */
  requests: WalletConnectWalletRequest[]
  /** Ends every session, as "disconnect" in a wallet does: the dapps are told. */
  disconnect(): Promise<void>
  /** Closes the relay connection and stops the timers, without ending any session. */
  close(): Promise<void>
}

// WalletConnect's SDK error for a person's refusal (`getSdkError('USER_REJECTED')`).
const userRejected = { code: 5000, message: 'User rejected.' }
const userDisconnected = { code: 6000, message: 'User disconnected.' }
const methods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const events = ['chainChanged', 'accountsChanged']
let instances = 0

/**
 * A WalletConnect wallet in Node for tests and by-hand pairing: WalletKit 1.2.10 on Core 2.21.7,
 * a devnet private key that really signs (`personal_sign`, typed data) and sends transactions
 * through the devnet RPC, and switches chains (updating the session when it must). It talks to
 * `relayUrl` only: telemetry, its INIT event and the Verify API are stubbed out.
 *
 * @param parameters - Relay, key, chains and RPC URLs.
 * @returns Controls, and a log of the requests answered.
 *
 * @example
 * import { createWalletConnectWallet } from '@airlock/test-kit'
 * const wallet = await createWalletConnectWallet({ relayUrl: 'ws://127.0.0.1:8787/relay' })
 * await wallet.pair(uri)
 * await wallet.close()
 */
export async function createWalletConnectWallet(
  parameters: CreateWalletConnectWalletParameters,
): Promise<WalletConnectWallet> {
  const account = parameters.privateKey
    ? privateKeyToAccount(parameters.privateKey)
    : privateKeyFromDemo()
  const known = new Map<number, TestWalletChain>()
  for (const chain of parameters.chains ?? readManifest().chains)
    known.set(chain.chainId, {
      ...chain,
      rpcUrl: parameters.rpcUrls?.[chain.chainId] ?? chain.rpcUrl,
    })
  let chainId = parameters.chainId ?? [...known.keys()][0] ?? 1
  let rejectNext = false
  const requests: WalletConnectWalletRequest[] = []

  instances += 1
  const core = new Core({
    relayUrl: parameters.relayUrl,
    // Two wallets in one process must not share the global Core; a kept one keeps its prefix.
    customStoragePrefix: parameters.storageDir
      ? 'airlock-test-wallet'
      : `airlock-test-wallet-${process.pid}-${instances}`,
    ...(parameters.storageDir ? { storageOptions: { database: parameters.storageDir } } : {}),
    telemetryEnabled: false,
    logger: 'silent',
  })
  // No vendor calls: WalletKit posts an INIT event whatever `telemetryEnabled` says, and Verify
  // fetches an attestation for every proposal and request that comes without one.
  core.eventClient.init = async () => {}
  // Undefined is what a failed lookup gives too: the request's origin stays "UNKNOWN".
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
  const kit = await WalletKit.init({
    // Core's own `relayUrl?` against ICore's `relayUrl`: the same object, typed apart.
    core: core as unknown as Parameters<typeof WalletKit.init>[0]['core'],
    metadata: {
      name: 'Airlock Test Wallet',
      description: 'A devnet wallet for tests',
      url: 'https://airlock.invalid',
      icons: [],
    },
    // Answer at once: the SDK otherwise waits 1 s between queued requests.
    signConfig: { disableRequestQueue: true },
  })

  const waiting = new Map<string, (topic: string | undefined) => void>()

  kit.on('session_proposal', async ({ id, params }) => {
    const settle = (topic: string | undefined) => {
      waiting.get(params.pairingTopic)?.(topic)
      waiting.delete(params.pairingTopic)
    }
    if (rejectNext) {
      rejectNext = false
      await kit.rejectSession({ id, reason: userRejected }).catch(() => {})
      return settle(undefined)
    }
    const proposed = [
      ...Object.values(params.requiredNamespaces ?? {}),
      ...Object.values(params.optionalNamespaces ?? {}),
    ].flatMap((namespace) => namespace.chains ?? [])
    const chains = [...new Set(proposed)].filter((caip) => known.has(Number(caip.split(':')[1])))
    if (chains.length === 0) {
      await kit
        .rejectSession({ id, reason: { code: 5100, message: 'Unsupported chains.' } })
        .catch(() => {})
      return settle(undefined)
    }
    const session = await kit.approveSession({
      id,
      namespaces: {
        eip155: {
          chains,
          methods,
          events,
          accounts: chains.map((caip) => `${caip}:${account.address}`),
        },
      },
    })
    settle(session.topic)
  })

  kit.on('session_request', async ({ id, topic, params }) => {
    const { method, params: requestParams } = params.request as { method: string; params: unknown }
    const entry: WalletConnectWalletRequest = {
      method,
      params: requestParams,
      chainId: params.chainId,
    }
    let response: { result: unknown } | { error: { code: number; message: string } }
    if (rejectNext) {
      rejectNext = false
      response = { error: { code: 4001, message: 'User rejected the request.' } }
    } else {
      try {
        response = await answer(topic, method, requestParams, Number(params.chainId.split(':')[1]))
      } catch (error) {
        response = {
          error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
        }
      }
    }
    Object.assign(entry, response)
    requests.push(entry)
    parameters.onRequest?.(entry)
    await kit
      .respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } })
      .catch(() => {})
  })

  /** Adds `chain` to the session's namespace when it is missing, as wallets must before using it. */
  const includeChain = async (topic: string, id: number) => {
    const session = kit.getActiveSessions()[topic]
    const namespace = session?.namespaces.eip155
    const caip = `eip155:${id}`
    if (!namespace || namespace.chains?.includes(caip)) return
    await kit.updateSession({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...namespace,
          chains: [...(namespace.chains ?? []), caip],
          accounts: [...namespace.accounts, `${caip}:${account.address}`],
        },
      },
    })
  }

  const answer = async (
    topic: string,
    method: string,
    params: unknown,
    requestChainId: number,
  ): Promise<{ result: unknown } | { error: { code: number; message: string } }> => {
    const list = (Array.isArray(params) ? params : []) as unknown[]
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return { result: [account.address] }
      case 'eth_chainId':
        return { result: numberToHex(chainId) }
      case 'personal_sign':
        return { result: await account.signMessage({ message: { raw: list[0] as Hex } }) }
      case 'eth_sign':
        return { result: await account.signMessage({ message: { raw: list[1] as Hex } }) }
      case 'eth_signTypedData':
      case 'eth_signTypedData_v4': {
        const data = list[1]
        return {
          result: await account.signTypedData(
            (typeof data === 'string' ? JSON.parse(data) : data) as never,
          ),
        }
      }
      case 'eth_sendTransaction': {
        const chain = known.get(requestChainId)
        if (!chain)
          return { error: { code: 4901, message: `The wallet cannot reach ${requestChainId}` } }
        const request = list[0] as TransactionRequest & { gas?: Hex; value?: Hex }
        const client = createWalletClient({
          account,
          chain: defineChain({
            id: chain.chainId,
            name: chain.name ?? `Chain ${chain.chainId}`,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [chain.rpcUrl] } },
          }),
          transport: http(),
        })
        const hash = await client.sendTransaction({
          to: request.to ?? null,
          data: request.data,
          value: request.value === undefined ? undefined : BigInt(request.value),
          gas: request.gas === undefined ? undefined : BigInt(request.gas),
        } as never)
        return { result: hash }
      }
      case 'wallet_switchEthereumChain': {
        const id = Number((list[0] as { chainId?: string } | undefined)?.chainId)
        if (!known.has(id)) return { error: { code: 4902, message: `Unrecognized chain ID ${id}` } }
        await includeChain(topic, id)
        chainId = id
        await kit
          .emitSessionEvent({
            topic,
            event: { name: 'chainChanged', data: id },
            chainId: `eip155:${id}`,
          })
          .catch(() => {})
        return { result: null }
      }
      case 'wallet_addEthereumChain': {
        const added = list[0] as { chainId?: string; rpcUrls?: string[]; chainName?: string }
        const id = Number(added?.chainId)
        const rpcUrl = added?.rpcUrls?.[0]
        if (!Number.isSafeInteger(id) || !rpcUrl)
          return { error: { code: -32602, message: 'Invalid chain' } }
        if (!known.has(id)) known.set(id, { chainId: id, rpcUrl, name: added.chainName })
        await includeChain(topic, id)
        return { result: null }
      }
    }
    const chain = known.get(requestChainId)
    if (!chain)
      return { error: { code: 4901, message: `The wallet cannot reach ${requestChainId}` } }
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string }
    }
    return body.error ? { error: body.error } : { result: body.result }
  }

  return {
    address: account.address,
    chainId: () => chainId,
    requests,
    async pair(uri) {
      const topic = uri.slice(3, uri.indexOf('@'))
      const answered = new Promise<string | undefined>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('No session proposal arrived within 30 s of pairing.')),
          30_000,
        )
        waiting.set(topic, (session) => {
          clearTimeout(timer)
          resolve(session)
        })
      })
      await kit.pair({ uri })
      return answered
    },
    approveNext() {
      rejectNext = false
    },
    rejectNext() {
      rejectNext = true
    },
    sessions: () => Object.keys(kit.getActiveSessions()),
    async disconnect() {
      for (const topic of Object.keys(kit.getActiveSessions()))
        await kit.disconnectSession({ topic, reason: userDisconnected })
    },
    async close() {
      core.heartbeat.stop()
      await core.relayer.transportClose().catch(() => {})
    },
  }
}

function privateKeyFromDemo() {
  const demo = demoAccounts()[0]?.account
  if (!demo) throw new Error('The devnet manifest has no demo account')
  const key = demo.getHdKey().privateKey
  if (!key) throw new Error('The demo account has no private key')
  return privateKeyToAccount(`0x${Buffer.from(key).toString('hex')}`)
}
