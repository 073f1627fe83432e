// The shapes the embedded wallet's frame client works with: the frame element and document it
// drives, its parameters, and the client it returns (`createFrameClient`).
import type { AppRequestName, AppRequestPayload, FrameSuccessPayload } from '@airlock/protocol'

/** The part of an `<iframe>` the client uses. */
export type FrameElement = {
  id: string
  name: string
  title: string
  src: string
  style: { cssText: string }
  readonly contentWindow: {
    postMessage(message: unknown, targetOrigin: string, transfer: Transferable[]): void
  } | null
  addEventListener(type: 'load', listener: () => void): void
  focus(): void
  remove(): void
}

/** The part of `document` the client uses (`document` itself, or a stand-in in tests). */
export type FrameDocument<element extends FrameElement = FrameElement> = {
  createElement(tagName: 'iframe'): element
  body: { append(node: element): void }
}

/** Where the frame is shown over the page, in CSS pixels (see `approvalFrameLayout`). */
export type FrameLayout = { top: number; left: number; width: number; height: number }

/** An event the frame sent of its own accord (`SESSION_UPDATE`, …), without the prefix. */
export type FrameEvent = { type: string; payload: unknown }

/** Why the frame failed: not ready 20 s after a request, or a login request unanswered for 30 s. */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'

export type CreateFrameClientParameters = {
  /** The secure origin's page, such as `http://localhost:8788`. */
  secureUrl: string
  projectId: string
  /** Where the hidden `<iframe>` is added. */
  document: FrameDocument
  /** Add the frame now rather than on the first request. Defaults to `false`. */
  eager?: boolean | undefined
  /** Told when the frame fails to load or to answer in time, to show the spec's alert. */
  onTimeout?: ((reason: FrameTimeoutReason) => void) | undefined
  /** Told of events the frame sends without being asked. */
  onEvent?: ((event: FrameEvent) => void) | undefined
  /** The frame's accessible name while it is shown. Defaults to `Wallet`. */
  title?: string | undefined
}

export type FrameRequestOptions = {
  /** Gives the request up: it rejects with `FrameAbortedError`. */
  signal?: AbortSignal | undefined
}

export type FrameClient = {
  /** `idle` before the frame is added, `loading` until READY, then `ready` (usable 500 ms later). */
  readonly status: 'idle' | 'loading' | 'ready'
  /** The `<iframe>`, once added. */
  readonly element: FrameElement | undefined
  /** Adds the frame to the page, if it is not there yet. */
  load(): void
  /** Sends a request and resolves to the frame's answer, checked against the protocol. */
  request<name extends AppRequestName>(
    name: name,
    payload: AppRequestPayload<name>,
    options?: FrameRequestOptions,
  ): Promise<FrameSuccessPayload<name>>
  /** Rejects every pending request ('Request was aborted' for RPC, else 'Something went wrong'). */
  abort(): void
  /**
   * Lays the frame out at `layout`, unseen and not clickable: its screen takes the width it will
   * be shown at and measures its height, without being seen at a place it is about to leave.
   */
  place(layout: FrameLayout): void
  /** Shows the frame over the page at `layout` (for its approval UI); focuses it when it appears. */
  show(layout: FrameLayout): void
  /** Hides the frame again. */
  hide(): void
  /** Aborts, closes the channel and removes the frame. */
  destroy(): void
}
