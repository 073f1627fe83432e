// Errors of finding a chain namespace's adapter.
import { BaseError } from '@airlock/protocol'

export type AdapterNotConfiguredErrorType = AdapterNotConfiguredError & {
  name: 'AdapterNotConfiguredError'
}
/** An adapter was asked for in a namespace the client has none for (Solana, so far). */
export class AdapterNotConfiguredError extends BaseError {
  override name = 'AdapterNotConfiguredError'
  readonly namespace: string
  constructor({ namespace }: { namespace: string }) {
    super(`createAirlock has no adapter for the ${namespace} namespace.`)
    this.namespace = namespace
  }
}
