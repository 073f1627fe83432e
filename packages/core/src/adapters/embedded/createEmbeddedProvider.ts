import type { FrameRpcRequest } from '@airlock/protocol'
import { type Address, InvalidParamsRpcError, numberToHex, UnauthorizedProviderError } from 'viem'
import { RpcMethodNotAllowedError } from '../../errors/embedded.js'
import type { RpcMethodKind } from './rpcMethodKind.js'

export type CreateEmbeddedProviderParameters = {
  /** The chain the wallet was last used on: `eth_chainId` answers it without asking the frame. */
  chainId(): number
  /** The logged-in account(s); none while logged out. */
  accounts(): readonly Address[]
  /** Moves the wallet to `chainId` (`wallet_switchEthereumChain`). */
  switchChain(chainId: number): Promise<void>
  /** Sorts a method: safe, unsafe or refused (`rpcMethodKind`, which the connector loads lazily). */
  kindOf(method: string): RpcMethodKind | Promise<RpcMethodKind>
  /** Forwards a request to the frame (`RPC_REQUEST`). */
  rpc(request: FrameRpcRequest, signal?: AbortSignal): Promise<unknown>
  /**
   * Shows the frame's approval UI while `run` sends the request; rejects with a user rejection
   * (4001) when the person closes it first. `method` tells the modal what is asked (its title).
   */
  approve<result>(run: (signal: AbortSignal) => Promise<result>, method: string): Promise<result>
  /** Told of a refused method, to log 'Requested RPC call is not allowed' and notify the person. */
  refuse(method: string): void
}

export type EmbeddedProviderEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/** An EIP-1193 provider. */
export type EmbeddedProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: EmbeddedProviderEvent, listener: (...values: unknown[]) => void): void
  removeListener(event: EmbeddedProviderEvent, listener: (...values: unknown[]) => void): void
  /** Tells the listeners of `event`: the connector calls it as the wallet changes. */
  emit(event: EmbeddedProviderEvent, ...values: unknown[]): void
}

/**
 * The e-mail wallet's EIP-1193 provider. `eth_chainId` is answered from the last used chain and
 * `eth_accounts` / `eth_requestAccounts` from the logged-in user, without a round trip; read
 * methods (`safeRpcMethods`) go to the frame silently; signing and sending (`unsafeRpcMethods`)
 * go to the frame while its approval UI shows; any other method is refused with 'Requested RPC
 * call is not allowed' (code 4200) and `refuse` is told.
 *
 * @param parameters - How to reach the frame, the account and chain, the approval UI.
 * @returns The provider.
 *
 * @example
 * import { createEmbeddedProvider, rpcMethodKind } from '@airlock/core'
 * const provider = createEmbeddedProvider({ chainId: () => 31337, accounts: () => [address], switchChain, kindOf: rpcMethodKind, rpc, approve, refuse })
 * await provider.request({ method: 'personal_sign', params: ['0x68690a', address] })
 */
export function createEmbeddedProvider({
  chainId,
  accounts,
  switchChain,
  kindOf,
  rpc,
  approve,
  refuse,
}: CreateEmbeddedProviderParameters): EmbeddedProvider {
  const listeners = new Map<EmbeddedProviderEvent, Set<(...values: unknown[]) => void>>()

  return {
    async request({ method, params }) {
      if (params !== undefined && !Array.isArray(params))
        throw new InvalidParamsRpcError(new Error(`${method} takes its parameters as an array.`))
      switch (method) {
        case 'eth_chainId':
          return numberToHex(chainId())
        case 'eth_accounts':
          return [...accounts()]
        case 'eth_requestAccounts': {
          const current = accounts()
          // Logging in happens in the modal, by e-mail: a dapp cannot start it from here.
          if (current.length === 0)
            throw new UnauthorizedProviderError(new Error('Log in with e-mail in the modal first.'))
          return [...current]
        }
        case 'wallet_switchEthereumChain': {
          const target = (params?.[0] as { chainId?: unknown } | undefined)?.chainId
          if (typeof target !== 'string' || !/^0x[0-9a-fA-F]+$/.test(target))
            throw new InvalidParamsRpcError(new Error('Expected [{ chainId: "0x…" }].'))
          await switchChain(Number(target))
          return null
        }
      }
      const request: FrameRpcRequest = {
        method: method as FrameRpcRequest['method'],
        chainId: chainId(),
        ...(params === undefined ? {} : { params }),
      }
      const kind = await kindOf(method)
      if (kind === 'safe') return rpc(request)
      if (kind === 'unsafe') return approve((signal) => rpc(request, signal), method)
      refuse(method)
      throw new RpcMethodNotAllowedError({ method })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...values) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...values)
    },
  }
}
