import { safeRpcMethods, unsafeRpcMethods } from '@airlock/protocol'
import { expect, test } from 'vitest'
import { rpcMethodKind } from './rpcMethodKind.js'

test('the protocol’s lists decide; anything else is refused', () => {
  for (const method of safeRpcMethods) expect(rpcMethodKind(method)).toBe('safe')
  for (const method of unsafeRpcMethods) expect(rpcMethodKind(method)).toBe('unsafe')
  expect(rpcMethodKind('eth_sendTransaction')).toBe('unsafe')
  expect(rpcMethodKind('eth_getBalance')).toBe('safe')
  for (const method of ['eth_sign', 'eth_signTransaction', 'personal_ecRecover', '', 'toString'])
    expect(rpcMethodKind(method)).toBe('refused')
})
