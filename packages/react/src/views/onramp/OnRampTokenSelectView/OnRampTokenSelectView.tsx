import { onRampDeliversTo, onRampNetworkChain, selectOnRampCurrency } from '@airlock/core'
import { SkeletonRows } from '../../../components/SkeletonRows/SkeletonRows.js'
import { useAirlock, useLocale, useMessages } from '../../../context/AirlockContext.js'
import { useAirlockState } from '../../../hooks/useAirlockState.js'
import { useOnRampAccount } from '../../../hooks/useOnRampAccount.js'
import { useOnRampOptions } from '../../../hooks/useOnRampOptions.js'
import { CurrencyIcon } from '../CurrencyIcon.js'

/**
 * The on-ramp's token picker: every currency on every network the providers deliver to that the
 * account bought for can receive on (an EVM account's chains, a Solana account's clusters), those
 * on its own chain first; the current choice is marked.
 */
export function OnRampTokenSelectView() {
  const airlock = useAirlock()
  const t = useMessages()
  const locale = useLocale()
  const options = useOnRampOptions()
  const { namespace, chainId } = useOnRampAccount()
  const chosen = useAirlockState((state) => state.onRamp)
  if (!options) return <SkeletonRows />
  const choices = options.purchaseCurrencies
    .flatMap((currency) => currency.networks.map((network) => ({ currency, network })))
    .filter(({ network }) => onRampDeliversTo(network, namespace))
    // A stable sort: the account's chain's entries move up, the server's order stays otherwise.
    .sort(
      (a, b) =>
        Number(onRampNetworkChain(b.network) === chainId) -
        Number(onRampNetworkChain(a.network) === chainId),
    )
  return (
    <ul className="list" aria-label={t('onramp.tokens')}>
      {choices.map(({ currency, network }) => (
        <li key={`${currency.id}:${network.name}`}>
          <button
            type="button"
            className="row token-button"
            aria-current={
              chosen.purchaseCurrency?.id === currency.id && chosen.network?.name === network.name
                ? 'true'
                : undefined
            }
            onClick={() => {
              selectOnRampCurrency(airlock, { purchaseCurrency: currency, network })
              airlock.navigate({ type: 'back' })
            }}
          >
            <CurrencyIcon code={currency.symbol} iconUrl={currency.iconUrl} locale={locale} />
            <span className="row-main">
              <span className="row-title">{currency.name}</span>
              <span className="row-sub">
                {currency.symbol} {t('onramp.on', { network: network.display_name })}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
