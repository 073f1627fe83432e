import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { type Address, createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { collectionAbi } from './evm/abis.js'
import { fundAddress } from './fundAddress.js'
import { type Devnet, startDevnet } from './startDevnet.js'

const fresh = () => privateKeyToAccount(generatePrivateKey()).address

let devnet: Devnet
const atStart = fresh()
beforeAll(async () => {
  devnet = await startDevnet({
    dataDir: await copyDevnetSnapshot(),
    ports: await freeDevnetPorts(),
    fund: [atStart],
  })
})
afterAll(() => devnet?.stop())

async function holdings(rpcUrl: string, chainId: number, address: Address) {
  const chain = devnet.manifest.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`no chain ${chainId}`)
  const client = createPublicClient({ transport: http(rpcUrl) })
  const tokens: Record<string, bigint> = {}
  for (const token of chain.tokens)
    tokens[token.symbol] = await client.readContract({
      address: token.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  const nfts = await client.readContract({
    address: chain.contracts.nft as Address,
    abi: collectionAbi,
    functionName: 'balanceOf',
    args: [address],
  })
  return { eth: await client.getBalance({ address }), tokens, nfts }
}

test('gives a fresh address 100 ETH, every token and an NFT on each chain', async () => {
  const address = fresh()
  for (const chain of devnet.chains) {
    const result = await fundAddress(chain, address.toLowerCase())
    expect(result.address).toBe(address)
    expect(result.chainId).toBe(chain.chainId)
    const after = await holdings(chain.rpcUrl, chain.chainId, address)
    expect(after.eth).toBe(parseEther('100'))
    expect(after.tokens).toEqual(result.tokens)
    expect(Object.keys(after.tokens).sort()).toEqual(['DAI', 'PTS', 'USDC', 'WBTC', 'WETH'])
    for (const [symbol, balance] of Object.entries(after.tokens))
      expect(balance, symbol).toBeGreaterThan(0n)
    expect(after.nfts).toBe(1n)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const owner = await client.readContract({
      address: result.nft.collection,
      abi: collectionAbi,
      functionName: 'ownerOf',
      args: [result.nft.tokenId],
    })
    expect(owner).toBe(address)
  }
})

test('funding twice adds another 100 ETH', async () => {
  const address = fresh()
  const [chain] = devnet.chains
  if (!chain) throw new Error('no chain')
  await fundAddress(chain.rpcUrl, address)
  const { balance } = await fundAddress(chain.rpcUrl, address)
  expect(balance).toBe(parseEther('200'))
})

test('startDevnet funds the `fund` addresses on every chain', async () => {
  for (const chain of devnet.chains) {
    const { eth, tokens, nfts } = await holdings(chain.rpcUrl, chain.chainId, atStart)
    expect(eth).toBe(parseEther('100'))
    expect(tokens.USDC).toBe(10_000_000_000n)
    expect(nfts).toBe(1n)
  }
})

test('rejects a malformed address', async () => {
  const [chain] = devnet.chains
  if (!chain) throw new Error('no chain')
  await expect(fundAddress(chain, '0x1234')).rejects.toThrowErrorMatchingInlineSnapshot(`
    [InvalidAddressError: Invalid address "0x1234"

    Details: Expected 0x followed by 40 hexadecimal characters, or a Solana address (32–44 base58 characters).]
  `)
})
