import type { HistoryResponse } from '@airlock/protocol'
import { screen } from '@testing-library/react'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectedAirlock } from '../../../../test/connectedAirlock.js'
import { portfolioRoutes } from '../../../../test/portfolioFixtures.js'
import { renderView } from '../../../../test/renderView.js'
import { type ApiServer, serveApi } from '../../../../test/serveApi.js'
import { ActivityTab } from './ActivityTab.js'

type Item = HistoryResponse['data'][number]
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const item = (
  id: string,
  day: number,
  metadata: Partial<Item['metadata']>,
  rest: Partial<Item> = {},
): Item => ({
  id,
  metadata: {
    operationType: 'send',
    hash: `0x${id}`,
    chain: 'eip155:31337',
    minedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`,
    sentFrom: account,
    sentTo: other,
    status: 'confirmed',
    nonce: day,
    ...metadata,
  },
  transfers: [],
  ...rest,
})
const eth = (direction: 'in' | 'out', numeric: string) => ({
  fungible_info: { name: 'Ether', symbol: 'ETH' },
  direction,
  quantity: { numeric },
})

// Newest first: the rows read in this order.
const history: HistoryResponse = {
  data: [
    item('wei', 20, {}, { transfers: [eth('out', '0.000000000000000001')] }),
    item(
      'approve',
      19,
      { operationType: 'approve' },
      {
        approvals: [
          {
            fungible_info: { name: 'USD Coin', symbol: 'USDC' },
            spender: `eip155:31337:${other}`,
            quantity: { numeric: '25' },
          },
        ],
      },
    ),
    item('failed', 18, { status: 'failed' }, { transfers: [eth('out', '2')] }),
    item(
      'nft',
      17,
      { operationType: 'receive' },
      {
        transfers: [
          {
            nft_info: { name: 'Airlock Orbs #15', flags: { is_spam: false } },
            direction: 'in',
            quantity: { numeric: '1' },
          },
        ],
      },
    ),
    item(
      'bought',
      16,
      { operationType: 'receive', status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS' },
      { transfers: [eth('in', '0.05')] },
    ),
    item(
      'declined',
      15,
      { operationType: 'receive', status: 'ONRAMP_TRANSACTION_STATUS_FAILED', hash: '' },
      { transfers: [eth('in', '0.05')] },
    ),
  ],
  next: null,
}

let api: ApiServer
beforeAll(async () => {
  api = await serveApi({ ...portfolioRoutes, '/v1/account/*/history': () => ({ body: history }) })
})
afterAll(() => api.close())

test('Activity copy: tiny amounts, the approved token, failures, NFTs and purchases (issue 16, item 17)', async () => {
  const { airlock } = await connectedAirlock({ apiUrl: api.url })
  renderView(airlock, <ActivityTab />)
  await screen.findAllByTestId('activity')
  const rows = screen.getAllByTestId('activity').map((row) => ({
    title: row.querySelector('.row-title')?.textContent?.trim(),
    amount: row.querySelector('.row-sub')?.textContent,
  }))
  expect(rows).toEqual([
    // 1 wei: less than the 3 decimals shown, not "−0.000 ETH".
    { title: 'Sent', amount: '< 0.001 ETH' },
    { title: 'Approved USDC', amount: '25.000 USDC' },
    // Nothing moved: no sign, no balance change.
    { title: 'Sent Failed', amount: '2.000 ETH' },
    { title: 'Received', amount: '+1 Airlock Orbs #15' },
    { title: 'Bought', amount: '+0.050 ETH' },
    // Declined: nothing was received.
    { title: 'Purchase declined', amount: 'Nothing received' },
  ])
})
