import { historyResponse } from '@airlock/protocol/schemas'
import { demoAccounts } from '@airlock/test-kit'
import { createWalletClient, type Hash, http, parseAbi, parseEther } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import { type BlockchainApiState, useBlockchainApi } from '../../test/blockchainApiSuite.js'

const [alice, bob] = demoAccounts().map(({ account }) => account)
if (!alice || !bob) throw new Error('The manifest lists no demo accounts')
const _pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

describeEachBackend('Blockchain API: history', (backend) => {
  const { state, get, chain, readAllHistory } = useBlockchainApi(backend)
  let fixture: BlockchainApiState['fixture']
  let client: BlockchainApiState['client']
  beforeAll(() => {
    ;({ fixture, client } = state)
  })

  it("covers account #1's seeded history once each, newest first, paged by 20", async () => {
    const { items, pages } = await readAllHistory(alice.address)
    expect(pages).toBeGreaterThan(1)

    // What the chain says concerns account #1, read independently: sent by it, sent to it, or
    // a token moved to or from it (except spam NFTs airdropped to it).
    const me = alice.address.toLowerCase()
    const spam = new Set(
      chain()
        .collections.filter((c) => c.spam)
        .map((c) => c.address.toLowerCase()),
    )
    const head = await client.getBlockNumber()
    const expected: { hash: Hash; block: bigint; index: number; failed: boolean; time: bigint }[] =
      []
    for (let number = 0n; number <= head; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
      for (const tx of block.transactions) {
        const receipt = await client.getTransactionReceipt({ hash: tx.hash })
        const topicOf = (address: string) => `0x${address.slice(2).padStart(64, '0')}`
        // A token moved: a Transfer naming it (other events naming it, such as the smart account
        // it owns being initialised, are not its activity).
        const touchesMe = receipt.logs.some(
          (log) =>
            log.topics[0] === transferTopic &&
            log.topics.slice(1, 3).includes(topicOf(me) as Hash) &&
            !spam.has(log.address.toLowerCase()),
        )
        if (tx.from.toLowerCase() === me || tx.to?.toLowerCase() === me || touchesMe)
          expected.push({
            hash: tx.hash,
            block: number,
            index: tx.transactionIndex,
            failed: receipt.status === 'reverted',
            time: block.timestamp,
          })
      }
    }
    expected.sort((a, b) => Number(b.block - a.block) || b.index - a.index)
    expect(items.map((item) => item.metadata.hash)).toEqual(expected.map((e) => e.hash))
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length)

    // Two months, newest first, on this chain only, with the failed ones marked.
    const times = items.map((item) => Date.parse(item.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect((times[0] ?? 0) - (times.at(-1) ?? 0)).toBeGreaterThan(55 * 86_400_000)
    expect(items.every((item) => item.metadata.chain === 'eip155:31337')).toBe(true)
    const failed = items.filter((item) => item.metadata.status === 'failed')
    expect(failed.map((item) => item.metadata.hash)).toEqual(
      expected.filter((e) => e.failed).map((e) => e.hash),
    )
    expect(failed.length).toBeGreaterThanOrEqual(2)
    expect(items.every((item) => item.metadata.minedAt.endsWith('Z'))).toBe(true)
  })

  it('shows directions, one operation per swap with both legs, and no spam-only items', async () => {
    const { items } = await readAllHistory(alice.address)
    const me = alice.address
    const router = '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6'

    const funding = items.at(-1) // the first thing that happened: funded with ETH by account #0
    expect(funding?.metadata.operationType).toBe('receive')
    expect(funding?.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        fungible_info: expect.objectContaining({ symbol: 'ETH' }),
      }),
    ])
    const sends = items.filter(
      (i) => i.metadata.operationType === 'send' && i.metadata.status === 'confirmed',
    )
    expect(sends.length).toBeGreaterThan(0)
    for (const item of sends) {
      expect(item.metadata.sentFrom).toBe(me)
      expect(item.transfers.every((t) => t.direction === 'out')).toBe(true)
    }
    const receives = items.filter((i) => i.metadata.operationType === 'receive')
    for (const item of receives)
      expect(item.transfers.every((t) => t.direction === 'in')).toBe(true)

    const swaps = items.filter(
      (i) => i.metadata.sentTo === router && i.metadata.status === 'confirmed',
    )
    expect(swaps.length).toBeGreaterThan(3)
    for (const swap of swaps) {
      expect(swap.metadata.operationType).toBe('trade')
      expect(swap.transfers.filter((t) => t.direction === 'out')).toHaveLength(1)
      expect(swap.transfers.filter((t) => t.direction === 'in')).toHaveLength(1)
    }
    // Token → ETH: the ETH comes back through the router, an internal transfer.
    expect(
      swaps.some((swap) =>
        swap.transfers.some((t) => t.direction === 'in' && t.fungible_info?.symbol === 'ETH'),
      ),
    ).toBe(true)

    expect(items.some((i) => i.metadata.operationType === 'approve' && i.approvals?.length)).toBe(
      true,
    )
    const mint = items.find((i) => i.metadata.operationType === 'mint')
    expect(mint?.transfers[0]?.nft_info).toMatchObject({
      name: expect.stringMatching(/^Airlock Orbs #\d+$/),
      content: { preview: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
      flags: { is_spam: false },
    })
    for (const item of items)
      if (item.transfers.length > 0)
        expect(item.transfers.every((t) => t.nft_info?.flags.is_spam === true)).toBe(false)
  })

  it('shows a new transfer in the history within 3 s', async () => {
    const wallet = createWalletClient({ account: bob, transport: http(fixture.rpcUrl(31337)) })
    const started = Date.now()
    const hash = await wallet.sendTransaction({
      to: alice.address,
      value: parseEther('0.25'),
      chain: null,
    })
    for (;;) {
      const { body } = await get(`/v1/account/${alice.address}/history?chainId=eip155:31337`)
      const [latest] = historyResponse.parse(body).data
      if (latest?.metadata.hash === hash) {
        expect(latest.metadata.operationType).toBe('receive')
        expect(latest.transfers).toEqual([
          expect.objectContaining({ direction: 'in', quantity: { numeric: '0.25' } }),
        ])
        break
      }
      // A ceiling for a hung index, not a pace: the loop ends as soon as the transfer is listed.
      expect(Date.now() - started).toBeLessThan(15_000)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // The sender sees the same transaction going out.
    const { body } = await get(`/v1/account/${bob.address}/history?chainId=eip155:31337`)
    const [sent] = historyResponse.parse(body).data
    expect(sent?.metadata).toMatchObject({ hash, operationType: 'send', status: 'confirmed' })
    expect(sent?.transfers[0]?.direction).toBe('out')
  })
})
