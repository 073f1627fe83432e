import { type Hex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeBlock, type RawBlock, type RawLog, type RawReceipt } from './decodeBlock.js'

const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const other = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const spammer = '0xa0ee7a142d267c1f36714e4a8f75612f20a79720'
const token = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const spamNft = '0x0165878a594ca255338adfa4d48449f69242eb8f'
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const word = (value: bigint) => pad(`0x${value.toString(16)}`) as Hex
const topic = (address: string) => pad(address as Hex) as Hex

function transaction(index: number, fields: Partial<RawBlock['transactions'][number]>) {
  return {
    hash: word(BigInt(index + 1)),
    from: user,
    to: token,
    value: '0x0',
    nonce: `0x${index.toString(16)}`,
    input: '0x',
    transactionIndex: `0x${index.toString(16)}`,
    ...fields,
  } as RawBlock['transactions'][number]
}
const receipt = (index: number, status: Hex, logs: RawLog[] = []): RawReceipt => ({
  transactionHash: word(BigInt(index + 1)),
  status,
  logs,
})

describe('decodeBlock', () => {
  const block: RawBlock = {
    number: '0x2a',
    hash: word(42n),
    timestamp: '0x6553f100',
    transactions: [
      // A spam airdrop to the user: nothing in it is the user's business.
      transaction(0, { from: spammer, to: spamNft }),
      // A token transfer that reverted: it keeps what it tried to send, for the sender only.
      transaction(1, {
        input: `0xa9059cbb${topic(other).slice(2)}${word(5_000_000n).slice(2)}`,
      }),
      // A payment to the user.
      transaction(2, { from: other, to: user, value: '0xde0b6b3a7640000' }),
    ],
  }
  const decoded = decodeBlock({
    chainId: 31337,
    block,
    receipts: [
      receipt(0, '0x1', [
        {
          address: spamNft,
          topics: [
            transferTopic,
            topic('0x0000000000000000000000000000000000000000'),
            topic(user),
            word(7n),
          ],
          data: '0x',
          logIndex: '0x0',
        },
      ]),
      receipt(1, '0x0'),
      receipt(2, '0x1'),
    ],
    spamCollections: new Set([spamNft]),
  })

  it('keeps spam out of the recipient history, but the transfer in the index', () => {
    expect(decoded.transfers.find((t) => t.kind === 'erc721')).toMatchObject({
      token: spamNft,
      to: user,
      tokenId: '7',
    })
    const concerned = (hash: Hex) =>
      decoded.accounts.filter((a) => a.hash === hash).map((a) => a.address)
    expect(concerned(word(1n))).toEqual([spammer, spamNft])
  })

  it('marks a reverted transaction failed and keeps what it tried to send', () => {
    expect(decoded.transactions.map((t) => t.status)).toEqual(['confirmed', 'failed', 'confirmed'])
    expect(decoded.transfers.filter((t) => t.hash === word(2n))).toEqual([
      expect.objectContaining({ kind: 'erc20', token, from: user, to: other, amount: '5000000' }),
    ])
    expect(decoded.accounts.filter((a) => a.hash === word(2n)).map((a) => a.address)).toEqual([
      user,
      token,
    ])
  })

  it('records native value with the block time', () => {
    expect(decoded.transfers.filter((t) => t.hash === word(3n))).toEqual([
      expect.objectContaining({ kind: 'native', from: other, to: user, amount: `${10n ** 18n}` }),
    ])
    expect(decoded.transactions[2]?.minedAt).toEqual(new Date(0x6553f100 * 1000))
  })
})
