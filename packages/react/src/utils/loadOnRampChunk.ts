type OnRampChunk = typeof import('../views/onramp/onRampViews.js')

// The on-ramp views are a chunk of their own, so the modal's chunk stays within its budget. It is
// fetched once, when the Account view asks whether to offer Buy or an on-ramp view first shows.
let chunk: Promise<OnRampChunk> | undefined

/**
 * Loads the on-ramp chunk (its views, styles and provider loading), once.
 *
 * @returns The chunk's module.
 *
 * @example
 * const { onRampViews } = await loadOnRampChunk()
 */
export function loadOnRampChunk(): Promise<OnRampChunk> {
  chunk ??= import('../views/onramp/onRampViews.js')
  return chunk
}
