import { nativeTokenAddress } from '@airlock/protocol'
import { maxUint256 } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ConvertApiState, useConvertApi } from '../../test/convertApiSuite.js'

describe('swap API (/v1/convert): bad input', () => {
  const suite = useConvertApi()
  const { trader, get, post, token, id } = suite
  let app: ConvertApiState['app']
  beforeAll(() => {
    ;({ app } = suite.state)
  })

  it('refuses bad input with 4xx naming the problem, never a 500', async () => {
    const user = trader.address
    const q = (amount: string, from = id('ETH'), to = id('USDC'), extra = '') =>
      `/v1/convert/quotes?amount=${encodeURIComponent(amount)}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&userAddress=${user}${extra}`
    const gets = [
      q('-1'),
      q('0.5'),
      q('1e18'),
      q('abc'),
      q('0'),
      q(''),
      q('9'.repeat(79)),
      q((maxUint256 + 1n).toString()),
      // A uint256 the pools cannot multiply: getAmountsOut overflows and reverts.
      q(maxUint256.toString()),
      q('1', id('USDC'), id('WBTC')),
      q('1000', 'USDC', id('DAI')),
      q('1000', `eip155:31337:0x1234`, id('DAI')),
      q('1000', id('USDC'), `eip155:31338:${token('DAI')}`),
      q('1000', id('USDC'), `eip155:31337:${token('PTS')}`),
      q('1000', id('USDC'), `eip155:31337:0x000000000000000000000000000000000000dEaD`),
      q('1000', id('USDC'), id('USDC')),
      q('1000', id('ETH'), id('WETH')),
      q('1000', id('DAI'), id('USDC'), '&gasPrice=fast'),
      `/v1/convert/quotes?amount=1000&from=${id('DAI')}&to=${id('USDC')}&userAddress=0x1234`,
      `/v1/convert/quotes?amount=1000&from=${id('DAI')}&to=${id('USDC')}&userAddress=eip155:31338:${user}`,
      `/v1/convert/quotes?amount=1000&to=${id('USDC')}`,
      '/v1/convert/tokens',
      '/v1/convert/tokens?chainId=31337',
      '/v1/convert/gas-price?chainId=eip155',
      `/v1/convert/allowance?tokenAddress=${id('USDC')}`,
      `/v1/convert/allowance?tokenAddress=${id('PTS')}&userAddress=${user}`,
      `/v1/convert/build-approve?userAddress=${user}&from=${id('ETH')}&to=${id('USDC')}&amount=1`,
      `/v1/convert/build-approve?userAddress=${user}&from=${id('USDC')}&amount=-3`,
      `/v1/convert/build-approve?userAddress=${user}&from=${id('USDC')}`,
      `/v1/convert/build-approve?userAddress=${user}&from=${id('USDC')}&to=eip155:31338:${nativeTokenAddress}&amount=1`,
    ]
    const answers = await Promise.all(gets.map((path) => get(path)))
    expect(answers.map(({ status, body }) => `${status} ${body.message}`)).toMatchInlineSnapshot(`
      [
        "400 Invalid amount "-1": must be greater than 0",
        "400 Invalid amount "0.5": expected a whole number of base units, without a decimal point",
        "400 Invalid amount "1e18": expected a whole number of base units",
        "400 Invalid amount "abc": expected a whole number of base units",
        "400 Invalid amount "0": must be greater than 0",
        "400 Missing amount",
        "400 Invalid amount "9999999999999999999999999999999999999999999999999999999999999999999999999999999": larger than a uint256 (2^256 - 1)",
        "400 Invalid amount "115792089237316195423570985008687907853269984665640564039457584007913129639936": larger than a uint256 (2^256 - 1)",
        "422 Insufficient liquidity for this amount",
        "422 Amount 1 is too small to swap",
        "400 Invalid token "USDC" in from",
        "400 Invalid token "eip155:31337:0x1234" in from",
        "400 to is on "eip155:31338", not on "eip155:31337"",
        "400 Unknown token "eip155:31337:0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9" in to",
        "400 Unknown token "eip155:31337:0x000000000000000000000000000000000000dEaD" in to",
        "400 from and to are the same token "eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"",
        "400 Cannot swap between the native currency and its wrapped token "eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3"",
        "400 Invalid gasPrice "fast"",
        "400 Invalid userAddress "0x1234"",
        "400 userAddress is on "eip155:31338", not on "eip155:31337"",
        "400 Missing from",
        "400 Missing chainId query parameter",
        "400 Invalid CAIP-2 network id "31337" in chainId",
        "400 Invalid CAIP-2 network id "eip155" in chainId",
        "400 Missing userAddress",
        "400 Unknown token "eip155:31337:0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9" in tokenAddress",
        "400 ETH needs no approval",
        "400 Invalid amount "-3": must be greater than 0",
        "400 Missing amount",
        "400 to is on "eip155:31338", not on "eip155:31337"",
      ]
    `)

    const build = (body: Record<string, unknown>) =>
      post({
        amount: '1000000',
        from: id('USDC'),
        to: id('DAI'),
        userAddress: user,
        projectId: 'dev',
        ...body,
      })
    const posts = await Promise.all([
      build({ eip155: { slippage: 51 } }),
      build({ eip155: { slippage: 0 } }),
      build({ eip155: { slippage: -1 } }),
      build({ eip155: { slippage: '1' } }),
      build({ amount: -5 }),
      build({ amount: '-5' }),
      build({ amount: '0' }),
      build({ to: id('USDC') }),
      build({ userAddress: 'me' }),
      build({ userAddress: undefined }),
      build({ to: undefined }),
      build({ from: 42 }),
      build({ projectId: undefined }),
      build({ projectId: 'nope' }),
      post('{'),
      post('[]'),
      post({}, { 'content-type': 'application/x-www-form-urlencoded' }),
    ])
    expect(posts.map(({ status, body }) => `${status} ${body.message}`)).toMatchInlineSnapshot(`
      [
        "400 Invalid request body field "eip155.slippage": Too big: expected number to be <=50",
        "400 Invalid request body field "eip155.slippage": Too small: expected number to be >0",
        "400 Invalid request body field "eip155.slippage": Too small: expected number to be >0",
        "400 Invalid request body field "eip155.slippage": Invalid input: expected number, received string",
        "400 Invalid request body field "amount": expected a whole number of base units as a string",
        "400 Invalid amount "-5": must be greater than 0",
        "400 Invalid amount "0": must be greater than 0",
        "400 from and to are the same token "eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512"",
        "400 Invalid userAddress "me"",
        "400 Missing userAddress",
        "400 Missing to",
        "400 Invalid request body field "from": expected a CAIP-10 token id",
        "400 Project ID Not Configured",
        "403 Invalid Project ID",
        "400 Malformed JSON in request body",
        "400 Invalid request body: Invalid input: expected object, received array",
        "415 Expected a JSON request body (Content-Type: application/json)",
      ]
    `)

    // No project, no answer; any origin may read the answer and post JSON after a preflight.
    expect((await app.request('/v1/convert/tokens?chainId=eip155:31337')).status).toBe(400)
    const preflight = await app.request('/v1/convert/build-transaction', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://dapp.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
  })
})
