import { BaseError } from '@airlock/protocol'

// Input is echoed back in messages, never at any length.
function quote(value: string, max = 64): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value)
}

export type InvalidSolanaAddressErrorType = InvalidSolanaAddressError & {
  name: 'InvalidSolanaAddressError'
}
/** An address given for a Solana chain is not 32–44 base58 characters decoding to 32 bytes. */
export class InvalidSolanaAddressError extends BaseError {
  override name = 'InvalidSolanaAddressError'
  readonly status = 400
  constructor({ value }: { value: string }) {
    super(`Invalid Solana address ${quote(value)}`, {
      details: 'Expected 32 to 44 base58 characters that decode to 32 bytes.',
    })
  }
}

export type SolanaAddressOffCurveErrorType = SolanaAddressOffCurveError & {
  name: 'SolanaAddressOffCurveError'
}
/** A wallet was required, but the address is off the Ed25519 curve (a program-derived address). */
export class SolanaAddressOffCurveError extends BaseError {
  override name = 'SolanaAddressOffCurveError'
  readonly status = 400
  constructor({ value }: { value: string }) {
    super(`Solana address ${quote(value)} is not a wallet`, {
      details:
        'It is off the Ed25519 curve (a program-derived address): no key can sign for it. Pass the address of a wallet.',
    })
  }
}

export type SolanaNamespaceMismatchErrorType = SolanaNamespaceMismatchError & {
  name: 'SolanaNamespaceMismatchError'
}
/** An EVM address with a Solana chain, or a Solana address with an EVM chain. */
export class SolanaNamespaceMismatchError extends BaseError {
  override name = 'SolanaNamespaceMismatchError'
  readonly status = 400
  constructor({ address, chainId }: { address: string; chainId: string }) {
    super(`Address ${quote(address)} is not an address of chain ${quote(chainId)}`, {
      details:
        'Solana chains (solana:…) take base58 addresses; EVM chains (eip155:…) take 0x addresses.',
    })
  }
}

export type DeskInventoryExceededErrorType = DeskInventoryExceededError & {
  name: 'DeskInventoryExceededError'
}
/** A Solana desk swap would pay out more of a token than the desk holds. */
export class DeskInventoryExceededError extends BaseError {
  override name = 'DeskInventoryExceededError'
  readonly status = 422
  constructor({ symbol, decimals, held }: { symbol: string; decimals: number; held: bigint }) {
    const whole = 10n ** BigInt(decimals)
    const fraction = (held % whole).toString().padStart(decimals, '0').replace(/0+$/, '')
    const amount = `${held / whole}${fraction ? `.${fraction}` : ''}`
    super(`The swap desk holds only ${amount} ${symbol}`, {
      details: `Swap a smaller amount: the desk can pay out at most ${held} base units of ${symbol} now.`,
    })
  }
}
