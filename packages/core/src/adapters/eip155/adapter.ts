// The eip155 adapter's code: everything that needs wagmi and viem. `createAirlock` loads this
// module lazily, after the page has painted or when the modal first opens, so a dapp's first
// paint carries none of it.
import { formatCaipAddress, formatCaipNetworkId } from '@airlock/protocol'
import {
  type Config,
  type Connector,
  connect,
  disconnect,
  getAccount,
  getConnectors,
  reconnect,
  watchAccount,
  watchConnectors,
} from '@wagmi/core'
import type { Chain } from 'viem'
import { ChainNotSupportedError, ConnectorNotFoundError } from '../../errors/connector.js'
import { WalletConnectDisabledError } from '../../errors/walletConnect.js'
import { codeOf } from '../../utils/codeOf.js'
import type { EmbeddedWalletOptions } from '../embedded/addEmailWallet.js'
import type { WalletConnector } from '../types.js'
import type { walletConnect } from '../walletconnect/walletConnect.js'
import { walletConnectChainKey } from '../walletconnect/walletConnectChainKey.js'
import { createEip155Config } from './createEip155Config.js'
import type { eip155Actions } from './eip155Actions.js'
import type { Eip155Adapter, Eip155State } from './types.js'

export type Eip155AdapterParameters = {
  networks: readonly [Chain, ...Chain[]]
  /** A config the dapp made itself, to share with wagmi's hooks. */
  wagmiConfig?: Config | undefined
  /**
   * Receives every change of the connection, as wagmi reports it. `settled` turns true once the
   * last visit's connection has been restored or found gone.
   */
  onChange(state: Omit<Eip155State, 'ready'>, settled: boolean): void
  /** Where WalletConnect pairs; without it, WalletConnect is off. */
  walletConnect?: Eip155WalletConnectOptions | undefined
  /** The e-mail wallet's secure origin and the client it reports to; without it, e-mail is off. */
  embeddedWallet?: EmbeddedWalletOptions | undefined
  /** The network chosen before connecting: a new connection asks the wallet for it. */
  selectedChainId?: (() => number | undefined) | undefined
}

type Eip155WalletConnectOptions = {
  relayUrl: string
  projectId?: string | undefined
  /** The sign client's storage prefix: one per Airlock client. */
  storagePrefix: string
}

/** Codes with which wallets say they do not know a chain (SPEC §4). */
const unknownChainCodes = new Set([4902, -32603, 5000])
const balanceCacheMs = 30_000

