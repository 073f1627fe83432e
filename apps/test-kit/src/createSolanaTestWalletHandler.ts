import {
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from '@solana/kit'
import type { TestWalletAnswer } from './createTestWalletHandler.js'

/** An Ed25519 key as the devnet's `solanaKeys()` hands them out. */
export type SolanaTestKeypair = {
  /** Base58 public key. */
  address: string
  publicKey: Uint8Array
  sign(message: Uint8Array): Uint8Array
}

export type CreateSolanaTestWalletHandlerParameters = {
  /** The key that signs. */
  keypair: SolanaTestKeypair
  /** JSON-RPC of the cluster transactions are sent to. */
  rpcUrl: string
  /** Tells the page an event (`disconnect`). */
  emit(event: string): Promise<unknown> | undefined
}

/** What a test holds of the Solana test wallet, in a Playwright page or a unit test's DOM alike. */
export type SolanaTestWallet = {
  /** The account's base58 address. */
  address: string
  /** Every method the page called, in order. */
  requests: string[]
  /** Signatures of the transactions it sent, base58-free: as the RPC answered them. */
  sent: string[]
  /** Makes the next request fail as if the person clicked Reject (code 4001). */
  rejectNext(): void
  /** Drops the connection, as "disconnect this site" in a wallet does. */
  disconnect(): Promise<void>
}

export type SolanaTestWalletHandler = SolanaTestWallet & {
  /** Answers one request of the in-page wallet. */
  handle(request: { method: string; params: Record<string, unknown> }): Promise<TestWalletAnswer>
}

const rejected = { error: { code: 4001, message: 'User rejected the request.' } }

/**
 * The Solana test wallet's brain, apart from the page: connects, signs messages and transactions
 * with a devnet key, and sends them through the cluster's RPC. `injectSolanaTestWallet` serves it
 * to a Playwright page over a binding.
 *
 * @param parameters - The key, the RPC, and how to tell the page an event.
 * @returns The request handler and the wallet's controls.
 *
 * @example
 * const handler = createSolanaTestWalletHandler({ keypair, rpcUrl, emit: () => undefined })
 * await handler.handle({ method: 'connect', params: {} })
 */
export function createSolanaTestWalletHandler({
  keypair,
  rpcUrl,
  emit,
}: CreateSolanaTestWalletHandlerParameters): SolanaTestWalletHandler {
  let connected = false
  let rejectNext = false
  const requests: string[] = []
  const sent: string[] = []

  const signTransaction = (wire: number[]) => {
    const transaction = getTransactionDecoder().decode(new Uint8Array(wire))
    if (!(keypair.address in transaction.signatures))
      throw new Error(`the transaction needs no signature of ${keypair.address}`)
    const signature = keypair.sign(new Uint8Array(transaction.messageBytes)) as SignatureBytes
    return {
      signature,
      signed: {
        ...transaction,
        signatures: { ...transaction.signatures, [keypair.address]: signature },
      },
    }
  }

  const send = async (signed: ReturnType<typeof signTransaction>['signed']) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [
          getBase64EncodedWireTransaction(signed as never),
          { encoding: 'base64', preflightCommitment: 'confirmed' },
        ],
      }),
    })
    const body = (await response.json()) as {
      result?: string
      error?: { code: number; message: string }
    }
    if (body.error) throw Object.assign(new Error(body.error.message), body.error)
    sent.push(body.result ?? '')
  }

  const answer = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case 'connect':
        if (params.silent) return connected
        connected = true
        return true
      case 'disconnect':
        connected = false
        return null
      case 'signMessage':
        return [...keypair.sign(new Uint8Array(params.message as number[]))]
      case 'signTransaction': {
        const { signed } = signTransaction(params.transaction as number[])
        return [...new Uint8Array(getTransactionEncoder().encode(signed as never))]
      }
      case 'signAndSendTransaction': {
        const { signature, signed } = signTransaction(params.transaction as number[])
        await send(signed)
        return [...signature]
      }
      default:
        throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
    }
  }

  return {
    address: keypair.address,
    requests,
    sent,
    rejectNext() {
      rejectNext = true
    },
    async disconnect() {
      connected = false
      await emit('disconnect')
    },
    async handle({ method, params }) {
      requests.push(method)
      // A silent connect is the page asking, not the person: nothing to reject.
      if (rejectNext && !(method === 'connect' && params.silent)) {
        rejectNext = false
        return rejected
      }
      if (method !== 'connect' && method !== 'disconnect' && !connected) return rejected
      try {
        return { result: await answer(method, params) }
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return { error: { code: typeof code === 'number' ? code : -32603, message: message ?? '' } }
      }
    },
  }
}
