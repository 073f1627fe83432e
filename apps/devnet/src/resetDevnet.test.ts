import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import type { Hex } from 'viem'
import { expect, inject, test } from 'vitest'
import { resetDevnet } from './resetDevnet.js'
import { type Devnet, startDevnet } from './startDevnet.js'
import { createRpc } from './utils/createRpc.js'

const heads = async (devnet: Devnet) =>
  Promise.all(
    devnet.chains.map(async (chain) =>
      Number(await createRpc(chain.rpcUrl)<Hex>('eth_blockNumber')),
    ),
  )

test('live state persists across restarts until a reset returns to the pristine seed', async () => {
  const dataDir = await copyDevnetSnapshot()
  const ports = await freeDevnetPorts()
  const pristine = Object.values(inject('devnetSnapshot').heads)

  let devnet = await startDevnet({ dataDir, ports, fund: [] })
  expect(await heads(devnet)).toEqual(pristine)
  for (const chain of devnet.chains) await createRpc(chain.rpcUrl)('anvil_mine', ['0x3'])
  await devnet.stop()

  devnet = await startDevnet({ dataDir, ports, fund: [] })
  expect(await heads(devnet)).toEqual(pristine.map((head) => head + 3))
  await devnet.stop()

  const { removed } = await resetDevnet({ dataDir })
  expect(removed.map((path) => path.slice(dataDir.length + 1)).sort()).toEqual([
    'evm-31337.live.json',
    'evm-31338.live.json',
  ])
  devnet = await startDevnet({ dataDir, ports, fund: [] })
  expect(devnet.seeded).toBe(false)
  expect(await heads(devnet)).toEqual(pristine)
  await devnet.stop()

  expect((await readdir(dataDir)).length).toBeGreaterThan(0)
  await resetDevnet({ dataDir, reseed: true })
  expect(existsSync(dataDir)).toBe(false)
})

test('resetting a data dir that does not exist does nothing', async () => {
  expect(await resetDevnet({ dataDir: '/nonexistent/airlock-devnet' })).toEqual({ removed: [] })
})