/** Creates the adapter: mirrors wagmi's state into `onChange` and restores the last connection. */
export function createEip155Adapter({
  networks,
  wagmiConfig,
  onChange,
  walletConnect: walletConnectOptions,
  embeddedWallet,
  selectedChainId = () => undefined,
}: Eip155AdapterParameters): Eip155Adapter {
  const config = wagmiConfig ?? createEip155Config({ networks })
  // Signing, sending, fees, batches and balances: a chunk of their own (eip155Actions.ts), loaded
  // on the first such call rather than with the connection's code.
  let loadedActions: Promise<ReturnType<typeof eip155Actions>> | undefined
  const actions = () => {
    if (!loadedActions) {
      loadedActions = import('./eip155Actions.js').then((module) => module.eip155Actions(config))
      // A chunk that failed to load is asked for again on the next call.
      loadedActions.catch(() => {
        loadedActions = undefined
      })
    }
    return loadedActions
  }
  // The chain chosen before connecting, when it is one of the dapp's.
  const chosenChain = () => {
    const chainId = selectedChainId()
    return config.chains.some((chain) => chain.id === chainId) ? { chainId } : {}
  }
  const balances = new Map<
    string,
    { at: number; version: number; value: Promise<{ value: bigint; decimals: number }> }
  >()

  // Browser wallets only: WalletConnect is the QR code's, not a wallet of the list.
  const walletConnectors = () =>
    getConnectors(config)
      .filter(
        (connector) => connector.type !== walletConnectType && connector.type !== emailWalletType,
      )
      .map(toWalletConnector)

  let settled = typeof window === 'undefined'
  const publish = () => {
    const account = getAccount(config)
    onChange(
      {
        status: account.status,
        address: account.address,
        chainId: account.chainId,
        connectors: walletConnectors(),
      },
      settled,
    )
  }
  watchAccount(config, { onChange: publish })
  watchConnectors(config, { onChange: publish })
  publish()

  // The WalletConnect connector and @walletconnect/sign-client are a chunk of their own, added to
  // the config the first time they are needed.
  let walletConnectConnector: Promise<WalletConnectConnector> | undefined
  const loadWalletConnect = () => {
    if (!walletConnectOptions) return Promise.reject(new WalletConnectDisabledError())
    walletConnectConnector ??= import('../walletconnect/walletConnect.js').then((module) => {
      const existing = getConnectors(config).find(
        (connector) => connector.type === walletConnectType,
      )
      if (existing) return existing as WalletConnectConnector
      const connector = config._internal.connectors.setup(
        module.walletConnect(walletConnectOptions),
      )
      config._internal.connectors.setState((connectors) => [...connectors, connector])
      return connector
    })
    walletConnectConnector.catch(() => {
      walletConnectConnector = undefined
    })
    return walletConnectConnector
  }

  // The e-mail wallet's connector (and, later, its frame client) is a chunk of its own too,
  // loaded when the dapp offers e-mail login and added before the last connection is restored.
  const emailWallet = embeddedWallet
    ? import('../embedded/addEmailWallet.js').then((module) =>
        module.addEmailWallet(config, embeddedWallet),
      )
    : undefined

  // Restores the last connection after a reload; silent when there is none. A WalletConnect
  // session needs its connector first, which is only loaded when it was the last one used.
  const restored: Promise<unknown> = settled
    ? Promise.resolve()
    : usedWalletConnectLast(config)
        .then((used) => (used && walletConnectOptions ? loadWalletConnect() : undefined))
        .catch(() => {})
        .then(() => emailWallet?.catch(() => {}))
        .then(() => reconnect(config))
        .catch(() => {})
        .finally(() => {
          settled = true
          publish()
        })

  const connectorOf = (uid: string) => {
    const connector = getConnectors(config).find((candidate) => candidate.uid === uid)
    if (!connector) throw new ConnectorNotFoundError({ connectorUid: uid })
    return connector
  }

  return {
    namespace: 'eip155',
    wagmiConfig: config,
    getConnection() {
      const { status, address, chainId } = getAccount(config)
      return {
        status,
        account:
          address && chainId !== undefined
            ? formatCaipAddress({ namespace: 'eip155', reference: chainId, address })
            : undefined,
        chainId:
          chainId === undefined
            ? undefined
            : formatCaipNetworkId({ namespace: 'eip155', reference: chainId }),
        connectors: walletConnectors(),
      }
    },
    async connect(connectorUid) {
      // As for a switch (below): a restore still running would store the chain it read before,
      // over the new connection's. After the page's first moments it has long finished.
      await restored
      await connect(config, { connector: connectorOf(connectorUid), ...chosenChain() })
    },
    async connectWalletConnect({ signal, onUri }) {
      const connector = await loadWalletConnect()
      signal.throwIfAborted()
      // Pairing first, outside wagmi: it would report "connecting" while the code is shown.
      await connector.pair({ signal, onUri })
      // Approved in the wallet: connect, even if the person left the view meanwhile.
      await connect(config, { connector, ...chosenChain() })
    },
    async disconnect() {
      await disconnect(config)
    },
    async switchNetwork(chainId) {
      // The restore reads the wallet's chain when it reaches a connector the wallet has already
      // authorized (one connected meanwhile) and stores what it read once done: a switch answered
      // before then would be undone, the wallet on the new chain and the store on the old one.
      await restored
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const connector = getAccount(config).connector
      if (!chain || !connector) throw new ChainNotSupportedError({ chainId })
      const provider = (await connector.getProvider()) as Eip1193Requester
      const hexId = `0x${chainId.toString(16)}`
      try {
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: hexId }],
        })
      } catch (error) {
        if (!unknownChainCodes.has(codeOf(error) ?? 0)) throw error
        try {
          await provider.request({
            method: 'wallet_addEthereumChain',
            params: [addChainParameters(chain)],
          })
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: hexId }],
          })
        } catch (addError) {
          if (codeOf(addError) === 4001) throw addError
          throw new ChainNotSupportedError({ chainId, cause: addError })
        }
      }
      // wagmi's state (and so the store) follows now: a wallet's chainChanged may come later
      // than the answer, or not at all; the connector's own change event is what wagmi reads.
      connector.emitter.emit('change', { chainId })
    },
    async signMessage(message) {
      return (await actions()).signMessage(message)
    },
    async sendTokens(parameters) {
      return (await actions()).sendTokens(parameters)
    },
    async sendTransaction(parameters) {
      return (await actions()).sendTransaction(parameters)
    },
    async estimateTransferFee(parameters) {
      return (await actions()).estimateTransferFee(parameters)
    },
    async waitForTransaction(hash, chainId) {
      return (await actions()).waitForTransaction(hash, chainId)
    },
    async supportsAtomicBatch(chainId) {
      return (await actions()).supportsAtomicBatch(chainId)
    },
    async sendAtomicBatch(parameters) {
      return (await actions()).sendAtomicBatch(parameters)
    },
    nativeBalance(address, chainId, portfolioVersion = 0) {
      const key = `${chainId}:${address}`
      const cached = balances.get(key)
      if (cached && cached.version === portfolioVersion && Date.now() - cached.at < balanceCacheMs)
        return cached.value
      const value = actions().then((loaded) => loaded.balance(address, chainId))
      balances.set(key, { at: Date.now(), version: portfolioVersion, value })
      // A failure is not cached: the next look asks again.
      value.catch(() => balances.delete(key))
      return value
    },
  }
}

const walletConnectType = 'walletConnect'
// The e-mail wallet's (`emailWalletType`), written out: its module is loaded only when it is used.
const emailWalletType = 'airlock-email'
type WalletConnectConnector = Connector<ReturnType<typeof walletConnect>>

/**
 * Whether this browser had a WalletConnect session at the last visit: the connector keeps the
 * session's chain in wagmi's storage until it ends. (Not `recentConnectorId`, which outlives a
 * disconnect, nor wagmi's remembered connections, which a `WagmiProvider` may already have
 * cleared.)
 */
async function usedWalletConnectLast(config: Config): Promise<boolean> {
  const chainId = await config.storage?.getItem(walletConnectChainKey as never)
  return chainId !== null && chainId !== undefined
}

type Eip1193Requester = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
}

function addChainParameters(chain: Chain) {
  return {
    chainId: `0x${chain.id.toString(16)}`,
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: chain.rpcUrls.default.http,
    blockExplorerUrls: chain.blockExplorers ? [chain.blockExplorers.default.url] : undefined,
  }
}

function toWalletConnector(connector: ReturnType<typeof getConnectors>[number]): WalletConnector {
  return {
    uid: connector.uid,
    id: connector.id,
    name: connector.name,
    icon: connector.icon,
    // wagmi keys an EIP-6963 wallet by its rdns and may leave `rdns` itself unset.
    rdns:
      (typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]) ??
      (connector.type === 'injected' && connector.id.includes('.') ? connector.id : undefined),
    type: connector.type,
  }
}
