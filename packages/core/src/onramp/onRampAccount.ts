import type { OnRampNetwork, OnRampProvider } from '@airlock/protocol'
import type { ChainNamespace } from '../adapters/types.js'
import type { Airlock, AirlockState } from '../types/airlock.js'
import { updateOnRamp } from './updateOnRamp.js'

/** The account a purchase is for: the active namespace's, with its chain as a CAIP-2 id. */
export type OnRampAccount = {
  namespace: ChainNamespace
  address: string | undefined
  /** `eip155:<id>` or `solana:<reference>`; undefined without a connection. */
  chainId: string | undefined
}

/**
 * The account the on-ramp buys for: the active namespace's (an EVM account on its chain, a Solana
 * one on its cluster), as the swap follows it.
 *
 * @param state - The client's state.
 * @returns Its namespace, address and CAIP-2 chain.
 *
 * @example
 * onRampAccount(airlock.store.getState()) // { namespace: 'solana', address: 'Aqyn…', chainId: 'solana:A7Ch…' }
 */
export function onRampAccount(state: AirlockState): OnRampAccount {
  if (state.activeNamespace === 'solana')
    return { namespace: 'solana', address: state.solana.address, chainId: state.solana.chainId }
  const { address, chainId } = state.eip155
  return {
    namespace: 'eip155',
    address,
    chainId: chainId === undefined ? undefined : `eip155:${chainId}`,
  }
}

/**
 * A delivery network's chain as a CAIP-2 id: the options name EVM chains by their number and
 * Solana clusters by their CAIP-2 id already.
 *
 * @param network - A network of the on-ramp's options.
 * @returns `eip155:<id>` or `solana:<reference>`.
 *
 * @example
 * onRampNetworkChain({ chain_id: '31337', … }) // 'eip155:31337'
 */
export function onRampNetworkChain(network: Pick<OnRampNetwork, 'chain_id'>): string {
  return /^\d+$/.test(network.chain_id) ? `eip155:${network.chain_id}` : network.chain_id
}

/**
 * Whether a network's deliveries reach an account of `namespace` (an EVM address cannot receive
 * on Solana, nor a base58 one on an EVM chain).
 *
 * @param network - A network of the on-ramp's options.
 * @param namespace - The account's namespace.
 * @returns Whether the network is of that namespace.
 *
 * @example
 * onRampDeliversTo({ chain_id: 'solana:A7Ch…' }, 'solana') // true
 */
export function onRampDeliversTo(
  network: Pick<OnRampNetwork, 'chain_id'>,
  namespace: ChainNamespace,
) {
  return onRampNetworkChain(network).startsWith(`${namespace}:`)
}

/**
 * The providers that deliver to accounts of `namespace`.
 *
 * @param providers - The on-ramp state's providers; undefined while they load.
 * @param namespace - The account's namespace.
 * @returns Those providers, or undefined while unknown.
 *
 * @example
 * const canBuy = (onRampProvidersFor(state.onRamp.providers, 'solana')?.length ?? 0) > 0
 */
export function onRampProvidersFor(
  providers: readonly OnRampProvider[] | undefined,
  namespace: ChainNamespace,
): OnRampProvider[] | undefined {
  return providers?.filter((provider) => provider.namespaces.includes(namespace))
}

/**
 * Keeps the token to buy deliverable to the on-ramp's account: when the active account changed
 * to another namespace (Solana's Buy after the EVM one's, say), the choice moves to that
 * account's chain (USDC there, else any token there, else any of its namespace) and the quote of
 * the old one is dropped. Does nothing before the options are loaded or while the choice fits.
 *
 * @param airlock - The client whose on-ramp state is adjusted.
 *
 * @example
 * setActiveNamespace(airlock, 'solana')
 * fitOnRampToAccount(airlock)
 */
export function fitOnRampToAccount(airlock: Airlock): void {
  const state = airlock.store.getState()
  const { options, network } = state.onRamp
  if (!options) return
  const account = onRampAccount(state)
  if (network && onRampDeliversTo(network, account.namespace)) return
  const choice = onRampPurchaseDefault(options.purchaseCurrencies, account)
  updateOnRamp(airlock, { ...choice, quote: undefined })
}

/**
 * The token and network chosen for an account: USDC on its chain, else any currency on its
 * chain, else any on a chain of its namespace, else the first one offered.
 */
export function onRampPurchaseDefault<
  currency extends { id: string; networks: readonly OnRampNetwork[] },
>(currencies: readonly currency[], account: Pick<OnRampAccount, 'namespace' | 'chainId'>) {
  const here = (candidate: currency) =>
    candidate.networks.find((network) => onRampNetworkChain(network) === account.chainId)
  const near = (candidate: currency) =>
    candidate.networks.find((network) => onRampDeliversTo(network, account.namespace))
  const purchaseCurrency =
    currencies.find((candidate) => candidate.id === 'USDC' && here(candidate)) ??
    currencies.find(here) ??
    currencies.find(near) ??
    currencies[0]
  const network =
    purchaseCurrency &&
    (here(purchaseCurrency) ?? near(purchaseCurrency) ?? purchaseCurrency.networks[0])
  return { purchaseCurrency, network }
}
