import { BaseError, inputMessages, userMessages } from '@airlock/protocol'

// Input is echoed back in messages, never at any length.
function quote(value: string, max = 64): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value)
}

const servedList = (served: readonly string[]) =>
  served.length > 0 ? `Swaps are served on ${served.join(', ')}.` : 'No chain here serves swaps.'

export type SwapNetworkUnsupportedErrorType = SwapNetworkUnsupportedError & {
  name: 'SwapNetworkUnsupportedError'
}
/** The chain has no swap router here (not one of the swap chains, or none configured). */
export class SwapNetworkUnsupportedError extends BaseError {
  override name = 'SwapNetworkUnsupportedError'
  readonly status = 400
  constructor({ chainId, served }: { chainId: string; served: readonly string[] }) {
    super(userMessages.swapNetworkUnsupported, {
      details: `${quote(chainId)} has no Uniswap V2 router on this server. ${servedList(served)}`,
    })
  }
}

export type GasPriceNetworkUnsupportedErrorType = GasPriceNetworkUnsupportedError & {
  name: 'GasPriceNetworkUnsupportedError'
}
/** `GET /v1/convert/gas-price` for a chain without swap support. */
export class GasPriceNetworkUnsupportedError extends BaseError {
  override name = 'GasPriceNetworkUnsupportedError'
  readonly status = 400
  constructor({ chainId, served }: { chainId: string; served: readonly string[] }) {
    super(userMessages.gasPriceNetworkUnsupported, {
      details: `Gas prices are given for the swap chains only; ${quote(chainId)} is none. ${servedList(served)}`,
    })
  }
}

export type InvalidSwapAmountErrorType = InvalidSwapAmountError & {
  name: 'InvalidSwapAmountError'
}
/** `amount` is missing, not a whole number of base units, zero, or more than a uint256 holds. */
export class InvalidSwapAmountError extends BaseError {
  override name = 'InvalidSwapAmountError'
  readonly status = 400
  constructor({ value, reason }: { value: string | undefined; reason: string }) {
    // 80 characters show any uint256 in full.
    super(
      value === undefined ? 'Missing amount' : `Invalid amount ${quote(value, 80)}: ${reason}`,
      {
        details:
          'Pass the amount in the token’s smallest unit as a whole number, such as 1000000 for 1 USDC.',
      },
    )
  }
}

export type InvalidSwapTokenErrorType = InvalidSwapTokenError & { name: 'InvalidSwapTokenError' }
/** A token parameter is missing or not a CAIP-10 id of an EVM address. */
export class InvalidSwapTokenError extends BaseError {
  override name = 'InvalidSwapTokenError'
  readonly status = 400
  constructor({ field, value }: { field: string; value: string | undefined }) {
    super(value === undefined ? `Missing ${field}` : `Invalid token ${quote(value)} in ${field}`, {
      details:
        'Expected a CAIP-10 id such as eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512, or eip155:<chain>:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee for the native currency.',
    })
  }
}

export type UnknownSwapTokenErrorType = UnknownSwapTokenError & { name: 'UnknownSwapTokenError' }
/** A well-formed token id that is not in the chain's swap token list. */
export class UnknownSwapTokenError extends BaseError {
  override name = 'UnknownSwapTokenError'
  readonly status = 400
  constructor({ field, value }: { field: string; value: string }) {
    super(`Unknown token ${quote(value)} in ${field}`, {
      details: 'Only the tokens of GET /v1/convert/tokens for the chain can be swapped.',
    })
  }
}

export type SwapChainMismatchErrorType = SwapChainMismatchError & {
  name: 'SwapChainMismatchError'
}
/** The tokens (or the user's CAIP-10 address) name different chains. */
export class SwapChainMismatchError extends BaseError {
  override name = 'SwapChainMismatchError'
  readonly status = 400
  constructor({ field, chainId, expected }: { field: string; chainId: string; expected: string }) {
    super(`${field} is on ${quote(chainId)}, not on ${quote(expected)}`, {
      details: 'A swap happens on one chain: both tokens and the user must be on the same one.',
    })
  }
}

