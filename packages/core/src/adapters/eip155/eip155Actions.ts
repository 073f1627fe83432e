// What the eip155 adapter does through a connected wallet beyond connecting: sign, send,
// estimate a fee, batch, read a balance. A chunk of its own, loaded on the first such call: the
// page's start needs only the connection's actions (adapter.ts), not the viem code these pull
// in (ABI encoding, fee, receipt and EIP-5792 actions).
import {
  type Config,
  estimateFeesPerGas,
  estimateGas,
  getBalance,
  getCapabilities,
  sendCalls,
  sendTransaction,
  signMessage,
  waitForCallsStatus,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { encodeFunctionData, erc20Abi } from 'viem'
import type { Eip155Adapter, SendTokensParameters } from './types.js'

/** The call a transfer makes: a plain value transfer, or `transfer(to, amount)` on the token. */
function transferCall({ to, amount, token }: SendTokensParameters) {
  return token
    ? {
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      }
    : { to, value: amount }
}

type Parameter<name extends keyof Eip155Adapter> = Eip155Adapter[name] extends (
  parameters: infer parameters,
  ...rest: never[]
) => unknown
  ? parameters
  : never

/** The adapter's methods that act through the connected wallet, over `config`. */
export function eip155Actions(config: Config) {
  return {
    signMessage(message: string) {
      return signMessage(config, { message })
    },
    sendTokens(parameters: SendTokensParameters) {
      return sendTransaction(config, { chainId: parameters.chainId, ...transferCall(parameters) })
    },
    sendTransaction({ chainId, to, data, value, gas }: Parameter<'sendTransaction'>) {
      return sendTransaction(config, {
        chainId,
        to,
        ...(data === undefined ? {} : { data }),
        ...(value === undefined ? {} : { value }),
        ...(gas === undefined ? {} : { gas }),
      })
    },
    async estimateTransferFee(parameters: Parameter<'estimateTransferFee'>) {
      const call = transferCall(parameters)
      const [gas, fees] = await Promise.all([
        estimateGas(config, { chainId: parameters.chainId, account: parameters.from, ...call }),
        estimateFeesPerGas(config, { chainId: parameters.chainId }),
      ])
      return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
    },
    async waitForTransaction(hash: `0x${string}`, chainId: number) {
      const receipt = await waitForTransactionReceipt(config, { hash, chainId })
      return receipt.status === 'success'
    },
    async supportsAtomicBatch(chainId: number) {
      try {
        const capabilities = (await getCapabilities(config, { chainId })) as {
          atomic?: { status?: string }
          atomicBatch?: { supported?: boolean }
        }
        const atomic = capabilities.atomic?.status
        return atomic === 'supported' || atomic === 'ready' || !!capabilities.atomicBatch?.supported
      } catch {
        // Most wallets do not know wallet_getCapabilities: one transaction at a time.
        return false
      }
    },
    async sendAtomicBatch({ chainId, calls }: Parameter<'sendAtomicBatch'>) {
      const { id } = await sendCalls(config, {
        chainId,
        forceAtomic: true,
        calls: calls.map(({ to, data, value }) => ({
          to,
          ...(data === undefined ? {} : { data }),
          ...(value === undefined ? {} : { value }),
        })),
      })
      const status = await waitForCallsStatus(config, { id, timeout: 120_000 })
      const hash = status.receipts?.at(-1)?.transactionHash
      if (!hash) throw new Error(`The batch ${id} has no transaction`)
      return { hash, succeeded: status.status === 'success' }
    },
    async balance(address: `0x${string}`, chainId: number) {
      const { value, decimals } = await getBalance(config, { address, chainId })
      return { value, decimals }
    },
  }
}
