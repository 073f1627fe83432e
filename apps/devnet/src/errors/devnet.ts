import { BaseError } from '@airlock/protocol'

export type PortInUseErrorType = PortInUseError & { name: 'PortInUseError' }
/** A devnet chain's port is taken, often by a devnet left running elsewhere. */
export class PortInUseError extends BaseError {
  override name = 'PortInUseError'
  readonly port: number
  constructor({ port, caipNetworkId }: { port: number; caipNetworkId: string }) {
    super(`Port ${port} is already in use (devnet chain ${caipNetworkId})`, {
      metaMessages: [
        'Stop whatever listens there (another devnet?), or pass another port.',
        `Check with: lsof -i :${port}`,
      ],
    })
    this.port = port
  }
}

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }
/** A value that is neither a 0x-prefixed 20-byte hex address nor a base58 Solana address. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor({ value }: { value: string }) {
    super(`Invalid address "${value}"`, {
      details:
        'Expected 0x followed by 40 hexadecimal characters, or a Solana address (32–44 base58 characters).',
    })
  }
}

export type ChainStartErrorType = ChainStartError & { name: 'ChainStartError' }
/** anvil exited or never answered `eth_chainId` while a devnet chain was starting. */
export class ChainStartError extends BaseError {
  override name = 'ChainStartError'
  constructor({
    caipNetworkId,
    reason,
    output,
  }: {
    caipNetworkId: string
    reason: string
    output?: string | undefined
  }) {
    super(`Devnet chain ${caipNetworkId} failed to start: ${reason}`, {
      details: output?.trim() || undefined,
    })
  }
}

export type UnknownDevnetChainErrorType = UnknownDevnetChainError & {
  name: 'UnknownDevnetChainError'
}
/** An RPC endpoint answered with a chain id that the devnet manifest does not describe. */
export class UnknownDevnetChainError extends BaseError {
  override name = 'UnknownDevnetChainError'
  constructor({ chainId, rpcUrl }: { chainId: number | string; rpcUrl: string }) {
    super(`${rpcUrl} serves chain ${chainId}, which is not a devnet chain`, {
      metaMessages: ['Devnet chains are listed in apps/devnet/devnet.json.'],
    })
  }
}

export type SeedErrorType = SeedError & { name: 'SeedError' }
/** Seeding a devnet chain did not produce the state it planned (a bug in the seed). */
export class SeedError extends BaseError {
  override name = 'SeedError'
  constructor({ caipNetworkId, reason }: { caipNetworkId: string; reason: string }) {
    super(`Seeding ${caipNetworkId} failed: ${reason}`)
  }
}

export type DevnetRunningErrorType = DevnetRunningError & { name: 'DevnetRunningError' }
/** The chains of a data dir are running, started by a process that still runs. */
export class DevnetRunningError extends BaseError {
  override name = 'DevnetRunningError'
  readonly pid: number
  constructor({ dataDir, pid }: { dataDir: string; pid: number }) {
    super(`The devnet of ${dataDir} is already running (process ${pid})`, {
      metaMessages: ['Stop it first (Ctrl-C where it runs), or pass another data dir.'],
    })
    this.pid = pid
  }
}
