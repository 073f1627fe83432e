type SwapChunk = typeof import('../views/swap/swapViews.js')

// The swap views are a chunk of their own, so the modal's chunk stays within its budget. It is
// fetched once: when the Account view's Swap button is pointed at or focused, or a swap view
// first shows.
let chunk: Promise<SwapChunk> | undefined

/**
 * Loads the swap chunk (its views, styles and the swap's core code), once.
 *
 * @returns The chunk's module.
 *
 * @example
 * const { swapViews } = await loadSwapChunk()
 */
export function loadSwapChunk(): Promise<SwapChunk> {
  chunk ??= import('../views/swap/swapViews.js')
  // A failed fetch (offline) is tried again next time.
  chunk.catch(() => {
    chunk = undefined
  })
  return chunk
}
