import { wallet } from '@airlock/protocol/schemas'
import { z } from 'zod'

/** Raster and vector types an imported wallet image may have. */
export const walletImageTypes = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] as const

/**
 * A catalogue wallet as the `wallets` table's `data` column holds it: the wire fields of `Wallet`
 * except `image_id` (the hash of the icon, computed when the catalogue loads, so it always names
 * the bytes served), plus the brand colour the icon is drawn in and an imported image, if any.
 */
export const storedWallet = wallet.omit({ image_id: true }).extend({
  /** `#rrggbb`; `null` draws the icon in a colour derived from the id. */
  brand_color: z.string().nullable(),
  /** An image that came with an import, served instead of the generated monogram. */
  image: z.object({ content_type: z.enum(walletImageTypes), base64: z.string() }).nullable(),
})
export type StoredWallet = z.infer<typeof storedWallet>
