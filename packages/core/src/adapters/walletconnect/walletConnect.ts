// The WalletConnect connector. Its module (with @walletconnect/sign-client) is loaded by the
// eip155 adapter only when WalletConnect is used, or was used last visit: a dapp's first load
// carries none of it.
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import {
  type Address,
  numberToHex,
  SwitchChainError,
  UserRejectedRequestError,
  withTimeout,
} from 'viem'
import {
  WalletConnectPairingError,
  WalletConnectRelayError,
  WalletConnectSessionError,
} from '../../errors/walletConnect.js'
import { codeOf } from '../../utils/codeOf.js'
import {
  createSessionProvider,
  type SessionProvider,
  type WalletConnectSession,
  walletEvents,
  walletMethods,
} from './createSessionProvider.js'
import { initSignClient, type WalletConnectMetadata } from './initSignClient.js'
import { msUntilPairingRefresh, pairingExpiresAt } from './pairingExpiry.js'
import { pairingTopicOf, shortenPairing } from './shortenPairing.js'
import { walletConnectChainKey } from './walletConnectChainKey.js'

export type WalletConnectParameters = {
  /** The relay's WebSocket URL, such as `ws://127.0.0.1:8787/relay`. */
  relayUrl: string
  /** Sent to the relay; only the vendor's relay needs one. Defaults to none. */
  projectId?: string | undefined
  /**
   * Prefixes the sign client's storage keys and names its Core. Two connectors on one page need
   * two prefixes. Defaults to `@airlock/walletconnect`.
   */
  storagePrefix?: string | undefined
  /** Defaults to what the page says of itself. */
  metadata?: WalletConnectMetadata | undefined
  /** How long to wait for the relay to take a pairing before giving up. Defaults to `15000`. */
  connectTimeoutMs?: number | undefined
}

/** What `connect` takes besides wagmi's own parameters. */
export type WalletConnectConnectParameters = {
  chainId?: number | undefined
  isReconnecting?: boolean | undefined
  withCapabilities?: boolean | undefined
  /** Stops pairing: `connect` rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** Receives each pairing URI to show (as a QR code), and when it stops being shown. */
  onUri?: ((uri: string, expiresAt: number) => void) | undefined
}

type Properties = {
  /**
   * Pairs a wallet without touching wagmi's state: resolves once a wallet approved a session
   * (at once when there is one), after which `connect` takes it without asking again. Lets a UI
   * show the QR code without wagmi reporting "connecting" for the minutes it may stay up.
   */
  pair(parameters?: WalletConnectConnectParameters): Promise<void>
  connect<withCapabilities extends boolean = false>(
    parameters?: WalletConnectConnectParameters & {
      withCapabilities?: withCapabilities | boolean | undefined
    },
  ): Promise<{
    accounts: withCapabilities extends true
      ? readonly { address: Address; capabilities: Record<string, unknown> }[]
      : readonly Address[]
    chainId: number
  }>
}

const stopped = { code: 6000, message: 'The dapp stopped pairing.' }

type StorageItem = { [walletConnectChainKey]: number }

/**
 * A wagmi connector for any WalletConnect v2 wallet, over `@walletconnect/sign-client` and the
 * relay at `relayUrl` (the Airlock server's own by default in `createAirlock`). It makes no other
 * network request: no Verify API, telemetry or vendor RPC; reads go to each chain's own RPC URL.
 *
 * `connect` shows a pairing URI through `onUri` and the `display_uri` message, replaces it with a
 * fresh one when 10 s of its 4 minutes remain, and resolves once a wallet approves. A relay that
 * takes no pairing within 15 s fails with `WalletConnectRelayError`; a wallet that declines, with
 * `UserRejectedRequestError`. Sessions are kept by the sign client (IndexedDB in browsers) and
 * restored by wagmi's `reconnect` after a reload.
 *
 * @param parameters - Relay URL, project id, storage prefix, metadata, timeout.
 * @returns The connector function, for `createConfig({ connectors })` or `connect`.
 *
 * @example
 * import { walletConnect } from '@airlock/core'
 * const connector = walletConnect({ relayUrl: 'ws://127.0.0.1:8787/relay' })
 */
