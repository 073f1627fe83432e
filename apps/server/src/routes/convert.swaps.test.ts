import {
  convertAllowanceResponse,
  convertApproveResponse,
  convertBuildResponse,
} from '@airlock/protocol/schemas'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { useConvertApi } from '../../test/convertApiSuite.js'
import { uniswapV2RouterAbi } from '../swap/uniswapV2RouterAbi.js'

describe('swap API (/v1/convert): swaps that settle', () => {
  const suite = useConvertApi()
  const { trader, get, post, router, id, balanceOf, routerQuote, quote, settle, send } = suite

  it('builds swaps with amountOutMin the quote less the slippage, paying the user', async () => {
    const amount = parseUnits('300', 6)
    // The router's best route may be the direct pool or the hop through WETH: the quote's.
    const { toAmount, path: quotedPath } = await quote('USDC', 'DAI', amount)
    const before = Math.floor(Date.now() / 1000)
    const slippages = [
      [undefined, 99n],
      [1, 99n],
      [0.5, 995n],
      [50, 50n],
    ] as const
    for (const [slippage, keep] of slippages) {
      const { status, body } = await post({
        amount: amount.toString(),
        from: id('USDC'),
        to: id('DAI'),
        userAddress: `eip155:31337:${trader.address}`,
        projectId: 'dev',
        ...(slippage === undefined ? {} : { eip155: { slippage } }),
        disableEstimate: true,
      })
      expect(status, JSON.stringify(body)).toBe(200)
      const built = convertBuildResponse.parse(body)
      const scale = keep > 100n ? 1000n : 100n
      const amountOutMin = (BigInt(toAmount) * keep) / scale
      expect(built.toAmount).toBe(toAmount)
      expect(built.toAmountMin).toBe(amountOutMin.toString())
      expect(built.tx).toMatchObject({
        from: `eip155:31337:${trader.address}`,
        to: `eip155:31337:${router()}`,
        amount: '0',
        eip155: { gas: '150000' },
      })
      expect(BigInt(built.tx.eip155?.gasPrice ?? '')).toBeGreaterThan(0n)
      const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: built.tx.data as Hex })
      expect(call.functionName).toBe('swapExactTokensForTokens')
      const [amountIn, min, path, to, deadline] = call.args as [
        bigint,
        bigint,
        Address[],
        Address,
        bigint,
      ]
      expect({ amountIn, min, path, to }).toEqual({
        amountIn: amount,
        min: amountOutMin,
        path: quotedPath,
        to: trader.address,
      })
      expect(Number(deadline)).toBe(built.deadline)
      expect(Number(deadline) - before).toBeGreaterThanOrEqual(20 * 60)
      expect(Number(deadline) - before).toBeLessThan(20 * 60 + 30)
    }
  })

  it('swaps 0.1 ETH for USDC without an approval, moving balances as quoted', async () => {
    const amount = parseEther('0.1')
    const allowance = await get(
      `/v1/convert/allowance?tokenAddress=${id('ETH')}&userAddress=${trader.address}`,
    )
    expect(convertAllowanceResponse.parse(allowance.body).allowance).toBe(maxUint256.toString())
    const { toAmount } = await quote('ETH', 'USDC', amount)
    const [eth, usdc] = await Promise.all([
      balanceOf('ETH', trader.address),
      balanceOf('USDC', trader.address),
    ])
    const { status, body } = await post({
      amount: amount.toString(),
      from: id('ETH'),
      to: id('USDC'),
      userAddress: trader.address,
      projectId: 'dev',
      eip155: { slippage: 1 },
    })
    expect(status, JSON.stringify(body)).toBe(200)
    const { tx } = convertBuildResponse.parse(body)
    expect(tx.amount).toBe(amount.toString())
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data as Hex })
    expect(call.functionName).toBe('swapExactETHForTokens')
    // Estimated (not the 150,000 fallback), with the buffer.
    const gas = BigInt(tx.eip155?.gas ?? '')
    expect(gas).not.toBe(150_000n)
    const receipt = await send({ to: tx.to, data: tx.data, value: BigInt(tx.amount), gas })
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBeLessThan(gas)
    expect(await balanceOf('USDC', trader.address)).toBe(usdc + BigInt(toAmount))
    expect(await balanceOf('ETH', trader.address)).toBe(
      eth - amount - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    // A quote may still show the pool before this swap for up to reserveCacheMs, but a build
    // reads the router anew: the next swap is built on the pool as it is now.
    const rebuilt = convertBuildResponse.parse(
      (
        await post({
          amount: amount.toString(),
          from: id('ETH'),
          to: id('USDC'),
          userAddress: trader.address,
          projectId: 'dev',
          disableEstimate: true,
        })
      ).body,
    )
    const now = await routerQuote('ETH', 'USDC', amount)
    expect(now.out).toBeLessThan(BigInt(toAmount))
    expect(rebuilt.toAmount).toBe(now.out.toString())
    await settle()
    expect((await quote('ETH', 'USDC', amount)).toAmount).toBe(now.out.toString())
  })

  it('swaps USDC for DAI after an approval of exactly the amount', async () => {
    const amount = parseUnits('123.456789', 6)
    const allowanceOf = async () => {
      const { status, body } = await get(
        `/v1/convert/allowance?tokenAddress=${id('USDC')}&userAddress=eip155:31337:${trader.address}`,
      )
      expect(status).toBe(200)
      return BigInt(convertAllowanceResponse.parse(body).allowance)
    }
    expect(await allowanceOf()).toBe(0n)
    const swapRequest = {
      amount: amount.toString(),
      from: id('USDC'),
      to: id('DAI'),
      userAddress: `eip155:31337:${trader.address}`,
      projectId: 'dev',
    }
    // Without the allowance the node cannot estimate the swap: the default gas stands in.
    const early = convertBuildResponse.parse((await post(swapRequest)).body)
    expect(early.tx.eip155?.gas).toBe('150000')

    const approve = await get(
      `/v1/convert/build-approve?userAddress=eip155:31337:${trader.address}&from=${id('USDC')}&to=${id('DAI')}&amount=${amount}`,
    )
    expect(approve.status, JSON.stringify(approve.body)).toBe(200)
    const { tx: approval } = convertApproveResponse.parse(approve.body)
    expect(approval).toMatchObject({
      from: `eip155:31337:${trader.address}`,
      to: id('USDC'),
      value: '0',
    })
    expect(decodeFunctionData({ abi: erc20Abi, data: approval.data as Hex })).toEqual({
      functionName: 'approve',
      args: [router(), amount],
    })
    const approved = await send({
      to: approval.to,
      data: approval.data,
      value: 0n,
      gas: BigInt(approval.eip155.gas),
    })
    expect(approved.status).toBe('success')
    expect(await allowanceOf()).toBe(amount)

    const { toAmount } = await quote('USDC', 'DAI', amount)
    const [usdc, dai] = await Promise.all([
      balanceOf('USDC', trader.address),
      balanceOf('DAI', trader.address),
    ])
    const { tx } = convertBuildResponse.parse((await post(swapRequest)).body)
    expect(tx.eip155?.gas).not.toBe('150000')
    expect(tx.amount).toBe('0')
    const receipt = await send({
      to: tx.to,
      data: tx.data,
      value: 0n,
      gas: BigInt(tx.eip155?.gas ?? ''),
    })
    expect(receipt.status).toBe('success')
    expect(await balanceOf('USDC', trader.address)).toBe(usdc - amount)
    expect(await balanceOf('DAI', trader.address)).toBe(dai + BigInt(toAmount))
    expect(await allowanceOf()).toBe(0n)
    await settle()
  })

  it('swaps tokens back to ETH', async () => {
    const amount = parseUnits('100', 18)
    const approval = convertApproveResponse.parse(
      (
        await get(
          `/v1/convert/build-approve?userAddress=${trader.address}&to=${id('DAI')}&amount=${amount}`,
        )
      ).body,
    ).tx
    expect(approval.to).toBe(id('DAI'))
    await send({ ...approval, value: 0n, gas: BigInt(approval.eip155.gas) })
    const { toAmount } = await quote('DAI', 'ETH', amount)
    const eth = await balanceOf('ETH', trader.address)
    const { tx } = convertBuildResponse.parse(
      (
        await post({
          amount: amount.toString(),
          from: id('DAI'),
          to: id('ETH'),
          userAddress: trader.address,
          projectId: 'dev',
        })
      ).body,
    )
    expect(decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data as Hex }).functionName).toBe(
      'swapExactTokensForETH',
    )
    const receipt = await send({
      to: tx.to,
      data: tx.data,
      value: 0n,
      gas: BigInt(tx.eip155?.gas ?? ''),
    })
    expect(receipt.status).toBe('success')
    expect(await balanceOf('ETH', trader.address)).toBe(
      eth + BigInt(toAmount) - receipt.gasUsed * receipt.effectiveGasPrice,
    )
  })
})
