import { BaseError } from '@airlock/protocol'

export type PortInUseErrorType = PortInUseError & { name: 'PortInUseError' }
/** Another process already listens on the port a service was told to use. */
export class PortInUseError extends BaseError {
  override name = 'PortInUseError'
  readonly port: number
  constructor({ port, service, cause }: { port: number; service: string; cause?: unknown }) {
    super(`Port ${port} is already in use (${service})`, {
      metaMessages: ['Stop the other process, or choose another port.'],
      cause,
    })
    this.port = port
  }
}