export function walletConnect({
  relayUrl,
  projectId,
  storagePrefix = '@airlock/walletconnect',
  metadata,
  connectTimeoutMs = 15_000,
}: WalletConnectParameters) {
  return createConnector<SessionProvider, Properties, StorageItem>((config) => {
    const chainKey = walletConnectChainKey
    let providerPromise: Promise<SessionProvider> | undefined
    let listening: SessionProvider | undefined

    const getProvider = () => {
      providerPromise ??= (async () => {
        const client = await initSignClient({ relayUrl, projectId, storagePrefix, metadata })
        const provider = createSessionProvider({ client, chains: config.chains })
        // The newest session this client still has, on the chain used last.
        const restored = client.session
          .getAll()
          .filter((session) => session.namespaces.eip155 && session.expiry * 1000 > Date.now())
          .at(-1)
        if (restored) {
          const stored = await config.storage?.getItem(chainKey)
          provider.useSession(restored, stored ?? undefined)
        }
        return provider
      })()
      // A failed start is tried again next time.
      providerPromise.catch(() => {
        providerPromise = undefined
      })
      return providerPromise
    }

    const onAccountsChanged = (accounts: Address[]) => {
      if (accounts.length === 0) connector.onDisconnect()
      else config.emitter.emit('change', { accounts })
    }
    const onChainChanged = (chain: string) => {
      const chainId = Number(chain)
      void config.storage?.setItem(chainKey, chainId)
      config.emitter.emit('change', { chainId })
    }
    const onDisconnect = () => connector.onDisconnect()
    const listen = (provider: SessionProvider) => {
      if (listening === provider) return
      listening = provider
      provider.on('accountsChanged', onAccountsChanged)
      provider.on('chainChanged', onChainChanged)
      provider.on('disconnect', onDisconnect)
    }
    const stopListening = () => {
      listening?.removeListener('accountsChanged', onAccountsChanged)
      listening?.removeListener('chainChanged', onChainChanged)
      listening?.removeListener('disconnect', onDisconnect)
      listening = undefined
    }

    /** Proposes sessions until a wallet approves one, the signal aborts, or something fails. */
    const pair = (
      provider: SessionProvider,
      { signal, onUri }: WalletConnectConnectParameters,
    ): Promise<WalletConnectSession> =>
      new Promise((resolve, reject) => {
        let settled = false
        let attempt = 0
        let timer: ReturnType<typeof setTimeout> | undefined
        // The pairings this call proposed on: once it is over, the others' proposals are dropped,
        // so a code scanned after the person left cannot start a session nobody asked for.
        const pairingTopics = new Set<string>()
        let approvedTopic: string | undefined
        const forgetProposals = () => {
          for (const proposal of provider.client.proposal.getAll())
            if (pairingTopics.has(proposal.pairingTopic) && proposal.pairingTopic !== approvedTopic)
              provider.client.proposal.delete(proposal.id, stopped).catch(() => {})
        }
        const settle = (finish: () => void) => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          forgetProposals()
          finish()
        }
        const onAbort = () => settle(() => reject(signal?.reason))
        if (signal?.aborted) return onAbort()
        signal?.addEventListener('abort', onAbort)

        const propose = async () => {
          const current = ++attempt
          const connecting = provider.client.connect({
            optionalNamespaces: {
              eip155: {
                chains: config.chains.map((chain) => `eip155:${chain.id}`),
                methods: [...walletMethods],
                events: [...walletEvents],
              },
            },
          })
          // Given up on below, it may still fail later: nobody is waiting by then.
          connecting.catch(() => {})
          let proposed: Awaited<typeof connecting>
          try {
            proposed = await withTimeout(() => connecting, {
              timeout: connectTimeoutMs,
              errorInstance: new WalletConnectRelayError({ relayUrl, timeoutMs: connectTimeoutMs }),
            })
          } catch (error) {
            if (current === attempt) settle(() => reject(error))
            return
          }
          if (!proposed.uri) return
          pairingTopics.add(pairingTopicOf(proposed.uri))
          // Proposed after the call was over: dropped at once.
          if (settled) return forgetProposals()
          // Whole seconds: the URI's expiryTimestamp is in seconds.
          const expiresAt = Math.floor(pairingExpiresAt() / 1000) * 1000
          let uri: string
          try {
            uri = await shortenPairing(provider.client, proposed.uri, expiresAt)
          } catch (error) {
            if (current === attempt)
              settle(() => reject(new WalletConnectPairingError({ cause: error })))
            return
          }
          if (settled) return forgetProposals()
          onUri?.(uri, expiresAt)
          config.emitter.emit('message', { type: 'display_uri', data: uri })
          timer = setTimeout(propose, msUntilPairingRefresh(expiresAt))
          // A wallet that scanned an older code just before it was replaced still gets in.
          proposed.approval().then(
            (session) => {
              approvedTopic = session.pairingTopic
              settle(() => resolve(session))
            },
            (error: unknown) => {
              if (current !== attempt) return
              const message = (error as { message?: string } | undefined)?.message
              settle(() =>
                reject(
                  [4001, 5000, 5001, 5002].includes(codeOf(error) ?? 0)
                    ? new UserRejectedRequestError(new Error(message ?? 'User rejected.'))
                    : new WalletConnectPairingError({ message, cause: error }),
                ),
              )
            },
          )
        }
        void propose()
      })

    const connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      async pair(parameters: WalletConnectConnectParameters = {}) {
        const provider = await getProvider()
        if (provider.session) return
        provider.useSession(await pair(provider, parameters), parameters.chainId)
      },
      async connect(parameters: WalletConnectConnectParameters = {}) {
        const provider = await getProvider()
        if (!provider.session) {
          if (parameters.isReconnecting)
            throw new WalletConnectSessionError({ reason: 'noSession' })
          await connector.pair(parameters)
        } else if (
          parameters.chainId !== undefined &&
          provider.chainIds.includes(parameters.chainId)
        )
          provider.useSession(provider.session, parameters.chainId)
        const accounts = provider.accounts
        const chainId = provider.chainId
        if (accounts.length === 0 || chainId === undefined) {
          await provider.disconnect()
          throw new WalletConnectSessionError({ reason: 'noAccount' })
        }
        await config.storage?.setItem(chainKey, chainId)
        listen(provider)
        return {
          accounts: (parameters.withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId,
        }
      },
      async disconnect() {
        const provider = await getProvider()
        stopListening()
        await provider.disconnect()
        await config.storage?.removeItem(chainKey)
      },
      async getAccounts() {
        return (await getProvider()).accounts
      },
      async getChainId() {
        const provider = await getProvider()
        return provider.chainId ?? config.chains[0].id
      },
      getProvider,
      async isAuthorized() {
        try {
          return (await getProvider()).accounts.length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        const provider = await getProvider()
        const switchTo = () =>
          provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
        try {
          await switchTo()
        } catch (error) {
          if (codeOf(error) === 4001) throw new UserRejectedRequestError(error as Error)
          if (codeOf(error) !== 4902) throw new SwitchChainError(error as Error)
          try {
            await provider.request({
              method: 'wallet_addEthereumChain',
              params: [
                {
                  chainId: numberToHex(chainId),
                  chainName: chain.name,
                  nativeCurrency: chain.nativeCurrency,
                  rpcUrls: chain.rpcUrls.default.http,
                },
              ],
            })
            await switchTo()
          } catch (addError) {
            if (codeOf(addError) === 4001) throw new UserRejectedRequestError(addError as Error)
            throw new SwitchChainError(addError as Error)
          }
        }
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        onAccountsChanged(accounts as Address[])
      },
      onChainChanged(chain: string) {
        onChainChanged(chain)
      },
      onDisconnect() {
        stopListening()
        void config.storage?.removeItem(chainKey)
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })
}
