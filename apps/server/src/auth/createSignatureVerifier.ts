import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  isAddressEqual,
  type PublicClient,
  recoverMessageAddress,
} from 'viem'
import type { ChainConfig } from '../config/loadConfig.js'
import { SignatureVerificationUnavailableError } from '../errors/auth.js'

export type VerifySignatureParameters = {
  chainId: number
  address: Address
  message: string
  signature: Hex
}

/** Checks personal_sign signatures (EIP-191) of accounts on the chains the server serves. */
export type SignatureVerifier = {
  /**
   * @returns Whether `signature` is `address`'s signature of `message` on chain `chainId`.
   * @throws {SignatureVerificationUnavailableError} When the chain could not be asked.
   */
  verify(parameters: VerifySignatureParameters): Promise<boolean>
}

export type CreateSignatureVerifierParameters = {
  /** The chains, from `config.chains`; each `rpcUrl` is read. */
  chains: readonly Pick<ChainConfig, 'chainId' | 'rpcUrl'>[]
  /** How long one RPC call may take, in milliseconds. Defaults to `5_000`. */
  timeoutMs?: number
}

/**
 * Creates the verifier sign-in uses, one viem public client per chain (made on first use, after
 * checking once that its RPC endpoint serves that chain: EIP-4361 resolves contract accounts on
 * the message's chain). It runs viem's `verifyMessage`, which asks the chain in one `eth_call` of
 * the ERC-6492 universal validator, in the order ERC-6492 requires: an ERC-6492-wrapped signature
 * deploys its account within the call and asks it; else an address with code is asked through
 * ERC-1271 `isValidSignature`; else the signature is `ecrecover`ed.
 *
 * When the chain does not answer, an EOA's own signature still passes (it is recovered locally,
 * as viem does, and an address's key speaks for it even with code, under EIP-7702); anything
 * else then throws `SignatureVerificationUnavailableError` rather than counting as a wrong
 * signature, so the client can retry.
 *
 * @param parameters - The chains and the RPC timeout.
 * @returns `verify`.
 *
 * @example
 * import { createSignatureVerifier } from './auth/createSignatureVerifier.js'
 * const verifier = createSignatureVerifier({ chains: config.chains })
 * await verifier.verify({ chainId: 31337, address, message, signature }) // true
 */
export function createSignatureVerifier({
  chains,
  timeoutMs = 5_000,
}: CreateSignatureVerifierParameters): SignatureVerifier {
  const clients = new Map<number, { client: PublicClient; checked: Promise<void> | undefined }>()

  const connect = (chainId: number) => {
    let entry = clients.get(chainId)
    if (!entry) {
      const chain = chains.find((candidate) => candidate.chainId === chainId)
      if (!chain) throw new SignatureVerificationUnavailableError({ chainId })
      entry = {
        client: createPublicClient({
          transport: http(chain.rpcUrl, { timeout: timeoutMs, retryCount: 1 }),
        }),
        checked: undefined,
      }
      clients.set(chainId, entry)
    }
    const current = entry
    // Checked once; a failure is forgotten, so the next sign-in asks again.
    current.checked ??= current.client.getChainId().then((served) => {
      if (served !== chainId)
        throw new SignatureVerificationUnavailableError({ chainId, servedChainId: served })
    })
    current.checked.catch(() => {
      current.checked = undefined
    })
    return current
  }

  const unavailable = (chainId: number, cause: unknown) =>
    cause instanceof SignatureVerificationUnavailableError
      ? cause
      : new SignatureVerificationUnavailableError({ chainId, cause })

  return {
    async verify({ chainId, address, message, signature }) {
      const { client, checked } = connect(chainId)
      try {
        await checked
      } catch (cause) {
        if (await recoversTo(address, message, signature)) return true
        throw unavailable(chainId, cause)
      }
      let valid: boolean
      try {
        valid = await client.verifyMessage({ address, message, signature })
      } catch (cause) {
        throw unavailable(chainId, cause)
      }
      if (valid) return true
      // viem reports a chain that stopped answering as an invalid signature: tell them apart.
      try {
        await client.getChainId()
      } catch (cause) {
        throw unavailable(chainId, cause)
      }
      return false
    },
  }
}

async function recoversTo(address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(address, await recoverMessageAddress({ message, signature }))
  } catch {
    return false
  }
}
