import { type Address, type Chain, getAddress, http, numberToHex } from 'viem'
import { WalletConnectRequestError } from '../../errors/walletConnect.js'
import type { WalletConnectClient } from './initSignClient.js'

/** A WalletConnect session, as the sign client stores it. */
export type WalletConnectSession = ReturnType<WalletConnectClient['session']['get']>

/** What the provider emits, with EIP-1193's names and payloads. */
type SessionProviderEvents = {
  accountsChanged: [accounts: Address[]]
  chainChanged: [chainId: `0x${string}`]
  disconnect: [error: WalletConnectRequestError]
}

/** An EIP-1193 provider over one WalletConnect session. */
export type SessionProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on<event extends keyof SessionProviderEvents>(
    event: event,
    listener: (...data: SessionProviderEvents[event]) => void,
  ): void
  removeListener<event extends keyof SessionProviderEvents>(
    event: event,
    listener: (...data: SessionProviderEvents[event]) => void,
  ): void
  readonly client: WalletConnectClient
  /** Undefined before a wallet approved a session, and after it ended. */
  readonly session: WalletConnectSession | undefined
  /** The chain requests go to: one of the session's. Undefined without a session. */
  readonly chainId: number | undefined
  /** The session's accounts on the current chain, checksummed. Empty without a session. */
  readonly accounts: readonly Address[]
  /** The chain ids the session allows, in the wallet's order. */
  readonly chainIds: readonly number[]
  /** Adopts `session` and, when the session allows it, `chainId` (else its first dapp chain). */
  useSession(session: WalletConnectSession, chainId?: number | undefined): void
  /** Ends the session with the wallet, waiting 3 s at most for the relay; forgets it either way. */
  disconnect(): Promise<void>
}

export type CreateSessionProviderParameters = {
  client: WalletConnectClient
  /** The dapp's chains: their RPC URLs answer every request that needs no key. */
  chains: readonly Chain[]
}

/** The methods a session asks the wallet for; everything else is read from the chain's RPC. */
export const walletMethods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const

/** The events a session asks the wallet to send. */
export const walletEvents = ['chainChanged', 'accountsChanged'] as const

// WalletConnect's "user rejected" codes (SDK errors 5000–5002) mean what EIP-1193's 4001 does.
const rejectionCodes = new Set([4001, 5000, 5001, 5002])
const disconnectTimeoutMs = 3000

/**
 * An EIP-1193 provider over a WalletConnect sign client's session: accounts and chain come from
 * the session; signing, sending and chain changes go to the wallet as session requests; reads
 * (`eth_call`, `eth_getBalance`…) go to the current chain's own RPC URL, never through the
 * wallet or a vendor. The wallet's `session_update`, `session_event` and `session_delete` become
 * `accountsChanged`, `chainChanged` and `disconnect`.
 *
 * @param parameters - The sign client and the dapp's chains.
 * @returns The provider, without a session until `useSession`.
 *
 * @example
 * const provider = createSessionProvider({ client, chains: [mainnet] })
 * provider.useSession(await approval())
 * await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
 */
