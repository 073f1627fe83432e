// The eip155 adapter's code: everything that needs wagmi and viem. `createAirlock` loads this
// module lazily, after the page has painted or when the modal first opens, so a dapp's first
// paint carries none of it.
import {
  type Config,
  connect,
  disconnect,
  estimateFeesPerGas,
  estimateGas,
  getAccount,
  getBalance,
  getConnectors,
  reconnect,
  sendTransaction,
  signMessage,
  waitForTransactionReceipt,
  watchAccount,
  watchConnectors,
} from '@wagmi/core'
import { type Chain, encodeFunctionData, erc20Abi } from 'viem'
import { codeOf } from '../utils/codeOf.js'
import { createEip155Config } from './createEip155Config.js'
import type { Eip155State, WalletConnector } from './types.js'

export type Eip155AdapterParameters = {
  networks: readonly [Chain, ...Chain[]]
  /** A config the dapp made itself, to share with wagmi's hooks. */
  wagmiConfig?: Config | undefined
  /**
   * Receives every change of the connection, as wagmi reports it. `settled` turns true once the
   * last visit's connection has been restored or found gone.
   */
  onChange(state: Omit<Eip155State, 'ready'>, settled: boolean): void
}

export type Eip155Adapter = {
  wagmiConfig: Config
  connect(connectorUid: string): Promise<void>
  disconnect(): Promise<void>
  /**
   * Asks the wallet to move to `chainId`. Wallets that do not know the chain (codes 4902,
   * -32603, 5000) are asked to add it first; if that fails too: 'Chain is not supported'.
   */
  switchNetwork(chainId: number): Promise<void>
  /** Asks the wallet to sign `message` (EIP-191 personal_sign). */
  signMessage(message: string): Promise<`0x${string}`>
  /** Sends the native currency, or `token`'s ERC-20 `transfer`, through the wallet. */
  sendTokens(parameters: SendTokensParameters): Promise<`0x${string}`>
  /** The network fee of such a transfer, in wei of the native currency. */
  estimateTransferFee(parameters: SendTokensParameters & { from: `0x${string}` }): Promise<bigint>
  /** Waits until the transaction is mined; whether it succeeded. */
  waitForTransaction(hash: `0x${string}`, chainId: number): Promise<boolean>
  /** The native balance of `address` on `chainId`, cached 30 s (SPEC §9). */
  nativeBalance(
    address: `0x${string}`,
    chainId: number,
  ): Promise<{ value: bigint; decimals: number }>
}

export type SendTokensParameters = {
  chainId: number
  to: `0x${string}`
  /** In the token's smallest unit. */
  amount: bigint
  /** The ERC-20 contract; the native currency when absent. */
  token?: `0x${string}` | undefined
}

/** The call a transfer makes: a plain value transfer, or `transfer(to, amount)` on the token. */
function transferCall({ to, amount, token }: SendTokensParameters) {
  return token
    ? {
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      }
    : { to, value: amount }
}

/** Codes with which wallets say they do not know a chain (SPEC §4). */
const unknownChainCodes = new Set([4902, -32603, 5000])
const balanceCacheMs = 30_000

/** Creates the adapter: mirrors wagmi's state into `onChange` and restores the last connection. */
export function createEip155Adapter({
  networks,
  wagmiConfig,
  onChange,
}: Eip155AdapterParameters): Eip155Adapter {
  const config = wagmiConfig ?? createEip155Config({ networks })
  const balances = new Map<
    string,
    { at: number; value: Promise<{ value: bigint; decimals: number }> }
  >()

  let settled = typeof window === 'undefined'
  const publish = () => {
    const account = getAccount(config)
    onChange(
      {
        status: account.status,
        address: account.address,
        chainId: account.chainId,
        connectors: getConnectors(config).map(toWalletConnector),
      },
      settled,
    )
  }
  watchAccount(config, { onChange: publish })
  watchConnectors(config, { onChange: publish })
  publish()
  // Restores the last connection after a reload; silent when there is none.
  if (!settled)
    void reconnect(config)
      .catch(() => {})
      .finally(() => {
        settled = true
        publish()
      })

  const connectorOf = (uid: string) => {
    const connector = getConnectors(config).find((candidate) => candidate.uid === uid)
    if (!connector) throw new Error('This wallet is no longer available on the page.')
    return connector
  }

  return {
    wagmiConfig: config,
    async connect(connectorUid) {
      await connect(config, { connector: connectorOf(connectorUid) })
    },
    async disconnect() {
      await disconnect(config)
    },
    async switchNetwork(chainId) {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      const connector = getAccount(config).connector
      if (!chain || !connector) throw new Error('Chain is not supported')
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
          throw new Error('Chain is not supported', { cause: addError })
        }
      }
    },
    signMessage(message) {
      return signMessage(config, { message })
    },
    sendTokens(parameters) {
      return sendTransaction(config, { chainId: parameters.chainId, ...transferCall(parameters) })
    },
    async estimateTransferFee(parameters) {
      const call = transferCall(parameters)
      const [gas, fees] = await Promise.all([
        estimateGas(config, { chainId: parameters.chainId, account: parameters.from, ...call }),
        estimateFeesPerGas(config, { chainId: parameters.chainId }),
      ])
      return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
    },
    async waitForTransaction(hash, chainId) {
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      return receipt.status === 'success'
    },
    nativeBalance(address, chainId) {
      const key = `${chainId}:${address}`
      const cached = balances.get(key)
      if (cached && Date.now() - cached.at < balanceCacheMs) return cached.value
      const value = getBalance(config, { address, chainId }).then(({ value, decimals }) => ({
        value,
        decimals,
      }))
      balances.set(key, { at: Date.now(), value })
      // A failure is not cached: the next look asks again.
      value.catch(() => balances.delete(key))
      return value
    },
  }
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
