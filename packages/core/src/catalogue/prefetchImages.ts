import { ImageLoadError, ImagePreloadTimeoutError } from '../errors/images.js'
import { catalogueLimits } from './catalogueLimits.js'

/** Loads one image; rejects when it cannot. Must stop loading when `signal` aborts. */
export type ImageLoader = (url: string, signal: AbortSignal) => Promise<void>

export type PrefetchImagesParameters = {
  /** How long one image may take before it is given up. Defaults to `2000` (SPEC §9). */
  timeoutMs?: number | undefined
  /** How many of the list, from its start, are loaded. Defaults to `20` (SPEC §9). */
  limit?: number | undefined
  /** Stops every load still running; the promise then resolves with what was done. */
  signal?: AbortSignal | undefined
  /**
   * How an image is loaded. Defaults to an `Image` element where there is one (so the browser
   * caches it as the `<img>` will ask for it), else `fetch`.
   */
  load?: ImageLoader | undefined
  /** Called for each image that failed or timed out: the spec's preload-error event (SPEC §8). */
  onError?: ((url: string, error: unknown) => void) | undefined
}

export type PrefetchImagesReturnType = {
  /** The URLs that loaded, in list order. */
  loaded: string[]
  /** The URLs that failed, timed out or were aborted, in list order. */
  failed: string[]
}

/**
 * Loads the first images of a list ahead of time, each given up after 2 s, all at once. Never
 * rejects: an image that cannot load is reported in `failed`, and its `<img>` shows a fallback.
 * Empty and repeated URLs are skipped.
 *
 * @param urls - Image URLs in the order they will be shown; `null` and `undefined` are skipped.
 * @param parameters - Timeout, limit, cancellation.
 * @returns Which images loaded and which failed.
 *
 * @example
 * import { prefetchImages } from '@airlock/core'
 * const { failed } = await prefetchImages(wallets.map((wallet) => wallet.image_url))
 */
export async function prefetchImages(
  urls: readonly (string | null | undefined)[],
  {
    timeoutMs = catalogueLimits.imagePreloadTimeoutMs,
    limit = catalogueLimits.prefetchedImages,
    signal,
    load = defaultImageLoader(),
    onError,
  }: PrefetchImagesParameters = {},
): Promise<PrefetchImagesReturnType> {
  const unique = [...new Set(urls.slice(0, limit).filter((url): url is string => !!url))]
  // One listener on the caller's signal for the whole list, not one per image.
  const controllers = unique.map(() => new AbortController())
  const abortAll = () => {
    for (const controller of controllers) controller.abort(signal?.reason)
  }
  if (signal?.aborted) abortAll()
  signal?.addEventListener('abort', abortAll, { once: true })
  const results = await Promise.all(
    unique.map(async (url, index) => {
      try {
        await loadWithin(load, url, timeoutMs, controllers[index] as AbortController)
        return true
      } catch (error) {
        try {
          onError?.(url, error)
        } catch {
          // A listener's own failure must not turn into ours.
        }
        return false
      }
    }),
  )
  signal?.removeEventListener('abort', abortAll)
  return {
    loaded: unique.filter((_, index) => results[index]),
    failed: unique.filter((_, index) => !results[index]),
  }
}

async function loadWithin(
  load: ImageLoader,
  url: string,
  timeoutMs: number,
  controller: AbortController,
) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const given = new Promise<never>((_, reject) => {
    const stop = () => reject(controller.signal.reason)
    if (controller.signal.aborted) stop()
    controller.signal.addEventListener('abort', stop, { once: true })
    timer = setTimeout(() => {
      controller.abort(new ImagePreloadTimeoutError({ url, timeoutMs }))
    }, timeoutMs)
  })
  // Whichever settles first decides; the other is dropped.
  given.catch(() => {})
  try {
    // A loader that ignores its signal must not hold the caller past the timeout.
    await Promise.race([load(url, controller.signal), given])
  } finally {
    clearTimeout(timer)
  }
}

function defaultImageLoader(): ImageLoader {
  return typeof Image === 'function' ? loadWithImage : loadWithFetch(globalThis.fetch)
}

/** Loads through an `Image` element, so the browser's image cache serves the later `<img>`. */
export function loadWithImage(url: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.decoding = 'async'
    const stop = () => {
      image.onload = null
      image.onerror = null
      signal.removeEventListener('abort', onAbort)
    }
    const onAbort = () => {
      stop()
      // An emptied source cancels the download.
      image.src = ''
      reject(signal.reason)
    }
    image.onload = () => {
      stop()
      resolve()
    }
    image.onerror = () => {
      stop()
      reject(new ImageLoadError({ url }))
    }
    signal.addEventListener('abort', onAbort, { once: true })
    image.src = url
  })
}

/** Loads with `fetch` and reads the whole body: for runtimes without `Image`. */
export function loadWithFetch(fetchFn: typeof fetch): ImageLoader {
  return async (url, signal) => {
    const response = await fetchFn(url, { signal })
    await response.arrayBuffer()
    if (!response.ok) throw new ImageLoadError({ url, status: response.status })
  }
}
