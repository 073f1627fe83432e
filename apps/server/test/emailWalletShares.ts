import { randomBytes } from 'node:crypto'
import type { Hono } from 'hono'
import { expect } from 'vitest'
import { type Browser, call } from './emailAuthHarness.js'

/** A random EVM address, lower case. */
export function randomAddress(): string {
  return `0x${randomBytes(20).toString('hex')}`
}

// A recovery share as the secure origin seals it (base64url of `{ v, epk, iv, ct }`); random
// bytes stand for the ciphertext: the server cannot open it either way.
function sealedShare(): string {
  const part = (bytes: number) => randomBytes(bytes).toString('base64url')
  const sealed = { v: 1, epk: { x: part(32), y: part(32) }, iv: part(12), ct: part(84) }
  return Buffer.from(JSON.stringify(sealed)).toString('base64url')
}

/** A wallet's registration body: its address, an auth share and a sealed recovery share. */
export function shares(address: string) {
  return {
    address,
    authShare: `0x${randomBytes(32).toString('hex')}02`,
    recoveryShare: sealedShare(),
  }
}

/** Registers a random wallet for the browser's session; expects 201 and the address back. */
export async function registerWallet(app: Hono, browser: Browser) {
  const body = shares(randomAddress())
  const response = await call(app, browser, 'POST', 'wallet', body)
  if (response.status !== 201)
    throw new Error(`wallet answered ${response.status}: ${await response.text()}`)
  const { address } = (await response.json()) as { address: string }
  expect(address.toLowerCase()).toBe(body.address)
  return { ...body, address }
}