export function createSessionProvider({
  client,
  chains,
}: CreateSessionProviderParameters): SessionProvider {
  // Listeners by event; each set holds listeners of that event's payload only.
  const listeners = new Map<string, Set<unknown>>()
  const emit = <event extends keyof SessionProviderEvents>(
    event: event,
    ...data: SessionProviderEvents[event]
  ) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (...payload: SessionProviderEvents[event]) => void)(...data)
  }
  const transports = new Map<number, ReturnType<ReturnType<typeof http>>>()

  let session: WalletConnectSession | undefined
  let chainId: number | undefined
  // Accounts the wallet announced in an `accountsChanged` event, until the session changes.
  let announced: Address[] | undefined

  const chainIdsOf = (current: WalletConnectSession | undefined) => {
    const namespace = current?.namespaces.eip155
    if (!namespace) return []
    const ids = [
      ...(namespace.chains ?? []),
      ...namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':')),
    ].map((caip) => Number(caip.split(':')[1]))
    return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))]
  }

  const accountsOf = (current: WalletConnectSession | undefined, chain: number | undefined) => {
    const accounts = current?.namespaces.eip155?.accounts ?? []
    const onChain = accounts.filter((account) => account.startsWith(`eip155:${chain}:`))
    const addresses = (onChain.length > 0 ? onChain : accounts).flatMap((account) => {
      const address = account.split(':')[2]
      try {
        return address ? [getAddress(address)] : []
      } catch {
        return []
      }
    })
    return [...new Set(addresses)]
  }

  const currentAccounts = () => announced ?? accountsOf(session, chainId)

  const pickChain = (current: WalletConnectSession, wanted: number | undefined) => {
    const allowed = chainIdsOf(current)
    if (wanted !== undefined && allowed.includes(wanted)) return wanted
    return allowed.find((id) => chains.some((chain) => chain.id === id)) ?? allowed[0]
  }

  const setChain = (next: number) => {
    if (next === chainId) return
    chainId = next
    emit('chainChanged', numberToHex(next))
  }

  const end = () => {
    if (!session) return
    session = undefined
    chainId = undefined
    announced = undefined
    emit(
      'disconnect',
      new WalletConnectRequestError({ code: 4900, message: 'The wallet ended the session.' }),
    )
  }

  client.on('session_update', ({ topic }) => {
    if (topic !== session?.topic) return
    const before = currentAccounts()
    session = client.session.get(topic)
    announced = undefined
    const next = pickChain(session, chainId)
    if (next !== undefined) setChain(next)
    const after = currentAccounts()
    if (after.join() !== before.join()) emit('accountsChanged', after)
  })
  client.on('session_event', ({ topic, params }) => {
    if (topic !== session?.topic) return
    const { name, data } = params.event as { name: string; data: unknown }
    if (name === 'chainChanged') {
      const next = Number(data)
      // A chain outside the session could not be asked anything: the wallet updates it first.
      if (session && chainIdsOf(session).includes(next)) setChain(next)
    } else if (name === 'accountsChanged' && Array.isArray(data)) {
      announced = data.flatMap((item) => {
        try {
          return [getAddress(String(item).split(':').at(-1) ?? '')]
        } catch {
          return []
        }
      })
      emit('accountsChanged', announced)
    }
  })
  client.on('session_delete', ({ topic }) => {
    if (topic === session?.topic) end()
  })
  client.on('session_expire', ({ topic }) => {
    if (topic === session?.topic) end()
  })

  const requireSession = () => {
    if (!session || chainId === undefined)
      throw new WalletConnectRequestError({
        code: 4100,
        message: 'Please call connect() before request()',
      })
    return { session, chainId }
  }

  const askWallet = async (method: string, params: unknown) => {
    const current = requireSession()
    try {
      return await client.request({
        topic: current.session.topic,
        chainId: `eip155:${current.chainId}`,
        request: { method, params },
      })
    } catch (error) {
      throw toRequestError(error)
    }
  }

  const read = async (method: string, params: unknown) => {
    const id = chainId ?? chains[0]?.id
    const chain = chains.find((candidate) => candidate.id === id)
    const url = chain?.rpcUrls.default.http[0]
    if (!chain || !url)
      throw new WalletConnectRequestError({
        code: 4901,
        message: `The dapp has no RPC URL for chain ${id}.`,
      })
    let transport = transports.get(chain.id)
    if (!transport) {
      transport = http(url)({ chain })
      transports.set(chain.id, transport)
    }
    return transport.request({ method, params } as never)
  }

  const switchChain = async (params: unknown) => {
    const target = Number((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
    const current = requireSession()
    if (target === current.chainId) return null
    const methods: readonly string[] = current.session.namespaces.eip155?.methods ?? []
    if (methods.includes('wallet_switchEthereumChain'))
      await askWallet('wallet_switchEthereumChain', params)
    // The wallet may have added the chain to the session on the way (a session update).
    if (!session || !chainIdsOf(session).includes(target))
      throw new WalletConnectRequestError({
        code: 4902,
        message: `Unrecognized chain ID ${target}: the session does not include it.`,
      })
    setChain(target)
    return null
  }

  return {
    client,
    get session() {
      return session
    },
    get chainId() {
      return chainId
    },
    get accounts() {
      return session ? currentAccounts() : []
    },
    get chainIds() {
      return chainIdsOf(session)
    },
    useSession(next, wanted) {
      session = next
      announced = undefined
      chainId = pickChain(next, wanted)
    },
    async disconnect() {
      const current = session
      if (!current) return
      session = undefined
      chainId = undefined
      announced = undefined
      const reason = { code: 6000, message: 'User disconnected.' }
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        client.disconnect({ topic: current.topic, reason }).catch(() => {}),
        new Promise((resolve) => {
          timer = setTimeout(resolve, disconnectTimeoutMs)
        }),
      ])
      clearTimeout(timer)
      // Unreachable relay: forget the session here anyway, or the next visit would restore it.
      if (client.session.keys.includes(current.topic))
        await client.session.delete(current.topic, reason).catch(() => {})
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return session ? currentAccounts() : []
        case 'eth_requestAccounts':
          requireSession()
          return currentAccounts()
        case 'eth_chainId':
          return numberToHex(chainId ?? chains[0]?.id ?? 1)
        case 'net_version':
          return String(chainId ?? chains[0]?.id ?? 1)
        case 'wallet_switchEthereumChain':
          return switchChain(params)
      }
      if (
        (walletMethods as readonly string[]).includes(method) ||
        method.startsWith('wallet_') ||
        method.startsWith('eth_sign')
      )
        return askWallet(method, params)
      return read(method, params)
    },
  }
}

/** The wallet's error (a plain `{ code, message }` object) as an Error with an EIP-1193 code. */
function toRequestError(error: unknown): WalletConnectRequestError {
  if (error instanceof WalletConnectRequestError) return error
  const { code, message, data } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
    data?: unknown
  }
  const text = typeof message === 'string' && message ? message : String(error)
  const numeric = typeof code === 'number' ? code : -32603
  return new WalletConnectRequestError({
    code: rejectionCodes.has(numeric) ? 4001 : numeric,
    message: text,
    data,
    cause: error,
  })
}
