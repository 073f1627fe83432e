import { isSafeSvg } from '../images/readBrandIcon.js'
import type { ImportedWallet } from './parseCatalogueImport.js'
import { looksLike, maxImageBytes } from './parseCatalogueImport.js'
import { walletImageTypes } from './storedWallet.js'

export type FetchWalletImagesParameters = {
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch
  /** Per image. Defaults to 10 s. */
  timeoutMs?: number
  /** Images fetched at once. Defaults to 4. */
  concurrency?: number
}

export type FetchWalletImagesReturnType = {
  /** The wallets, each with the image its `image_url` named stored in `image` where it could be. */
  wallets: ImportedWallet[]
  /** How many images were fetched and stored. */
  fetched: number
  /** The images that could not be, and why; those wallets keep their logo or monogram. */
  failed: { id: string; url: string; reason: string }[]
}

/**
 * Fetches, once, the image each imported wallet's `image_url` names (wallets that brought an
 * inline image are left alone), so the server stores and serves it itself and no client ever
 * loads it from elsewhere. An image is kept only when it answers 200 with a declared type of PNG,
 * JPEG, WebP or SVG, is at most 256 KiB, its bytes look like that type, and an SVG holds nothing but
 * drawing (no script, event handler, link or external reference).
 *
 * @param wallets - From `parseCatalogueImport`.
 * @returns The wallets with their images, and what failed.
 *
 * @example
 * import { fetchWalletImages } from './catalogue/fetchWalletImages.js'
 * const { wallets: withImages, failed } = await fetchWalletImages(wallets)
 */
export async function fetchWalletImages(
  wallets: readonly ImportedWallet[],
  { fetch: fetchFn = fetch, timeoutMs = 10_000, concurrency = 4 }: FetchWalletImagesParameters = {},
): Promise<FetchWalletImagesReturnType> {
  const result = [...wallets]
  const failed: FetchWalletImagesReturnType['failed'] = []
  let fetched = 0
  const todo = result.flatMap((wallet, index) =>
    wallet.image_url && !wallet.image ? [{ index, url: wallet.image_url }] : [],
  )
  let next = 0
  async function worker() {
    while (next < todo.length) {
      const job = todo[next++]
      if (!job) break
      const wallet = result[job.index] as ImportedWallet
      try {
        const image = await fetchImage(fetchFn, job.url, timeoutMs)
        result[job.index] = { ...wallet, image }
        fetched++
      } catch (error) {
        failed.push({ id: wallet.id, url: job.url, reason: (error as Error).message })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  return { wallets: result, fetched, failed }
}

async function fetchImage(
  fetchFn: typeof fetch,
  url: string,
  timeoutMs: number,
): Promise<NonNullable<ImportedWallet['image']>> {
  const response = await fetchFn(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { Accept: walletImageTypes.join(', ') },
  }).catch((error: unknown) => {
    throw new Error(`could not be fetched (${(error as Error).message})`)
  })
  if (response.status !== 200) {
    await response.body?.cancel()
    throw new Error(`answered HTTP ${response.status}`)
  }
  const declared = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  const type = walletImageTypes.find((known) => known === declared)
  if (!type) {
    await response.body?.cancel()
    throw new Error(`is ${declared || 'of no type'}, not ${walletImageTypes.join(', ')}`)
  }
  const length = Number(response.headers.get('content-length') ?? 0)
  if (length > maxImageBytes) {
    await response.body?.cancel()
    throw new Error(`is ${length} bytes, over ${maxImageBytes / 1024} KiB`)
  }
  const bytes = await readAtMost(response, maxImageBytes)
  if (bytes.byteLength === 0) throw new Error('is empty')
  if (!looksLike(type, bytes)) throw new Error(`does not hold ${type} data`)
  if (type === 'image/svg+xml' && !isSafeSvg(bytes.toString('utf8')))
    throw new Error('is an SVG with scripts, links or external references')
  return { content_type: type, base64: bytes.toString('base64') }
}

async function readAtMost(response: Response, limit: number): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = response.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel()
      throw new Error(`is over ${limit / 1024} KiB`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
