// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import { showSolanaApproval } from './showSolanaApproval.js'

const chainId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const bob = 'CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k'
const usdc = '5VVSnGb3NUhQ55rGfxizPQTK4NTp7HJBtjdkguQ5mu5g'
const text = () => document.body.textContent ?? ''
const click = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === name)?.click()

test('a transaction shows its SOL and SPL transfers, their recipients and the fee, then the answer', async () => {
  let resolveFee: (fee: bigint | undefined) => void = () => {}
  const answer = showSolanaApproval({
    document,
    requester: 'http://localhost:3000',
    request: {
      kind: 'solanaTransaction',
      chainId,
      send: true,
      transfers: [
        { kind: 'sol', from: 'me', to: bob, lamports: 500_000_000n },
        {
          kind: 'token',
          from: 'a',
          to: 'b'.repeat(44),
          authority: 'me',
          amount: 1_500_000n,
          mint: usdc,
          decimals: 6,
        },
      ],
      otherInstructions: 1,
      fee: new Promise((resolve) => {
        resolveFee = resolve
      }),
    },
  })
  await vi.waitFor(() => expect(text()).toContain('Send this transaction?'))
  expect(text()).toContain('Requested by http://localhost:3000 on Solana (EtWT…xqa1)')
  const rows = [...document.querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ])
  expect(rows).toEqual([
    ['To', bob],
    ['Amount', '0.5 SOL'],
    ['To', 'b'.repeat(44)],
    ['Amount', '1.5'],
    ['Token', usdc],
    ['Other instructions', '1'],
    ['Network fee', 'Estimating…'],
  ])
  resolveFee(5000n)
  await vi.waitFor(() => expect(text()).toContain('0.000005 SOL'))
  click('Approve')
  expect(await answer).toBe(true)
  expect(document.body.children).toHaveLength(0)
})

test('a transaction only to sign says the app sends it; a message shows its text; German', async () => {
  const signOnly = showSolanaApproval({
    document,
    requester: 'http://localhost:3000',
    locale: 'de',
    request: {
      kind: 'solanaTransaction',
      chainId,
      send: false,
      transfers: [
        {
          kind: 'token',
          from: 'a',
          to: bob,
          authority: 'me',
          amount: 7n,
          mint: undefined,
          decimals: undefined,
        },
      ],
      otherInstructions: 0,
      fee: Promise.resolve(undefined),
    },
  })
  await vi.waitFor(() => expect(text()).toContain('Diese Transaktion signieren?'))
  expect(text()).toContain('Die App sendet sie, sobald Sie sie signiert haben.')
  expect(text()).toContain('7 Basiseinheiten')
  expect(text()).toContain('In der Transaktion nicht genannt')
  await vi.waitFor(() => expect(text()).toContain('Nicht verfügbar'))
  click('Ablehnen')
  expect(await signOnly).toBe(false)

  const message = showSolanaApproval({
    document,
    requester: 'http://localhost:3000',
    request: { kind: 'solanaMessage', chainId, text: 'Hello from the Airlock web app' },
  })
  await vi.waitFor(() => expect(text()).toContain('Sign this message?'))
  expect(document.querySelector('pre')?.textContent).toBe('Hello from the Airlock web app')
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
  expect(await message).toBe(false)
})

test('several transactions (solana_signAllTransactions) show on one screen, each under its heading, then their fees together', async () => {
  const answer = showSolanaApproval({
    document,
    requester: 'http://localhost:3000',
    locale: 'en',
    request: {
      kind: 'solanaTransactions',
      chainId,
      transactions: [
        {
          transfers: [{ kind: 'sol', from: 'me', to: bob, lamports: 1_000_000n }],
          otherInstructions: 0,
        },
        {
          transfers: [{ kind: 'sol', from: 'me', to: bob, lamports: 2_000_000n }],
          otherInstructions: 2,
        },
      ],
      fee: Promise.resolve(10_000n),
    },
  })
  await vi.waitFor(() => expect(text()).toContain('Sign these 2 transactions?'))
  const sections = [...document.querySelectorAll('section.approval-batch')].map((section) => [
    section.querySelector('h2')?.textContent,
    [...section.querySelectorAll('dd')].map((dd) => dd.textContent),
  ])
  expect(sections).toEqual([
    ['Transaction 1 of 2', [bob, '0.001 SOL']],
    ['Transaction 2 of 2', [bob, '0.002 SOL', '2']],
  ])
  await vi.waitFor(() => expect(text()).toContain('0.00001 SOL'))
  expect(text()).toContain('The app sends it once you have signed it.')
  click('Reject')
  expect(await answer).toBe(false)
})
