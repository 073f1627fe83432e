/**
 * Regenerates `devnet.json`, the manifest of what every devnet chain holds. It deploys the
 * contracts on a throwaway anvil per chain (free ports, nothing persisted), reads them back and
 * writes the result. Addresses are deterministic, so the output only changes when the deployment
 * does; `src/readManifest.test.ts` checks a seeded devnet against it.
 *
 * Run with `npm run manifest -w @airlock/devnet`.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { devnetManifest } from '@airlock/protocol/schemas'
import { type Address, getAddress, zeroAddress } from 'viem'
import { devnetChains } from '../src/devnetChains.js'
import { createSeeder } from '../src/evm/createSeeder.js'
import { deployAccountAbstraction } from '../src/evm/deployAccountAbstraction.js'
import { deployContracts } from '../src/evm/deployContracts.js'
import { deployEns } from '../src/evm/deployEns.js'
import { contractAddresses, demoAccounts, devnetMnemonic } from '../src/evm/deployment.js'
import { deployWrappedSol } from '../src/evm/deployWrappedSol.js'
import { describeEvmChain } from '../src/evm/describeEvmChain.js'
import { seedSmartAccount } from '../src/evm/seedSmartAccount.js'
import { spawnAnvil } from '../src/evm/spawnAnvil.js'
import { describeSolanaChain } from '../src/solana/describeSolanaChain.js'
import { createRpc } from '../src/utils/createRpc.js'
import { getFreePort } from '../src/utils/getFreePort.js'
import { stopChild } from '../src/utils/stopChild.js'

const target = fileURLToPath(new URL('../devnet.json', import.meta.url))
let accounts: Address[] = []

const chains = await Promise.all(
  Object.values(devnetChains).map(async (chain) => {
    const port = await getFreePort()
    const genesis = Math.floor(Date.now() / 1000) - 3600
    const { child, rpcUrl } = await spawnAnvil({
      chainId: chain.chainId,
      caipNetworkId: chain.caipNetworkId,
      port,
      timestamp: genesis,
      fifo: true,
    })
    try {
      const seeder = await createSeeder(rpcUrl, chain.caipNetworkId)
      const { timestamp } = await deployContracts(seeder, { timestamp: genesis + 60 })
      await deployEns(seeder, { timestamp: timestamp + 12 })
      await deployAccountAbstraction(seeder, { timestamp: seeder.lastTimestamp + 12 })
      const [, , bob] = await createRpc(rpcUrl)<Address[]>('eth_accounts')
      await seedSmartAccount(seeder, {
        weth: contractAddresses().weth,
        recipient: getAddress(bob ?? zeroAddress),
        timestamp: seeder.lastTimestamp + 12,
      })
      await deployWrappedSol(seeder, { timestamp: seeder.lastTimestamp + 12 })
      accounts = (await createRpc(rpcUrl)<Address[]>('eth_accounts')).map((a) => getAddress(a))
      const entry = await describeEvmChain(rpcUrl, { chain })
      if (entry.pools.some((pool) => pool.address === zeroAddress))
        throw new Error(`a pool is missing on ${chain.caipNetworkId}`)
      return entry
    } finally {
      await stopChild(child)
    }
  }),
)

const manifest = devnetManifest.parse({
  version: 1,
  mnemonic: devnetMnemonic,
  chains,
  accounts: demoAccounts.map(({ index, label }) => {
    const address = accounts[index]
    if (!address) throw new Error(`anvil has no account #${index}`)
    return { index, address, label }
  }),
  solana: describeSolanaChain(),
})
writeFileSync(target, `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`wrote ${target}`)
