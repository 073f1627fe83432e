import { writeFile } from 'node:fs/promises'
import { copyDevnetSnapshot } from '@airlock/test-kit'
import type { Hex } from 'viem'
import { afterAll, expect, inject, test } from 'vitest'
import { devnetChains } from '../devnetChains.js'
import { createRpc } from '../utils/createRpc.js'
import { getFreePort } from '../utils/getFreePort.js'
import { stopChild } from '../utils/stopChild.js'
import { evmStateFiles } from './evmStateFiles.js'
import { type StartEvmChainReturnType, startEvmChain } from './startEvmChain.js'

let running: StartEvmChainReturnType | undefined
afterAll(async () => {
  if (running) await stopChild(running.child)
})

test('a live state that does not load falls back to the pristine snapshot', async () => {
  const dataDir = await copyDevnetSnapshot()
  const chain = devnetChains['eip155:31337']
  await writeFile(evmStateFiles(dataDir, chain.chainId).live, '{"block": trunc')
  const lines: string[] = []
  running = await startEvmChain({
    chain,
    port: await getFreePort(),
    dataDir,
    log: (line) => lines.push(line),
  })
  expect(running.seeded).toBe(false)
  expect(lines).toEqual([
    'Airlock Devnet (eip155:31337): the live state did not load, starting from the pristine seed instead',
  ])
  const head = Number(await createRpc(running.rpcUrl)<Hex>('eth_blockNumber'))
  expect(head).toBe(inject('devnetSnapshot').heads[chain.chainId])
})
