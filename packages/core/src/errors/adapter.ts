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

export type NetworksMismatchErrorType = NetworksMismatchError & { name: 'NetworksMismatchError' }
/**
 * `networks` and the dapp's wagmi config list different chains: a wallet on a chain only one of
 * them knows would leave the modal asking to switch over the page. Thrown by `createAirlock`.
 */
export class NetworksMismatchError extends BaseError {
  override name = 'NetworksMismatchError'
  /** Chain ids in `networks` that the wagmi config lacks. */
  readonly missingFromWagmi: number[]
  /** Chain ids in the wagmi config that `networks` lacks. */
  readonly missingFromNetworks: number[]
  constructor({
    missingFromWagmi,
    missingFromNetworks,
  }: { missingFromWagmi: number[]; missingFromNetworks: number[] }) {
    const parts = [
      missingFromWagmi.length > 0 && `the wagmi config lacks ${missingFromWagmi.join(', ')}`,
      missingFromNetworks.length > 0 && `networks lacks ${missingFromNetworks.join(', ')}`,
    ].filter(Boolean)
    super(
      `\`networks\` and the wagmi config must list the same chains (${parts.join('; ')}). Pass the same chains to both, or leave \`networks\` out to use the wagmi config's.`,
    )
    this.missingFromWagmi = missingFromWagmi
    this.missingFromNetworks = missingFromNetworks
  }
}
