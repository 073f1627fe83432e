import type { ErrorType } from '@airlock/protocol'
import type { Balance } from '../../api/createBlockchainApi.js'
import type { NetworksNotConfiguredErrorType } from '../../errors/connector.js'
import type { Airlock } from '../../types/airlock.js'
import { tokenContract } from '../sendTokens.js'

export type EstimateSendFeeParameters = {
  /** The token sent: the chain's native currency, or an ERC-20 of the portfolio. */
  token: Balance
  chainId: number
  from: `0x${string}`
  receiver: string
}

export type EstimateSendFeeReturnType = bigint

export type EstimateSendFeeErrorType = NetworksNotConfiguredErrorType | ErrorType

/**
 * The network fee of sending `token` to `receiver`, in wei of the chain's native currency, as the
 * wallet would estimate it (SPEC §5: the Send preview shows it in USD).
 *
 * @param airlock - The client; its eip155 adapter estimates.
 * @param parameters - The token, the chain, the sender and the receiver.
 * @returns The fee in wei.
 *
 * @example
 * import { estimateSendFee } from '@airlock/core'
 * const wei = await estimateSendFee(airlock, { token: usdc, chainId: 31337, from, receiver })
 */
export async function estimateSendFee(
  airlock: Airlock,
  { token, chainId, from, receiver }: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const adapter = await airlock.eip155()
  return adapter.estimateTransferFee({
    chainId,
    from,
    to: receiver as `0x${string}`,
    // The fee of a transfer hardly depends on its amount: one unit stands for any.
    amount: 1n,
    token: tokenContract(token),
  })
}
