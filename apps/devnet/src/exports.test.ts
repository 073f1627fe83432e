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
      "accountAbstractionAddresses",
      "defaultDataDir",
      "devnetChains",
      "ensAddresses",
      "ensDeployerKey",
      "entryPointAddress",
      "farcasterIdRegistryAddress",
      "farcasterKeyRegistryAddress",
      "farcasterSpareCustodyKey",
      "farcasterTestAccounts",
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
      "seedPaymasterSignerKey",
      "sendFromSolanaTreasury",
      "setFarcasterCustody",
      "solanaKeys",
      "solanaTreasuryIndex",
      "startDevnet",
      "startSolanaChain",
      "trustPaymasterSigner",
    ]
  `)
})
