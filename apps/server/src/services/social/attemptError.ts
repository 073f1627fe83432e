import type { MessageCode, MessageParams } from '@airlock/protocol'

/** How a failed social attempt records its error: the English for logs, the code for people. */
export type AttemptError = {
  name: string
  message: string
  code?: MessageCode | undefined
  params?: MessageParams | undefined
}

/**
 * The record of what ended a social or Farcaster attempt: its name and English message, and the
 * code and parameters the modal shows in the person's language (none for an unexpected error).
 *
 * @param error - What the attempt threw.
 * @returns The error to store with the attempt.
 *
 * @example
 * import { attemptError } from './attemptError.js'
 * await context.social.endAttempt({ id, status: 'FAILED', error: attemptError(error) })
 */
export function attemptError(error: unknown): AttemptError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const { shortMessage, messageCode, messageParams } = error as Error & {
    shortMessage?: string
    messageCode?: MessageCode
    messageParams?: MessageParams
  }
  return {
    name: error.name,
    message: shortMessage ?? error.message,
    ...(messageCode === undefined ? {} : { code: messageCode }),
    ...(messageParams === undefined ? {} : { params: messageParams }),
  }
}
