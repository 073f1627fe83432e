/**
 * Wraps a dynamic `import()` so the chunk is fetched once and shared by every caller; a failed
 * fetch (offline for a moment) is tried again on the next call.
 *
 * @param importer - The `import()` of the chunk's module.
 * @returns A function that loads the chunk.
 *
 * @example
 * export const loadSwapChunk = loadOnce(() => import('../views/swap/swapViews.js'))
 */
export function loadOnce<chunk>(importer: () => Promise<chunk>): () => Promise<chunk> {
  let loading: Promise<chunk> | undefined
  return () => {
    if (loading) return loading
    const attempt = importer()
    loading = attempt
    attempt.catch(() => {
      if (loading === attempt) loading = undefined
    })
    return attempt
  }
}
