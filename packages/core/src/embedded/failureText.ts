import type { FailureText } from '../adapters/embedded/types.js'

/**
 * What a failed social or Farcaster login tells the person: for the frame's refusal, its message
 * code and parameters (the view translates them) and its English message (shown only when there
 * is no code); nothing for any other error, which the view words itself.
 *
 * @param error - What the login threw.
 * @returns The fields to put in the failed state.
 *
 * @example
 * import { failureText } from './failureText.js'
 * setSocial(airlock, { status: 'failed', provider, code: error.name, ...failureText(error) })
 */
export function failureText(error: unknown): FailureText & { message?: string } {
  if (!(error instanceof Error) || error.name !== 'FrameRequestError') return {}
  const { shortMessage, messageCode, messageParams } = error as Error &
    FailureText & {
      shortMessage?: string
    }
  return {
    ...(shortMessage ? { message: shortMessage } : {}),
    ...(messageCode ? { messageCode } : {}),
    ...(messageParams ? { messageParams } : {}),
  }
}
