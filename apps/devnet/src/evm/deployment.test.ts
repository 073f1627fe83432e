import { expect, test } from 'vitest'
import { readManifest } from '../readManifest.js'
import { contractAddresses } from './deployment.js'

test('the deterministic layout is the one devnet.json publishes', () => {
  for (const chain of readManifest().chains) expect(chain.contracts).toEqual(contractAddresses())
})

test('WETH9 is the deployer nonce 0 contract, Multicall3 the canonical one', () => {
  expect(contractAddresses().weth).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
  expect(contractAddresses().multicall3).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
})
