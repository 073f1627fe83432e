import type { FrameRpcRequest, SolanaRpcMethod } from '@airlock/protocol'
import { base58, base64 } from '@scure/base'
import { type SolanaKey, signWithSolanaKey } from '../keys/deriveSolanaKey.js'
import { UserRejectedError } from './approvalRequest.js'
import {
  readSolanaTransaction,
  type SolanaTransaction,
  type SolanaTransfer,
  withSignature,
} from './solanaTransaction.js'

/** What the Solana approval screen shows before the user says yes or no. */
export type SolanaApprovalRequest =
  | { kind: 'solanaMessage'; chainId: string; text: string }
  | {
      kind: 'solanaTransaction'
      chainId: string
      /** Signed and sent by the frame (`true`), or only signed, for the app to send. */
      send: boolean
      transfers: SolanaTransfer[]
      otherInstructions: number
      /** The network fee in lamports, when the cluster tells it. */
      fee: Promise<bigint | undefined>
    }
  | {
      /** `solana_signAllTransactions`: every transaction on one screen, signed only. */
      kind: 'solanaTransactions'
      chainId: string
      transactions: { transfers: SolanaTransfer[]; otherInstructions: number }[]
      /** The fees of them all, in lamports, when the cluster tells every one. */
      fee: Promise<bigint | undefined>
    }

export type CreateSolanaRpcHandlerParameters = {
  /** The Airlock server: its RPC proxy reaches the cluster. */
  serverUrl: string
  projectId: string
  /** The wallet's Solana address, or `undefined` without a session. */
  address: () => Promise<string | undefined>
  /** Shows the request in the frame and resolves with the user's answer. */
  approve: (request: SolanaApprovalRequest) => Promise<boolean>
  /** Rebuilds the wallet's key, derives its Solana key for `use`, then wipes it. */
  withSolanaKey: <result>(use: (key: SolanaKey) => Promise<result>) => Promise<result>
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch | undefined
}

// A wire transaction is at most 1232 bytes (1683 base58 characters); a message to sign is kept
// to what a screen can show.
const maxTransactionLength = 1683
const maxMessageLength = 8192
/** The most transactions one `solana_signAllTransactions` may ask for: what one screen can list. */
const maxTransactions = 16
const preflightCommitments = new Set([
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
])

/**
 * Answers the modal's Solana `RPC_REQUEST`s inside the secure frame: `solana_signMessage`,
 * `solana_signTransaction`, `solana_signAndSendTransaction` and `solana_signAllTransactions` (every
 * transaction on one screen). Each is shown on the frame's own
 * screen first (the message's text; the transaction's SOL and SPL transfers, recipients and
 * network fee); only the user's click there lets the key be rebuilt, the Solana key derived, one
 * signature made, and both dropped. A transaction whose fee payer is not the wallet, or that the
 * wallet does not sign, is refused before anything is shown: the frame never signs a stranger's
 * transaction, nor pays for one. A refusal on the screen rejects with 4001 'User rejected the
 * request.'.
 *
 * @param parameters - The server, the session, the approval screen and the key.
 * @returns The handler.
 *
 * @example
 * import { createSolanaRpcHandler } from './frame/createSolanaRpcHandler.js'
 * const solana = createSolanaRpcHandler({ serverUrl, projectId, address, approve, withSolanaKey })
 * await solana({ method: 'solana_signMessage', params: { message, pubkey }, chainId: 'solana:…' })
 */
