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
      "ensAddresses",
      "ensDeployerKey",
      "fundAddress",
      "fundSolanaAddress",
      "getFreePort",
      "isPortFree",
      "isSolanaAddress",
      "namesResolverAbi",
      "pointNamesResolver",
      "readManifest",
      "reclaimStaleChains",
      "resetDevnet",
      "startDevnet",
    ]
  `)
})
