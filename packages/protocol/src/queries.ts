import { z } from 'zod'

// Query-string shapes of the Blockchain and on-ramp routes: what the server accepts after `?`,
// beside the `projectId` every route takes. Unknown parameters pass, as they always have.

/** `GET /v1/account/{address}/balance`: USD only, an optional CAIP-2 chain, and a forced re-read. */
export const balanceQuery = z.object({
  currency: z.literal('usd', { error: 'expected usd' }).optional(),
  chainId: z.string().optional(),
  forceUpdate: z.enum(['true', 'false'], { error: 'expected true or false' }).optional(),
})
export type BalanceQuery = z.infer<typeof balanceQuery>

/**
 * `GET /v1/account/{address}/history`: an optional CAIP-2 chain, the cursor of the next page, and
 * `onramp=<provider>` for the purchases made through that on-ramp provider.
 */
export const historyQuery = z.object({
  chainId: z.string().optional(),
  cursor: z.string().optional(),
  onramp: z.string().max(32).optional(),
})
export type HistoryQuery = z.infer<typeof historyQuery>

/** The routes read per chain (`/nfts`, `/identity`…): an optional CAIP-2 chain. */
export const chainQuery = z.object({ chainId: z.string().optional() })
export type ChainQuery = z.infer<typeof chainQuery>

/** `GET /v1/onramp/options`: one provider's options. Defaults to the first provider configured. */
export const onRampOptionsQuery = z.object({ provider: z.string().max(32).optional() })
export type OnRampOptionsQuery = z.infer<typeof onRampOptionsQuery>
