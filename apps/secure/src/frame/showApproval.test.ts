// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import type { TransactionCosts } from './estimateCosts.js'
import { frameMessages } from './frameMessages.js'
import { describeCosts, showApproval } from './showApproval.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('a transaction names its network, and shows the amount and the fee in ETH and dollars', async () => {
  let resolveCosts: (costs: TransactionCosts) => void = () => {}
  const costs = new Promise<TransactionCosts>((resolve) => {
    resolveCosts = resolve
  })
  const answer = showApproval({
    document,
    requester: 'http://localhost:3000',
    networkName: 'Airlock Devnet',
    request: {
      kind: 'transaction',
      chainId: '31337',
      to,
      value: 10n ** 16n,
      data: undefined,
      costs,
    },
  })
  const text = () => document.body.textContent ?? ''
  // The screen comes up once the queue (one request at a time) reaches it.
  await vi.waitFor(() =>
    expect(text()).toContain('Requested by http://localhost:3000 on Airlock Devnet'),
  )
  expect(text()).not.toContain('31337')
  // The receiver in two even halves, each kept whole: it breaks, if it must, only in the middle.
  const address = document.querySelector('.approval-address')
  expect([...(address?.querySelectorAll('span') ?? [])].map((half) => half.textContent)).toEqual([
    to.slice(0, 21),
    to.slice(21),
  ])
  expect(address?.textContent).toBe(to)
  expect(text()).toContain('Network fee')
  expect(text()).toContain('Estimating…')
  resolveCosts({ fee: 21_000n * 10n ** 9n, symbol: 'ETH', usdPrice: 2500 })
  await vi.waitFor(() => expect(text()).toContain('0.01 ETH ($25.00)'))
  expect(text()).toContain('0.000021 ETH ($0.05)')
  // Two buttons, and Approve answers yes.
  const buttons = [...document.querySelectorAll('button')].map((button) => button.textContent)
  expect(buttons).toEqual(['Reject', 'Approve'])
  document.querySelector<HTMLButtonElement>('.approval-approve')?.click()
  expect(await answer).toBe(true)
})

test('a send the paymaster sponsors says the user pays no network fee, in place of a figure', async () => {
  const answer = showApproval({
    document,
    requester: 'http://localhost:3000',
    networkName: 'Airlock Devnet',
    locale: 'fr',
    request: {
      kind: 'transaction',
      chainId: '31337',
      to,
      value: 10n ** 16n,
      data: undefined,
      costs: Promise.resolve({
        fee: 21_000n * 10n ** 9n,
        symbol: 'ETH',
        usdPrice: 2500,
        sponsored: true,
      }),
    },
  })
  const fee = () => document.querySelector('.approval-transaction dd[aria-live]')?.textContent
  await vi.waitFor(() => expect(fee()).toBe('Sponsorisé\u202f: aucuns frais pour vous'))
  expect(document.body.textContent).not.toContain('0.000021')
  document.querySelector<HTMLButtonElement>('.approval-approve')?.click()
  expect(await answer).toBe(true)
})

test('an unnamed network shows its chain id; a message shows its text; Reject answers no', async () => {
  const answer = showApproval({
    document,
    requester: 'http://localhost:3000',
    locale: 'de',
    request: { kind: 'message', chainId: '999', text: 'Hello' },
  })
  await vi.waitFor(() =>
    expect(document.body.textContent).toContain(
      'Angefragt von http://localhost:3000 im Netzwerk Chain 999',
    ),
  )
  expect(document.querySelector('pre')?.textContent).toBe('Hello')
  document.querySelector<HTMLButtonElement>('.approval-reject')?.click()
  expect(await answer).toBe(false)
})

test('costs without a price or an estimate say so; sub-cent fees read < $0.01', () => {
  const text = frameMessages('en')
  expect(
    describeCosts({
      costs: { fee: undefined, symbol: 'ETH', usdPrice: undefined },
      value: 0n,
      locale: 'en',
      text,
    }),
  ).toEqual({ amount: '0 ETH', fee: 'Not available' })
  // Sponsored: no fee figure, even when one was estimated; not sponsored: the figure as always.
  expect(
    describeCosts({
      costs: { fee: 10n ** 12n, symbol: 'ETH', usdPrice: undefined, sponsored: true },
      value: 0n,
      locale: 'en',
      text,
    }).fee,
  ).toBe('Sponsored: no fee for you')
  expect(
    describeCosts({
      costs: { fee: 10n ** 12n, symbol: 'ETH', usdPrice: undefined, sponsored: false },
      value: 0n,
      locale: 'en',
      text,
    }).fee,
  ).toBe('0.000001 ETH')
  expect(
    describeCosts({
      costs: { fee: 10n ** 12n, symbol: 'ETH', usdPrice: 2500 },
      value: 1n,
      locale: 'en',
      text,
    }),
  ).toEqual({ amount: '0.000000000000000001 ETH (< $0.01)', fee: '0.000001 ETH (< $0.01)' })
})

test('a batch lists every call decoded: the token, its amount and the spender; in German too', async () => {
  const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
  const router = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6' as const
  const request = {
    kind: 'calls' as const,
    chainId: '31337',
    calls: [
      {
        to: usdc,
        value: 0n,
        data: '0x095ea7b3' as const,
        functionName: 'approve',
        token: { address: usdc, symbol: 'USDC', amount: '10', spender: router },
      },
      {
        to: router,
        value: 0n,
        data: '0x38ed1739' as const,
        functionName: 'swapExactTokensForTokens',
      },
    ],
  }
  const answer = showApproval({ document, requester: 'http://localhost:3000', request })
  const text = () => document.body.textContent ?? ''
  await vi.waitFor(() => expect(text()).toContain('Send these calls together?'))
  const headings = [...document.querySelectorAll('h2')].map((heading) => heading.textContent)
  expect(headings).toEqual(['Call 1 of 2: approve', 'Call 2 of 2: swapExactTokensForTokens'])
  const first = document.querySelector('.approval-call')
  expect(first?.getAttribute('aria-labelledby')).toBe('approval-call-0')
  expect(first?.textContent).toContain('TokenUSDC')
  expect(first?.textContent).toContain('Amount10 USDC')
  expect(first?.textContent).toContain(`Spender${router}`)
  expect(text()).toContain('Every call goes through together, or none does.')
  document.querySelector<HTMLButtonElement>('.approval-reject')?.click()
  expect(await answer).toBe(false)

  const german = showApproval({
    document,
    requester: 'http://localhost:3000',
    request,
    locale: 'de',
  })
  await vi.waitFor(() => expect(text()).toContain('Diese Aufrufe zusammen senden?'))
  expect(text()).toContain('Aufruf 1 von 2: approve')
  expect(text()).toContain(frameMessages('de').atomic)
  document.querySelector<HTMLButtonElement>('.approval-approve')?.click()
  expect(await german).toBe(true)
})
