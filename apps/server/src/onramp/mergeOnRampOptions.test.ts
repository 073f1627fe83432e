import { expect, it } from 'vitest'
import { fallbackOnRampOptions } from './fallbackOnRampOptions.js'
import { mergeOnRampOptions } from './mergeOnRampOptions.js'

const devnet = [
  {
    chainId: 31337,
    name: 'Airlock Devnet',
    tokens: [
      {
        address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const,
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        iconUrl: '',
      },
    ],
  },
]

it('joins currencies, methods and networks, the first answer winning where both name one', () => {
  const sandbox = {
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '5.00', max: '100.00' }] },
    ],
    purchaseCurrencies: [
      {
        id: 'DAI',
        name: 'Dai Stablecoin',
        symbol: 'DAI',
        networks: [
          {
            name: 'devnet',
            display_name: 'Airlock Devnet',
            chain_id: '31337',
            contract_address: '0x9f',
          },
        ],
      },
    ],
  }
  const merged = mergeOnRampOptions([
    sandbox,
    fallbackOnRampOptions(devnet),
    fallbackOnRampOptions(),
  ])
  expect(merged.paymentCurrencies).toEqual([
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '5.00', max: '100.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
    {
      id: 'EUR',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
  ])
  expect(
    merged.purchaseCurrencies.map((currency) => [
      currency.id,
      currency.networks.map((network) => network.name),
    ]),
  ).toEqual([
    ['DAI', ['devnet']],
    ['USDC', ['devnet', 'ethereum', 'polygon']],
    ['ETH', ['devnet', 'ethereum', 'polygon']],
  ])
  // The inputs are left as they were.
  expect(sandbox.paymentCurrencies[0]?.payment_method_limits).toHaveLength(1)
})
