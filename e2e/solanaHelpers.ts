import { verify } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { getBase58Encoder } from '@solana/kit'
import manifest from '../apps/devnet/devnet.json' with { type: 'json' }
import { frameAxeViolations } from './axe.js'
import { frame } from './emailHelpers.js'

/** Whether `signature` (base58) is `address`'s Ed25519 signature of `message`. */
export function verifies(address: string, message: string, signature: string): boolean {
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    new Uint8Array(getBase58Encoder().encode(address)),
  ])
  return verify(
    null,
    new TextEncoder().encode(message),
    { key: spki, format: 'der', type: 'spki' },
    new Uint8Array(getBase58Encoder().encode(signature)),
  )
}

/**
 * The web app's "Sign a message with Solana" for an e-mail or social wallet: the modal waits while
 * the frame's own screen shows the text; approved, the signature verifies with Ed25519.
 */
export async function signsWithSolanaInFrame(page: Page, address: string) {
  const text = 'Hello from the Airlock web app'
  await page.getByRole('button', { name: 'Sign a message with Solana' }).click()
  await expect(page.getByRole('dialog', { name: 'Sign message' })).toBeVisible()
  await expect(frame(page).getByRole('heading', { name: 'Sign this message?' })).toBeVisible()
  await expect(frame(page).getByText(text)).toBeVisible()
  expect(await frameAxeViolations(page)).toEqual([])
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  const signature = page.getByTestId('solana-signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, { timeout: 15_000 })
  const signed = (await signature.textContent()) ?? ''
  expect(verifies(address, text, signed)).toBe(true)
  expect(verifies(address, 'another message', signed)).toBe(false)
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

const solana = manifest.solana
if (!solana) throw new Error('The devnet manifest has no Solana chain')
/** The devnet's Solana cluster: its CAIP-2 id, name and RPC URL. */
export const solanaDevnet = solana
const usdc = solana.tokens.find((token) => token.symbol === 'USDC')?.address ?? ''

/** One JSON-RPC call to the devnet's Solana cluster. */
export async function solanaRpc<result>(method: string, params: unknown[]): Promise<result> {
  const response = await fetch(solanaDevnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: result }).result
}

/** Lamports and USDC base units the account holds, as the Solana devnet has them. */
export async function held(address: string) {
  const [{ value: lamports }, { value: accounts }] = await Promise.all([
    solanaRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }]),
    solanaRpc<{
      value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
    }>('getTokenAccountsByOwner', [
      address,
      { mint: usdc },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]),
  ])
  const units = accounts.reduce(
    (sum, item) => sum + BigInt(item.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
  return { lamports: BigInt(lamports), usdc: units }
}
