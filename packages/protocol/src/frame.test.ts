import { expect, test } from 'vitest'
import {
  appRequestEnvelope,
  appRequestPayloads,
  frameHandshake,
  frameRpcRequest,
  frameSuccessPayloads,
} from './frame.js'
import { safeRpcMethods, unsafeRpcMethods } from './frameMethods.js'

test('no method is both silent and in need of approval', () => {
  const safe = new Set<string>(safeRpcMethods)
  expect(unsafeRpcMethods.filter((method) => safe.has(method))).toEqual([])
})

test('every request has a success shape', () => {
  expect(Object.keys(frameSuccessPayloads).sort()).toEqual(Object.keys(appRequestPayloads).sort())
})

test('payloads are checked: e-mail, 6-digit code, account type, known methods only', () => {
  expect(appRequestPayloads.CONNECT_EMAIL.safeParse({ email: 'alice@airlock.test' }).success).toBe(
    true,
  )
  expect(appRequestPayloads.CONNECT_EMAIL.safeParse({ email: 'alice' }).success).toBe(false)
  expect(appRequestPayloads.CONNECT_OTP.safeParse({ otp: '123456' }).success).toBe(true)
  expect(appRequestPayloads.CONNECT_OTP.safeParse({ otp: '12345' }).success).toBe(false)
  expect(appRequestPayloads.SET_PREFERRED_ACCOUNT.safeParse({ type: 'root' }).success).toBe(false)
  expect(frameRpcRequest.safeParse({ method: 'eth_sign', params: [] }).success).toBe(false)
  expect(frameRpcRequest.safeParse({ method: 'personal_sign', params: ['0x00'] }).success).toBe(
    true,
  )
})

test('envelopes need an id and the right prefix; the handshake names its project', () => {
  expect(appRequestEnvelope.safeParse({ id: 'a1', type: '@w3m-app/GET_USER' }).success).toBe(true)
  expect(appRequestEnvelope.safeParse({ type: '@w3m-app/GET_USER' }).success).toBe(false)
  expect(appRequestEnvelope.safeParse({ id: 'a1', type: 'x@w3m-app/GET_USER' }).success).toBe(false)
  expect(frameHandshake.safeParse({ type: '@w3m-app/HANDSHAKE', projectId: 'dev' }).success).toBe(
    true,
  )
})
