import { expect, it } from 'vitest'
import { fallbackOnRampOptions } from './fallbackOnRampOptions.js'

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

it("offers the spec's limits: card and bank transfer in USD and EUR", () => {
  expect(fallbackOnRampOptions().paymentCurrencies).toEqual(
    ['USD', 'EUR'].map((id) => ({
      id,
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    })),
  )
})

it("offers the spec's fallback: USDC and ETH on Ethereum and Polygon, or on given chains", () => {
  expect(
    fallbackOnRampOptions().purchaseCurrencies.find((currency) => currency.id === 'ETH'),
  ).toEqual({
    id: 'ETH',
    name: 'Ether',
    symbol: 'ETH',
    networks: [
      { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      {
        name: 'polygon',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619',
      },
    ],
  })
  expect(fallbackOnRampOptions(devnet).purchaseCurrencies[0]?.networks).toEqual([
    {
      name: 'devnet',
      display_name: 'Airlock Devnet',
      chain_id: '31337',
      contract_address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    },
  ])
})
