// Errors of signing in with the Airlock server (`serverSiwx`).
import { httpStatusMessage } from '@airlock/protocol'
import { HttpStatusAnswerError } from './http.js'

export type SiwxHttpErrorType = SiwxHttpError & { name: 'SiwxHttpError' }
/**
 * An auth route answered outside 200–299: `shortMessage` is the server's message when it sent
 * one, else 'HTTP status code: N' (SPEC §8).
 */
export class SiwxHttpError extends HttpStatusAnswerError {
  override name = 'SiwxHttpError'
  constructor({
    status,
    message,
    url = '',
  }: {
    status: number
    message?: string | undefined
    url?: string | undefined
  }) {
    super(message ?? httpStatusMessage(status), { status, url })
  }
}
