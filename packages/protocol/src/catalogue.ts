import { z } from 'zod'
import { maxWalletEntries } from './wireConstants.js'

/** A wallet of the catalogue, as `GET /getWallets` returns it (the explorer's `WcWallet`). */
export const wallet = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string().nullable(),
  image_url: z.string().nullable(),
  homepage: z.string().nullable(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  link_mode: z.string().nullable(),
  app_store: z.string().nullable(),
  play_store: z.string().nullable(),
  chrome_store: z.string().nullable(),
  rdns: z.string().nullable(),
  injected: z.array(z.object({ namespace: z.string(), injected_id: z.string() })).nullable(),
  chains: z.array(z.string()),
  badge_type: z.enum(['none', 'certified']),
  order: z.number().int(),
})
export type Wallet = z.infer<typeof wallet>

const commaList = z
  .string()
  .max(8_192, 'must be at most 8192 characters')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

const positiveInteger = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, `${name} must be from 1 to ${max}`)

/** The query of `GET /getWallets`. Numbers come as strings, lists as comma-separated ids. */
export const getWalletsQuery = z.object({
  page: positiveInteger('page', 100_000).default(1),
  entries: positiveInteger('entries', maxWalletEntries).default(40),
  include: commaList.optional(),
  exclude: commaList.optional(),
  chains: commaList.optional(),
  search: z.string().max(100, 'search must be at most 100 characters').optional(),
  badge_type: z.enum(['none', 'certified']).optional(),
})
export type GetWalletsQuery = z.infer<typeof getWalletsQuery>

/** The answer of `GET /getWallets`: one page, and how many wallets match in all. */
export const getWalletsResponse = z.object({
  data: z.array(wallet),
  count: z.number().int().nonnegative(),
})
export type GetWalletsResponse = z.infer<typeof getWalletsResponse>
