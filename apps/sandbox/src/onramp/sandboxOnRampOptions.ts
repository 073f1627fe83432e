import { type OnRampOptionsResponse, onRampFallback } from '@airlock/protocol'
import type { SandboxNetwork } from './describeSandboxNetworks.js'

/**
 * What the sandbox on-ramp offers, in the shape of `GET /v1/onramp/options`: USD and EUR by card
 * within the spec's card limits (the checkout takes test cards only, so no bank transfer), and
 * each asset with the networks it is sold on.
 *
 * @param networks - From `describeSandboxNetworks`.
 * @returns The options.
 *
 * @example
 * import { sandboxOnRampOptions } from './onramp/sandboxOnRampOptions.js'
 * sandboxOnRampOptions(networks).purchaseCurrencies.map((currency) => currency.id) // ['ETH', 'USDC', 'DAI', 'WBTC']
 */
export function sandboxOnRampOptions(networks: readonly SandboxNetwork[]): OnRampOptionsResponse {
  const card = onRampFallback.paymentMethodLimits.filter((limit) => limit.id === 'card')
  const purchaseCurrencies: OnRampOptionsResponse['purchaseCurrencies'] = []
  for (const network of networks)
    for (const asset of network.assets) {
      let currency = purchaseCurrencies.find((known) => known.id === asset.symbol)
      if (!currency) {
        currency = { id: asset.symbol, name: asset.name, symbol: asset.symbol, networks: [] }
        purchaseCurrencies.push(currency)
      }
      currency.networks.push({
        name: network.name,
        display_name: network.displayName,
        chain_id: String(network.chainId),
        contract_address: asset.address ?? '',
      })
    }
  return {
    paymentCurrencies: onRampFallback.paymentCurrencies.map((id) => ({
      id,
      payment_method_limits: card.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies,
  }
}
