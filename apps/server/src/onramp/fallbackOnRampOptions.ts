import { type OnRampOptionsResponse, onRampFallback } from '@airlock/protocol'
import type { BlockchainChain } from '../blockchain/resolveBlockchainChains.js'
import { onRampNetworkName } from './onRampNetworkName.js'

/** A chain to offer the fallback currencies on. */
export type FallbackChain = Pick<BlockchainChain, 'chainId' | 'name' | 'tokens'>

// The spec's fallback networks, Ethereum (1) and Polygon (137), with their USDC contracts (Circle's
// native USDC) and, on Polygon, the bridged WETH that Coinbase delivers as "ETH".
const publicChains = {
  1: { name: 'Ethereum', USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', ETH: '' },
  137: {
    name: 'Polygon',
    USDC: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    ETH: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619',
  },
} as const
const currencyNames = { USDC: 'USD Coin', ETH: 'Ether' } as const

/**
 * What the on-ramp offers when no provider answers `options` (SPEC §9): card 10.00–7,500.00 and
 * ach_bank_account 10.00–25,000.00 in USD and EUR, and USDC and ETH on Ethereum (1) and Polygon
 * (137), or, given `chains`, on those chains instead (the devnet, for the sandbox), with the
 * USDC contract each chain's token list names.
 *
 * @param chains - Chains to offer on instead of Ethereum and Polygon.
 * @returns The options.
 *
 * @example
 * import { fallbackOnRampOptions } from './onramp/fallbackOnRampOptions.js'
 * fallbackOnRampOptions().purchaseCurrencies[0]?.networks.map((network) => network.name) // ['ethereum', 'polygon']
 */
export function fallbackOnRampOptions(chains?: readonly FallbackChain[]): OnRampOptionsResponse {
  const networks = (symbol: 'USDC' | 'ETH') =>
    chains
      ? chains.flatMap((chain) => {
          const contract =
            symbol === 'ETH' ? '' : chain.tokens.find((token) => token.symbol === symbol)?.address
          if (contract === undefined) return []
          return [
            {
              name: onRampNetworkName(chain),
              display_name: chain.name,
              chain_id: String(chain.chainId),
              contract_address: contract,
            },
          ]
        })
      : Object.entries(publicChains).map(([chainId, chain]) => ({
          name: onRampNetworkName({ chainId: Number(chainId), name: chain.name }),
          display_name: chain.name,
          chain_id: chainId,
          contract_address: chain[symbol],
        }))
  return {
    paymentCurrencies: onRampFallback.paymentCurrencies.map((id) => ({
      id,
      payment_method_limits: onRampFallback.paymentMethodLimits.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: onRampFallback.purchaseCurrencies.map((id) => ({
      id,
      name: currencyNames[id],
      symbol: id,
      networks: networks(id),
    })),
  }
}
