import type { AppClient } from '@farcaster/auth-client'
import type { Address } from 'viem'
import {
  FarcasterRegistryUnavailableError,
  FarcasterSignInRejectedError,
} from '../../errors/farcaster.js'

/** What a verified Sign In With Farcaster message says. */
export type VerifiedFarcasterSignIn = {
  fid: number
  /** The signer: the FID's custody address (or an auth address, where accepted). */
  signer: Address
  authMethod: 'custody' | 'authAddress'
}

/** Checks signed Sign In With Farcaster messages against the ID registry on chain. */
export type FarcasterVerifier = {
  verify: (parameters: {
    nonce: string
    domain: string
    message: string
    signature: `0x${string}`
    acceptAuthAddress: boolean
  }) => Promise<VerifiedFarcasterSignIn>
}

/**
 * A verifier that runs `@farcaster/auth-client`'s `verifySignInMessage` unmodified: the message's
 * form (statement, chain 10, `farcaster://fid/<fid>` resource), nonce, domain and times, the
 * signature (ERC-1271 custody too), and that the signer is the FID's custody in Farcaster's
 * `IdRegistry` (`idOf`) on the chain at `rpcUrl`: OP Mainnet in production (`RPC_URL_10`), a
 * devnet chain with the registry's stand-in at the same address otherwise.
 *
 * @param parameters.rpcUrl - The chain that holds the registry.
 * @returns The verifier.
 *
 * @example
 * import { createFarcasterVerifier } from './services/farcaster/createFarcasterVerifier.js'
 * const verifier = createFarcasterVerifier({ rpcUrl: 'http://127.0.0.1:8545' })
 * const { fid } = await verifier.verify({ nonce, domain, message, signature, acceptAuthAddress: false })
 */
export function createFarcasterVerifier({ rpcUrl }: { rpcUrl: string }): FarcasterVerifier {
  // Loaded at the first sign-in: the client imports every chain viem knows (`viem/chains`).
  let client: Promise<AppClient> | undefined
  return {
    async verify({ nonce, domain, message, signature, acceptAuthAddress }) {
      client ??= import('@farcaster/auth-client').then(({ createAppClient, viemConnector }) =>
        createAppClient({ ethereum: viemConnector({ rpcUrl }) }),
      )
      const result = await (await client).verifySignInMessage({
        nonce,
        domain,
        message,
        signature,
        acceptAuthAddress,
      })
      if (result.isError) {
        const errCode = result.error?.errCode
        const reason = result.error?.message ?? 'The message did not verify.'
        // `unavailable`: the registry's chain did not answer; the rest is the message's fault.
        if (errCode === 'unavailable')
          throw new FarcasterRegistryUnavailableError({ cause: result.error })
        throw new FarcasterSignInRejectedError({ reason })
      }
      return {
        fid: result.fid,
        signer: result.data.address as Address,
        authMethod: result.authMethod,
      }
    },
  }
}
