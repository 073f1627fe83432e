import { expect, it } from 'vitest'
import { onRampNetworkName } from './onRampNetworkName.js'

it("uses Coinbase's names where it has them, else the chain's name as a slug", () => {
  expect(
    [
      { chainId: 1, name: 'Ethereum' },
      { chainId: 137, name: 'Polygon PoS' },
      { chainId: 43114, name: 'Avalanche' },
      { chainId: 31337, name: 'Airlock Devnet' },
      { chainId: 31338, name: 'Airlock Devnet L2' },
      { chainId: 5, name: ' My  Test Chain ' },
    ].map(onRampNetworkName),
  ).toEqual(['ethereum', 'polygon', 'avalanche-c-chain', 'devnet', 'devnet-l2', 'my-test-chain'])
})
