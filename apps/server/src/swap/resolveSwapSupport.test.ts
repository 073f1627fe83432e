import { readManifest } from '@airlock/devnet'
import { describe, expect, it } from 'vitest'
import { resolveBlockchainChains } from '../blockchain/resolveBlockchainChains.js'
import { loadConfig } from '../config/loadConfig.js'
import { ConfigError } from '../errors/config.js'
import { resolveSwapSupport } from './resolveSwapSupport.js'

const devnet = readManifest().chains.find((chain) => chain.chainId === 31337)
const l2 = readManifest().chains.find((chain) => chain.chainId === 31338)
if (!devnet || !l2) throw new Error('The manifest has no chain 31337 or 31338')

describe('resolveSwapSupport', () => {
  it("takes the devnet manifest's router and WETH", () => {
    expect(resolveSwapSupport({ chainId: 31337, devnetContracts: devnet.contracts })).toEqual({
      router: devnet.contracts.uniswapV2Router02,
      weth: devnet.contracts.weth,
    })
  })

  it('prefers a configured router, whose WETH is then read from it', () => {
    expect(
      resolveSwapSupport({
        chainId: 31337,
        swapRouter: '0x1111111111111111111111111111111111111111',
        devnetContracts: devnet.contracts,
      }),
    ).toEqual({ router: '0x1111111111111111111111111111111111111111', weth: undefined })
    expect(
      resolveSwapSupport({
        chainId: 8453,
        swapRouter: '0x4752ba5dbc23f44d87826276bf6fd6b1c372ad24',
      }),
    ).toEqual({ router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24', weth: undefined })
  })

  it("knows Ethereum's Uniswap V2 router and no other chain's without configuration", () => {
    expect(resolveSwapSupport({ chainId: 1 })).toEqual({
      router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
      weth: undefined,
    })
    for (const chainId of [10, 137, 8453, 42161, 5, 11155111])
      expect(resolveSwapSupport({ chainId })).toBeUndefined()
  })
})

describe('SWAP_ROUTER_<chainId>', () => {
  const swapOf = (env: Record<string, string>) =>
    Object.fromEntries(
      resolveBlockchainChains({ config: loadConfig(env) }).map((chain) => [
        chain.chainId,
        chain.swap,
      ]),
    )
  const problem = (env: Record<string, string>) => {
    try {
      loadConfig(env)
    } catch (error) {
      if (error instanceof ConfigError) return error.message
      throw error
    }
    return 'accepted'
  }

  it('gives the devnet chains swaps by default, and a served swap chain its router', () => {
    expect(
      swapOf({
        RPC_URL_1: 'https://eth.example.org',
        RPC_URL_10: 'https://op.example.org',
        RPC_URL_8453: 'https://base.example.org',
        SWAP_ROUTER_8453: '0x4752ba5dbc23f44d87826276bf6fd6b1c372ad24',
        RPC_URL_5: 'https://goerli.example.org',
      }),
    ).toEqual({
      1: { router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D', weth: undefined },
      5: undefined,
      10: undefined,
      8453: { router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24', weth: undefined },
      31337: { router: devnet.contracts.uniswapV2Router02, weth: devnet.contracts.weth },
      31338: { router: l2.contracts.uniswapV2Router02, weth: l2.contracts.weth },
    })
  })

  it('refuses a router for a chain without swaps, not served, or not an address', () => {
    expect(
      [
        { RPC_URL_5: 'https://goerli.example.org', SWAP_ROUTER_5: devnet.contracts.weth },
        { SWAP_ROUTER_8453: devnet.contracts.weth },
        { SWAP_ROUTER_31337: 'uniswap' },
        { SWAP_ROUTER_base: devnet.contracts.weth },
      ].map(problem),
    ).toMatchInlineSnapshot(`
      [
        "Invalid environment variable SWAP_ROUTER_5: expected one of the swap chains (1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554, 31337, 31338), got chain 5",
        "Invalid environment variable SWAP_ROUTER_8453: expected RPC_URL_8453 too: chain 8453 is not served",
        "Invalid environment variable SWAP_ROUTER_31337: expected a router address (0x and 40 hexadecimal digits), got "uniswap"",
        "Invalid environment variable SWAP_ROUTER_base: expected SWAP_ROUTER_<chainId> with a positive integer chain id, such as SWAP_ROUTER_1",
      ]
    `)
  })
})
