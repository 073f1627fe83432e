import { expect, test } from 'vitest'
import * as devnet from './index.js'

test('public API', () => {
  expect(Object.keys(devnet).sort()).toMatchInlineSnapshot(`
    [
      "ChainStartError",
      "DevnetRunningError",
      "InvalidAddressError",
      "PortInUseError",
      "SeedError",
      "UnknownDevnetChainError",
      "defaultDataDir",
      "devnetChains",
      "fundAddress",
      "fundSolanaAddress",
      "getFreePort",
      "isPortFree",
      "isSolanaAddress",
      "readManifest",
      "reclaimStaleChains",
      "resetDevnet",
      "sendFromSolanaTreasury",
      "solanaKeys",
      "solanaTreasuryIndex",
      "startDevnet",
    ]
  `)
})