export type SameSwapTokensErrorType = SameSwapTokensError & { name: 'SameSwapTokensError' }
/** `from` and `to` are the same token, or the native currency and its wrapped token. */
export class SameSwapTokensError extends BaseError {
  override name = 'SameSwapTokensError'
  readonly status = 400
  constructor({ value, wrapping = false }: { value: string; wrapping?: boolean }) {
    super(
      wrapping
        ? `Cannot swap between the native currency and its wrapped token ${quote(value)}`
        : `from and to are the same token ${quote(value)}`,
      {
        details: wrapping
          ? 'That is wrapping, not a swap: call deposit or withdraw on the wrapped token.'
          : 'Choose two different tokens.',
      },
    )
  }
}

export type InvalidSwapUserAddressErrorType = InvalidSwapUserAddressError & {
  name: 'InvalidSwapUserAddressError'
}
/** `userAddress` is missing or neither an EVM address nor a CAIP-10 id of one. */
export class InvalidSwapUserAddressError extends BaseError {
  override name = 'InvalidSwapUserAddressError'
  readonly status = 400
  constructor({ value }: { value: string | undefined }) {
    super(value === undefined ? 'Missing userAddress' : `Invalid userAddress ${quote(value)}`, {
      details: 'Expected 0x followed by 40 hexadecimal digits, or its CAIP-10 id (eip155:1:0x…).',
    })
  }
}

export type InvalidGasPriceParameterErrorType = InvalidGasPriceParameterError & {
  name: 'InvalidGasPriceParameterError'
}
/** The optional `gasPrice` of a quote is not a whole number of wei. */
export class InvalidGasPriceParameterError extends BaseError {
  override name = 'InvalidGasPriceParameterError'
  readonly status = 400
  constructor({ value }: { value: string }) {
    super(`Invalid gasPrice ${quote(value)}`, {
      details: 'Expected a whole number of wei, as GET /v1/convert/gas-price gives it.',
    })
  }
}

export type InsufficientLiquidityErrorType = InsufficientLiquidityError & {
  name: 'InsufficientLiquidityError'
}
/** The router cannot quote the amount: `getAmountsOut` reverted on every route (an overflow). */
export class InsufficientLiquidityError extends BaseError {
  override name = 'InsufficientLiquidityError'
  readonly status = 422
  constructor({ amount, cause }: { amount: bigint; cause?: unknown }) {
    super(inputMessages.insufficientLiquidity, {
      details: `The pools cannot quote ${amount.toString().length} digits of base units. Try a smaller amount.`,
      cause,
    })
  }
}

export type SwapAmountTooSmallErrorType = SwapAmountTooSmallError & {
  name: 'SwapAmountTooSmallError'
}
/** The amount is so small that the swap would buy nothing. */
export class SwapAmountTooSmallError extends BaseError {
  override name = 'SwapAmountTooSmallError'
  readonly status = 422
  constructor({ amount }: { amount: bigint }) {
    super(`Amount ${amount} is too small to swap`, {
      details: 'The pools would give 0 base units of the token bought. Try a larger amount.',
    })
  }
}

export type NoSwapRouteErrorType = NoSwapRouteError & { name: 'NoSwapRouteError' }
/** Neither a direct pool nor a route through the wrapped native token joins the two tokens. */
export class NoSwapRouteError extends BaseError {
  override name = 'NoSwapRouteError'
  readonly status = 422
  constructor({ from, to }: { from: string; to: string }) {
    super(`No pool connects ${from} and ${to}`, {
      details: 'Neither a direct Uniswap V2 pool nor one hop through the wrapped native token.',
    })
  }
}

export type NativeTokenApprovalErrorType = NativeTokenApprovalError & {
  name: 'NativeTokenApprovalError'
}
/** `build-approve` for the native currency, which is sent as value and never approved. */
export class NativeTokenApprovalError extends BaseError {
  override name = 'NativeTokenApprovalError'
  readonly status = 400
  constructor({ symbol }: { symbol: string }) {
    super(`${symbol} needs no approval`, {
      details: 'The native currency is sent with the swap; approve ERC-20 tokens only.',
    })
  }
}
