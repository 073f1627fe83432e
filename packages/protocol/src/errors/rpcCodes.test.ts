import { expect, expectTypeOf, test } from 'vitest'
import { addChainFallbackCodes, type RpcErrorCode, rpcErrorCodes } from './rpcCodes.js'

test('codes of SPEC §8, by number', () => {
  expect(
    Object.entries(rpcErrorCodes)
      .map(([code, { name }]) => `${code} ${name}`)
      .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10)),
  ).toMatchInlineSnapshot(`
    [
      "-32700 ParseError",
      "-32603 InternalError",
      "-32602 InvalidParams",
      "-32601 MethodNotFound",
      "-32600 InvalidRequest",
      "-32006 JsonRpcVersionNotSupported",
      "-32005 LimitExceeded",
      "-32004 MethodNotSupported",
      "-32003 TransactionRejected",
      "-32002 ResourceUnavailable",
      "-32001 ResourceNotFound",
      "-32000 InvalidInput",
      "4001 UserRejectedRequest",
      "4100 Unauthorized",
      "4200 UnsupportedMethod",
      "4900 Disconnected",
      "4901 ChainDisconnected",
      "4902 UnrecognizedChain",
      "5700 UnsupportedNonOptionalCapability",
      "5710 UnsupportedChainId",
      "5720 DuplicateId",
      "5730 UnknownBundleId",
      "5740 BundleTooLarge",
      "5750 AtomicReadyWalletRejectedUpgrade",
      "5760 AtomicityNotSupported",
    ]
  `)
})

test('EIP-1193 codes keep the standard meaning', () => {
  expect(rpcErrorCodes[4001]).toMatchInlineSnapshot(`
    {
      "message": "The user rejected the request.",
      "name": "UserRejectedRequest",
    }
  `)
  expect(rpcErrorCodes[-32603].name).toBe('InternalError')
  // -32000 to -32006 and 5700 to 5760 in steps of 10: no gap, no stray code.
  for (let code = -32006; code <= -32000; code++) expect(code in rpcErrorCodes).toBe(true)
  for (let code = 5700; code <= 5760; code += 10) expect(code in rpcErrorCodes).toBe(true)
})

test('switching falls back to adding the chain on these codes', () => {
  expect(addChainFallbackCodes).toMatchInlineSnapshot(`
    [
      4902,
      5000,
      32603,
      -32603,
    ]
  `)
  expect(addChainFallbackCodes.includes(4001)).toBe(false)
})

test('codes are typed as numbers, negative ones included', () => {
  expectTypeOf<4001>().toExtend<RpcErrorCode>()
  expectTypeOf<-32603>().toExtend<RpcErrorCode>()
  expectTypeOf<4002>().not.toExtend<RpcErrorCode>()
})
