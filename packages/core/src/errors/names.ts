// Errors of the name service client (`/v1/profile/*`).
import { BaseError } from '@airlock/protocol'

export type NameServiceErrorType = NameServiceError & { name: 'NameServiceError' }
/**
 * The server refused or failed a name request. `reason` is the server's first reason
 * (`NameTakenError`, `InvalidNameError`…); `description` its text, for the developer.
 */
export class NameServiceError extends BaseError {
  override name = 'NameServiceError'
  readonly status: number
  readonly reason: string | undefined
  constructor({
    status,
    reason,
    description,
  }: {
    status: number
    reason?: string | undefined
    description?: string | undefined
  }) {
    super(description ?? `The name service answered ${status}`, {
      details: reason,
    })
    this.status = status
    this.reason = reason
  }
}
