import {
  type Address,
  createPublicClient,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  parseGwei,
  toHex,
} from 'viem'
import { SeedError } from '../errors/devnet.js'
import { createRpc, type Rpc } from '../utils/createRpc.js'

export type SeedTransaction = {
  from: Address
  to?: Address
  data?: Hex
  value?: bigint
  /** Always explicit: estimation simulates at the previous block's timestamp, not the forced one. */
  gas: bigint
  /** The transaction is meant to revert (and still be mined, with status 0). */
  reverts?: boolean
  label: string
}

export type Seeder = {
  caipNetworkId: string
  client: PublicClient
  rpc: Rpc
  /** Sends with the next nonce of `from` (an anvil-unlocked account); mined by the next `mine`. */
  send(transaction: SeedTransaction): Promise<Hash>
  /** Mines everything sent since the last call into one block at `timestamp` (seconds). */
  mine(timestamp: number, baseFeePerGas?: bigint): Promise<void>
  /** Checks every receipt: mined, and reverted exactly when planned. */
  verify(): Promise<{ transactions: number; reverted: number; blocks: number }>
  /** Timestamp of the last mined block. */
  readonly lastTimestamp: number
}

// Leave headroom under anvil's 30M block gas limit: the sum of the explicit limits must fit.
const blockGasBudget = 29_000_000n
const maxFeePerGas = parseGwei('200')

/**
 * Drives a chain whose automine is off: transactions from unlocked accounts are queued with
 * explicit nonces and gas, then mined together at a chosen timestamp, several per block.
 *
 * @param rpcUrl - anvil's endpoint (started with `--order fifo`, so blocks keep send order).
 * @param caipNetworkId - For error messages.
 * @returns The seeder.
 *
 * @example
 * import { createSeeder } from './createSeeder.js'
 * const seeder = await createSeeder('http://127.0.0.1:18545', 'eip155:31337')
 * await seeder.send({ from, to, value: 1n, gas: 21_000n, label: 'tip' })
 * await seeder.mine(1_700_000_000)
 */
export async function createSeeder(rpcUrl: string, caipNetworkId: string): Promise<Seeder> {
  const rpc = createRpc(rpcUrl)
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  await rpc('evm_setAutomine', [false])
  const latest = await rpc<{ timestamp: Hex }>('eth_getBlockByNumber', ['latest', false])
  let lastTimestamp = Number(latest.timestamp)
  const nonces = new Map<Address, number>()
  const sent: { hash: Hash; reverts: boolean; label: string }[] = []
  let pendingGas = 0n
  let blocks = 0
  const fail = (reason: string) => new SeedError({ caipNetworkId, reason })

  return {
    caipNetworkId,
    client,
    rpc,
    get lastTimestamp() {
      return lastTimestamp
    },
    async send(transaction) {
      const { from, to, data, value, gas, reverts = false, label } = transaction
      if (pendingGas + gas > blockGasBudget) throw fail(`block gas budget exceeded at "${label}"`)
      const key = from.toLowerCase() as Address
      let nonce = nonces.get(key)
      if (nonce === undefined)
        nonce = Number(await rpc<Hex>('eth_getTransactionCount', [from, 'pending']))
      nonces.set(key, nonce + 1)
      pendingGas += gas
      const hash = await rpc<Hash>('eth_sendTransaction', [
        {
          from,
          ...(to ? { to } : {}),
          ...(data ? { data } : {}),
          value: toHex(value ?? 0n),
          gas: toHex(gas),
          nonce: toHex(nonce),
          maxFeePerGas: toHex(maxFeePerGas),
          maxPriorityFeePerGas: toHex(parseGwei('0.1')),
        },
      ])
      sent.push({ hash, reverts, label })
      return hash
    },
    async mine(timestamp, baseFeePerGas) {
      if (timestamp <= lastTimestamp)
        throw fail(`block timestamp ${timestamp} is not after ${lastTimestamp}`)
      if (baseFeePerGas !== undefined)
        await rpc('anvil_setNextBlockBaseFeePerGas', [toHex(baseFeePerGas)])
      await rpc('evm_mine', [timestamp])
      const status = await rpc<{ pending: Hex; queued: Hex }>('txpool_status')
      if (Number(status.pending) + Number(status.queued) > 0)
        throw fail(`${Number(status.pending)} transactions were left out of the block`)
      lastTimestamp = timestamp
      pendingGas = 0n
      blocks++
    },
    async verify() {
      let reverted = 0
      for (let start = 0; start < sent.length; start += 25) {
        const chunk = sent.slice(start, start + 25)
        const receipts = await Promise.all(
          chunk.map(({ hash }) => rpc<{ status: Hex } | null>('eth_getTransactionReceipt', [hash])),
        )
        receipts.forEach((receipt, i) => {
          const planned = chunk[i]
          if (!planned) return
          if (!receipt) throw fail(`"${planned.label}" was never mined`)
          const failed = receipt.status === '0x0'
          if (failed) reverted++
          if (failed !== planned.reverts)
            throw fail(`"${planned.label}" ${failed ? 'reverted' : 'succeeded'} (${planned.hash})`)
        })
      }
      return { transactions: sent.length, reverted, blocks }
    },
  }
}
