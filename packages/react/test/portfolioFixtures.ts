import type {
  BalanceResponse,
  HistoryResponse,
  NftsResponse,
  OnRampProvidersResponse,
} from '@airlock/protocol'
import { providers } from './onRampFixtures.js'
import type { ApiRoutes } from './serveApi.js'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export const balances: BalanceResponse = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: 7500,
      price: 3000,
      quantity: { decimals: '18', numeric: '2.5' },
      iconUrl: 'http://127.0.0.1:9/public/getTokenImage/eth',
    },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:31337',
      address: 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      value: 120.5,
      price: 1,
      quantity: { decimals: '6', numeric: '120.5' },
      iconUrl: 'http://127.0.0.1:9/public/getTokenImage/usdc',
    },
  ],
}

export const nfts: NftsResponse = {
  nfts: [
    {
      chainId: 'eip155:31337',
      collection: {
        address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
        name: 'Airlock Keys',
        symbol: 'KEY',
      },
      tokenId: '1',
      name: 'Key #1',
      flags: { is_spam: false },
    },
    {
      chainId: 'eip155:31337',
      collection: {
        address: 'eip155:31337:0x0000000000000000000000000000000000000bad',
        name: 'Free Money',
        symbol: 'SPAM',
      },
      tokenId: '7',
      name: 'Claim now',
      flags: { is_spam: true },
    },
  ],
}

const transfer = (
  direction: 'in' | 'out',
  numeric: string,
  symbol: string,
): HistoryResponse['data'][number]['transfers'][number] => ({
  fungible_info: { name: symbol, symbol },
  direction,
  quantity: { numeric },
})

export const history: HistoryResponse = {
  data: [
    {
      id: 'a',
      metadata: {
        operationType: 'receive',
        hash: '0xaa',
        chain: 'eip155:31337',
        minedAt: '2026-11-20T10:00:00Z',
        sentFrom: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
        sentTo: account,
        status: 'confirmed',
        nonce: 0,
      },
      transfers: [transfer('in', '1.5', 'ETH')],
    },
    {
      id: 'b',
      metadata: {
        operationType: 'send',
        hash: '0xbb',
        chain: 'eip155:31337',
        minedAt: '2026-10-02T10:00:00Z',
        sentFrom: account,
        sentTo: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
        status: 'failed',
        nonce: 1,
      },
      transfers: [transfer('out', '20', 'USDC')],
    },
  ],
  next: null,
}

const onRampProviders: OnRampProvidersResponse = { providers, restrictedTimezones: [] }

/** The account's portfolio and the on-ramp's providers, as the server answers them. */
export const portfolioRoutes: ApiRoutes = {
  '/v1/account/*/balance': () => ({ body: balances }),
  '/v1/account/*/nfts': () => ({ body: nfts }),
  '/v1/account/*/history': () => ({ body: history }),
  '/v1/onramp/providers': () => ({ body: onRampProviders }),
}
