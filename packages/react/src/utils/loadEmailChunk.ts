type EmailChunk = typeof import('../views/email/emailViews.js')

// The e-mail wallet's views and actions are a chunk of their own, so neither the page's entry nor
// the modal's chunk carries them. It is fetched once: when the e-mail field first shows (the
// person is likely to type), or when one of its views opens.
let chunk: Promise<EmailChunk> | undefined

/**
 * Loads the e-mail chunk (its views, styles and login actions), once.
 *
 * @returns The chunk's module.
 *
 * @example
 * const { connectEmail } = await loadEmailChunk()
 */
export function loadEmailChunk(): Promise<EmailChunk> {
  chunk ??= import('../views/email/emailViews.js')
  // A failed fetch (offline for a moment) is tried again next time.
  chunk.catch(() => {
    chunk = undefined
  })
  return chunk
}