export function createSolanaRpcHandler(parameters: CreateSolanaRpcHandlerParameters) {
  const { serverUrl, projectId, address, approve, withSolanaKey } = parameters
  const send = parameters.fetch ?? fetch
  let id = 0

  const rpc = async (chainId: string, method: string, params: unknown[]) => {
    const url = `${serverUrl}/v1?chainId=${encodeURIComponent(chainId)}&projectId=${encodeURIComponent(projectId)}`
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code?: number; message?: string }
    }
    if (body.error) throw new Error(body.error.message ?? `${method} failed`)
    return body.result
  }

  const feeOf = (chainId: string, transaction: SolanaTransaction) =>
    rpc(chainId, 'getFeeForMessage', [
      base64.encode(transaction.message),
      { commitment: 'confirmed' },
    ]).then(
      (result) => {
        const value = (result as { value?: unknown } | null)?.value
        return typeof value === 'number' ? BigInt(value) : undefined
      },
      () => undefined,
    )

  /** Signs with the Solana key, checking it is the wallet's Solana account. */
  const sign = (expected: string, bytes: Uint8Array) =>
    withSolanaKey(async (key) => {
      if (key.address !== expected)
        throw new Error('The wallet key does not derive its Solana account')
      return signWithSolanaKey(key.seed, bytes)
    })

  const readTransaction = (params: Record<string, unknown>, signer: string, method: string) => {
    const encoded = params.transaction
    if (
      typeof encoded !== 'string' ||
      encoded.length === 0 ||
      encoded.length > maxTransactionLength
    )
      throw new Error(`${method} expects { transaction } as a base58 wire transaction`)
    let bytes: Uint8Array
    try {
      bytes = base58.decode(encoded)
    } catch {
      throw new Error(`${method} expects { transaction } as a base58 wire transaction`)
    }
    const transaction = readSolanaTransaction(bytes)
    // The wallet pays, and signs: a transaction another account pays for (or that does not need
    // this wallet's signature) is not this wallet's to sign.
    if (transaction.feePayer !== signer)
      throw new Error(
        `The transaction's fee payer ${transaction.feePayer} is not this wallet (${signer}): refused`,
      )
    return transaction
  }

  return async ({ method, params, chainId }: FrameRpcRequest): Promise<unknown> => {
    const cluster = String(chainId ?? '')
    if (!/^solana:[1-9A-HJ-NP-Za-km-z]{8,44}$/.test(cluster))
      throw new Error(`${method} needs a Solana cluster as its chainId (solana:<ref>)`)
    const signer = await address()
    if (!signer) throw new Error('The embedded wallet is not connected')
    const input = (Array.isArray(params) ? params[0] : params) as
      | Record<string, unknown>
      | undefined
    if (!input || typeof input !== 'object') throw new Error(`${method} expects one object`)

    switch (method as SolanaRpcMethod) {
      case 'solana_signMessage': {
        const { message, pubkey } = input
        if (typeof message !== 'string' || message.length > maxMessageLength)
          throw new Error('solana_signMessage expects { message } in base58')
        if (pubkey !== undefined && pubkey !== signer)
          throw new Error('solana_signMessage: pubkey is not this wallet')
        let bytes: Uint8Array
        try {
          bytes = base58.decode(message)
        } catch {
          throw new Error('solana_signMessage expects { message } in base58')
        }
        if (!(await approve({ kind: 'solanaMessage', chainId: cluster, text: readable(bytes) })))
          throw new UserRejectedError()
        return { signature: base58.encode(await sign(signer, bytes)) }
      }
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction': {
        const transaction = readTransaction(input, signer, method)
        const sending = method === 'solana_signAndSendTransaction'
        const options = (input.options ?? {}) as Record<string, unknown>
        const preflight = options.preflightCommitment ?? 'confirmed'
        if (typeof preflight !== 'string' || !preflightCommitments.has(preflight))
          throw new Error(`${method}: unknown preflightCommitment`)
        const approved = await approve({
          kind: 'solanaTransaction',
          chainId: cluster,
          send: sending,
          transfers: transaction.transfers,
          otherInstructions: transaction.otherInstructions,
          fee: feeOf(cluster, transaction),
        })
        if (!approved) throw new UserRejectedError()
        const signed = withSignature(transaction, signer, await sign(signer, transaction.message))
        if (!sending) return { transaction: base58.encode(signed) }
        const signature = await rpc(cluster, 'sendTransaction', [
          base64.encode(signed),
          {
            encoding: 'base64',
            preflightCommitment: preflight,
            ...(options.skipPreflight === true ? { skipPreflight: true } : {}),
            ...(typeof options.maxRetries === 'number' ? { maxRetries: options.maxRetries } : {}),
          },
        ])
        if (typeof signature !== 'string')
          throw new Error('The cluster did not take the transaction')
        return { signature }
      }
      case 'solana_signAllTransactions': {
        const { transactions } = input
        if (
          !Array.isArray(transactions) ||
          transactions.length === 0 ||
          transactions.length > maxTransactions
        )
          throw new Error(
            `${method} expects { transactions } as 1 to ${maxTransactions} base58 wire transactions`,
          )
        // Every one is read and checked (this wallet pays) before anything is shown.
        const read = transactions.map((transaction) =>
          readTransaction({ transaction }, signer, method),
        )
        const approved = await approve({
          kind: 'solanaTransactions',
          chainId: cluster,
          transactions: read.map(({ transfers, otherInstructions }) => ({
            transfers,
            otherInstructions,
          })),
          fee: Promise.all(read.map((transaction) => feeOf(cluster, transaction))).then((fees) =>
            fees.some((fee) => fee === undefined)
              ? undefined
              : fees.reduce<bigint>((sum, fee) => sum + (fee ?? 0n), 0n),
          ),
        })
        if (!approved) throw new UserRejectedError()
        // One key rebuild for them all, then the key is wiped.
        const signatures = await withSolanaKey(async (key) => {
          if (key.address !== signer)
            throw new Error('The wallet key does not derive its Solana account')
          return Promise.all(
            read.map((transaction) => signWithSolanaKey(key.seed, transaction.message)),
          )
        })
        return {
          transactions: read.map((transaction, index) =>
            base58.encode(withSignature(transaction, signer, signatures[index] as Uint8Array)),
          ),
        }
      }
      default:
        throw new Error(`${method} is not a Solana method`)
    }
  }
}

/** A message as people read it: its text when it is UTF-8, else its bytes in hex. */
function readable(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
  }
}
