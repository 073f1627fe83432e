import {
  type SafeRpcMethod,
  safeRpcMethods,
  type UnsafeRpcMethod,
  unsafeRpcMethods,
} from '@airlock/protocol'

/** How the e-mail wallet treats a method: silently, with the person's approval, or not at all. */
export type RpcMethodKind = 'safe' | 'unsafe' | 'refused'

const safe: ReadonlySet<string> = new Set<SafeRpcMethod>(safeRpcMethods)
const unsafe: ReadonlySet<string> = new Set<UnsafeRpcMethod>(unsafeRpcMethods)

/**
 * Sorts a wallet method by the protocol's lists (`safeRpcMethods`, `unsafeRpcMethods`): reads are
 * answered silently, signing and sending need the person's approval in the frame, and the rest is
 * refused (SPEC §6). Its module carries the protocol's schemas, so the connector loads it lazily.
 *
 * @param method - An EIP-1193 method name.
 * @returns Its kind.
 *
 * @example
 * import { rpcMethodKind } from '@airlock/core'
 * rpcMethodKind('personal_sign') // 'unsafe'
 */
export function rpcMethodKind(method: string): RpcMethodKind {
  if (safe.has(method)) return 'safe'
  if (unsafe.has(method)) return 'unsafe'
  return 'refused'
}
