import { expect, test, vi } from 'vitest'
import { createEmbeddedProvider } from './createEmbeddedProvider.js'
import { rpcMethodKind } from './rpcMethodKind.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup({ accounts = [address] as `0x${string}`[] } = {}) {
  const calls: string[] = []
  const rpc = vi.fn(async (request: { method: string }) => {
    calls.push(`rpc ${request.method}`)
    return `answer of ${request.method}`
  })
  const approve = vi.fn()
  async function approveAndTell<result>(run: (signal: AbortSignal) => Promise<result>) {
    approve()
    calls.push('approval shown')
    const result = await run(new AbortController().signal)
    calls.push('approval hidden')
    return result
  }
  const refuse = vi.fn()
  const switchChain = vi.fn(async () => {})
  const provider = createEmbeddedProvider({
    chainId: () => 31338,
    accounts: () => accounts,
    switchChain,
    kindOf: rpcMethodKind,
    rpc,
    approve: approveAndTell,
    refuse,
  })
  return { provider, calls, rpc, approve, refuse, switchChain }
}

test('eth_chainId and the accounts are answered here, without the frame', async () => {
  const { provider, rpc } = setup()
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
  expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
  expect(rpc).not.toHaveBeenCalled()
})

test('logged out: no accounts, and eth_requestAccounts asks to log in (4100)', async () => {
  const { provider } = setup({ accounts: [] })
  expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
    code: 4100,
  })
})

test('read methods go to the frame silently, with the chain', async () => {
  const { provider, rpc, approve } = setup()
  expect(await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })).toBe(
    'answer of eth_getBalance',
  )
  expect(rpc).toHaveBeenCalledWith({
    method: 'eth_getBalance',
    params: [address, 'latest'],
    chainId: 31338,
  })
  await provider.request({ method: 'eth_blockNumber' })
  expect(rpc).toHaveBeenLastCalledWith({ method: 'eth_blockNumber', chainId: 31338 })
  expect(approve).not.toHaveBeenCalled()
})

test('every unsafe method goes to the frame while the approval shows', async () => {
  for (const method of [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
  ]) {
    const { provider, calls } = setup()
    expect(await provider.request({ method, params: ['0x00', address] })).toBe(
      `answer of ${method}`,
    )
    expect(calls).toEqual(['approval shown', `rpc ${method}`, 'approval hidden'])
  }
})

test('any other method is refused: 4200, "Requested RPC call is not allowed", and the host told', async () => {
  for (const method of [
    'eth_sign',
    'eth_signTransaction',
    'wallet_addSubAccount',
    'debug_traceCall',
  ]) {
    const { provider, rpc, approve, refuse } = setup()
    const error = await provider.request({ method, params: [] }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      name: 'RpcMethodNotAllowedError',
      code: 4200,
      shortMessage: 'Requested RPC call is not allowed',
    })
    expect(refuse).toHaveBeenCalledExactlyOnceWith(method)
    expect(rpc).not.toHaveBeenCalled()
    expect(approve).not.toHaveBeenCalled()
  }
})

test('wallet_switchEthereumChain switches through the connector; bad parameters are refused', async () => {
  const { provider, switchChain } = setup()
  expect(
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    }),
  ).toBeNull()
  expect(switchChain).toHaveBeenCalledWith(31337)
  await expect(
    provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 31337 }] }),
  ).rejects.toMatchObject({ code: -32602 })
  await expect(
    provider.request({ method: 'eth_getBalance', params: { address } }),
  ).rejects.toMatchObject({ code: -32602 })
})

test('listeners hear the events the connector emits, until removed', () => {
  const { provider } = setup()
  const listener = vi.fn()
  provider.on('chainChanged', listener)
  provider.emit('chainChanged', '0x1')
  provider.removeListener('chainChanged', listener)
  provider.emit('chainChanged', '0x2')
  expect(listener.mock.calls).toEqual([['0x1']])
})
