import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  maxUint256,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { SeedError } from '../errors/devnet.js'
import { tokenAbi, uniswapV2FactoryAbi, uniswapV2RouterAbi } from './abis.js'
import type { Seeder } from './createSeeder.js'
import { contractAddresses, tokenDefinitions } from './deployment.js'
import { loadArtifacts } from './loadArtifacts.js'
import {
  wrappedSolAddress,
  wrappedSolDefinition,
  wrappedSolDeployer,
  wrappedSolPool,
} from './wrappedSolDeployment.js'

/**
 * Deploys wrapped SOL on a devnet chain from its deployer (impersonated, funded with 10 ETH, what
 * its gas limits cost at the seed's fee cap): the token, then the WSOL/USDC pool at SOL ≈ 150 USD
 * through the Uniswap V2 router, with liquidity the deployer mints itself (both tokens' `mint` is
 * open). One block; meant to be the seed's last step, so nothing before it moves.
 *
 * @param seeder - From `createSeeder`, on a chain with the Uniswap V2 contracts and USDC.
 * @param parameters - When to mine.
 * @returns The pool's address (`factory.getPair`).
 * @throws {SeedError} When the deployer has already sent transactions, or the token is elsewhere.
 *
 * @example
 * import { deployWrappedSol } from './deployWrappedSol.js'
 * await deployWrappedSol(seeder, { timestamp: seeder.lastTimestamp + 12 })
 */
export async function deployWrappedSol(
  seeder: Seeder,
  { timestamp }: { timestamp: number },
): Promise<Address> {
  const fail = (reason: string) => new SeedError({ caipNetworkId: seeder.caipNetworkId, reason })
  const from = wrappedSolDeployer
  const nonce = await seeder.rpc<string>('eth_getTransactionCount', [from, 'latest'])
  if (Number(nonce) !== 0) throw fail('the wrapped-SOL deployer has already sent transactions')
  const { devToken } = loadArtifacts()
  const { usdc, uniswapV2Factory, uniswapV2Router02 } = contractAddresses()
  const wsol = wrappedSolAddress()
  const usdcDecimals = tokenDefinitions.find((token) => token.key === 'usdc')?.decimals ?? 6
  const amountWsol = parseUnits(String(wrappedSolPool.wsol), wrappedSolDefinition.decimals)
  const amountUsdc = parseUnits(String(wrappedSolPool.usdc), usdcDecimals)

  await seeder.rpc('anvil_impersonateAccount', [from])
  await seeder.rpc('anvil_setBalance', [from, toHex(parseEther('10'))])
  const call = (to: Address, data: `0x${string}`, gas: bigint, label: string) =>
    seeder.send({ from, to, data, gas, label })
  await seeder.send({
    from,
    data: encodeDeployData({
      ...devToken,
      args: [wrappedSolDefinition.name, wrappedSolDefinition.symbol, wrappedSolDefinition.decimals],
    }),
    gas: 3_000_000n,
    label: 'deploy wsol',
  })
  for (const [token, amount, symbol] of [
    [wsol, amountWsol, 'WSOL'],
    [usdc, amountUsdc, 'USDC'],
  ] as const) {
    const mint = encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [from, amount] })
    await call(token, mint, 100_000n, `mint ${symbol} for the WSOL pool`)
    const approve = encodeFunctionData({
      abi: tokenAbi,
      functionName: 'approve',
      args: [uniswapV2Router02, maxUint256],
    })
    await call(token, approve, 100_000n, `approve router ${symbol}`)
  }
  const addLiquidity = encodeFunctionData({
    abi: uniswapV2RouterAbi,
    functionName: 'addLiquidity',
    args: [wsol, usdc, amountWsol, amountUsdc, 0n, 0n, from, BigInt(timestamp + 1200)],
  })
  await call(uniswapV2Router02, addLiquidity, 5_000_000n, 'add liquidity WSOL/USDC')
  await seeder.mine(timestamp)
  await seeder.rpc('anvil_stopImpersonatingAccount', [from])

  const code = await seeder.rpc<string>('eth_getCode', [wsol, 'latest'])
  if (code.length <= 2) throw fail(`no code at wsol (${wsol})`)
  return seeder.client.readContract({
    address: uniswapV2Factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [wsol, usdc],
  })
}
