import { type MessageCode, type MessageParams, messageCodeOf } from './messageCode.js'

export type BaseErrorParameters = {
  /**
   * The code of the message a person sees, for a client to show in its own language. Defaults to
   * the code of `shortMessage` when that is a catalogue text without placeholders.
   */
  messageCode?: MessageCode | undefined
  /** The values of the code's placeholders. */
  messageParams?: MessageParams | undefined
  /** What went wrong, in more detail than the short message. */
  details?: string | undefined
  /** Lines that help a developer act on the error. */
  metaMessages?: string[] | undefined
  cause?: unknown
}

export type BaseErrorType = BaseError & { name: 'BaseError' }

/**
 * The root of every Airlock error: a short message a person can read, optional details, and
 * the error that caused it.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined
  /** The code of the message a person sees; undefined when there is none to translate. */
  readonly messageCode: MessageCode | undefined
  readonly messageParams: MessageParams | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const lines = [shortMessage]
    if (parameters.metaMessages?.length) lines.push('', ...parameters.metaMessages)
    if (parameters.details) lines.push('', `Details: ${parameters.details}`)
    super(
      lines.join('\n'),
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.metaMessages = parameters.metaMessages
    this.messageCode = parameters.messageCode ?? messageCodeOf(shortMessage)
    this.messageParams = parameters.messageParams
  }

  /** Walks the chain of causes and returns the deepest one, or the first that `fn` accepts. */
  walk(fn?: (error: unknown) => boolean): unknown {
    let error: unknown = this
    while (error instanceof Error) {
      if (fn?.(error)) return error
      if (error.cause === undefined) break
      error = error.cause
    }
    return fn ? null : error
  }
}

/**
 * An error of a given name, for the `XErrorType` unions of actions: what else may be thrown (a
 * wallet's error, a network failure) besides the action's own errors.
 *
 * @example
 * import type { ErrorType } from '@airlock/protocol'
 * type SendTokensErrorType = SendInputErrorType | ErrorType
 */
export type ErrorType<name extends string = 'Error'> = Error & { name: name }
