// Errors of preloading the wallets' images. They never reach a person: a failed preload only
// means the image loads when it is shown.
import { BaseError } from '@airlock/protocol'

export type ImageLoadErrorType = ImageLoadError & { name: 'ImageLoadError' }
/** The image could not be loaded: a broken URL, or an answer outside 200–299. */
export class ImageLoadError extends BaseError {
  override name = 'ImageLoadError'
  readonly url: string
  constructor({ url, status }: { url: string; status?: number | undefined }) {
    super(
      status === undefined
        ? `Image could not be loaded: ${url}`
        : `Image could not be loaded (HTTP ${status}): ${url}`,
    )
    this.url = url
  }
}

export type ImagePreloadTimeoutErrorType = ImagePreloadTimeoutError & {
  name: 'ImagePreloadTimeoutError'
}
/** The image did not load within the preload's time limit. */
export class ImagePreloadTimeoutError extends BaseError {
  override name = 'ImagePreloadTimeoutError'
  readonly url: string
  constructor({ url, timeoutMs }: { url: string; timeoutMs: number }) {
    super(`Image preload timed out after ${timeoutMs} ms: ${url}`)
    this.url = url
  }
}
