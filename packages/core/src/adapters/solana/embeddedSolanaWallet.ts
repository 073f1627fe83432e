// The e-mail and social wallet's Solana account as a Wallet Standard wallet, so the solana
// adapter connects it like any other: its key lives in the secure origin's frame, which answers
// each request after the person approved it on the frame's own screen.
import type { FrameRpcRequest } from '@airlock/protocol'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** What the wallet asks of the e-mail wallet's connector (`solanaUser`, `solanaRequest`). */
export type EmbeddedSolanaAccess = {
  solanaUser(chainId: string): Promise<{ address: string; caipAddress: string }>
  solanaRequest(request: FrameRpcRequest): Promise<unknown>
}

/** The wallet's name: how the adapter tells it from the page's wallets, and remembers it. */
export const embeddedSolanaWalletName = 'Airlock Email Wallet'

const features = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const
// A small envelope, the modal's own: no page can mistake it for a browser extension's icon.
const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHJlY3Qgd2lkdGg9IjI0IiBoZWlnaHQ9IjI0IiByeD0iNiIgZmlsbD0iIzQ3NjdmZiIvPjxwYXRoIGQ9Ik01IDdoMTR2MTBINXptMCAwIDcgNiA3LTYiIGZpbGw9Im5vbmUiIHN0cm9rZT0iI2ZmZiIgc3Ryb2tlLXdpZHRoPSIxLjYiLz48L3N2Zz4=' as const

/**
 * The embedded wallet's Solana side as a Wallet Standard wallet: `standard:connect` asks the
 * frame for the logged-in wallet's Solana account (it fails without an e-mail or social login),
 * and `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction` go to the
 * frame as `RPC_REQUEST`s, which the modal shows in its approval view. A refusal there rejects
 * with code 4001.
 *
 * @param parameters - The clusters the dapp offers, and the e-mail wallet's connector.
 * @returns The wallet.
 *
 * @example
 * const wallet = embeddedSolanaWallet({ chains: ['solana:EtWT…'], access: () => getEmailWallet(airlock) })
 */
export function embeddedSolanaWallet({
  chains,
  access,
}: {
  chains: readonly `solana:${string}`[]
  access: () => Promise<EmbeddedSolanaAccess>
}): Wallet {
  let accounts: WalletAccount[] = []
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts })
  }
  const [first] = chains
  const request = async (
    method: FrameRpcRequest['method'],
    chainId: string | undefined,
    params: Record<string, unknown>,
  ) =>
    (await access()).solanaRequest({
      method,
      chainId: chainId ?? first,
      params,
    }) as Promise<Record<string, unknown>>
  const bytesOf = (value: unknown, name: string) => {
    if (typeof value !== 'string') throw new Error(`The embedded wallet answered no ${name}`)
    return new Uint8Array(getBase58Encoder().encode(value))
  }
  const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

  return {
    version: '1.0.0',
    name: embeddedSolanaWalletName,
    icon,
    chains: [...chains],
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect() {
          if (!first) throw new Error('The dapp offers no Solana cluster')
          const { address } = await (await access()).solanaUser(first)
          accounts = [
            {
              address,
              publicKey: new Uint8Array(getBase58Encoder().encode(address)),
              chains: [...chains],
              features: [...features],
            },
          ]
          emit()
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          accounts = []
          emit()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(
          _event: 'change',
          listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
        ) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          const outputs = []
          for (const { account, message } of inputs) {
            const { signature } = await request('solana_signMessage', undefined, {
              message: base58(message),
              pubkey: account.address,
            })
            outputs.push({ signedMessage: message, signature: bytesOf(signature, 'signature') })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(
          ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
        ) {
          // Several at once: one request, approved on one screen in the frame, listing them all
          // (`solana_signAllTransactions`); they must be for one cluster.
          const [head, ...rest] = inputs
          if (head && rest.length > 0) {
            if (rest.some((input) => input.chain !== head.chain))
              throw new Error('Transactions signed together must be for one cluster')
            const answer = await request('solana_signAllTransactions', head.chain, {
              transactions: inputs.map((input) => base58(input.transaction)),
            })
            const signed = answer.transactions
            if (!Array.isArray(signed) || signed.length !== inputs.length)
              throw new Error('The embedded wallet answered no transactions')
            return signed.map((item) => ({ signedTransaction: bytesOf(item, 'transaction') }))
          }
          const outputs = []
          for (const { transaction, chain } of inputs) {
            const answer = await request('solana_signTransaction', chain, {
              transaction: base58(transaction),
            })
            outputs.push({ signedTransaction: bytesOf(answer.transaction, 'transaction') })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: {
            account: WalletAccount
            transaction: Uint8Array
            chain: string
            options?: Record<string, unknown>
          }[]
        ) {
          const outputs = []
          for (const { transaction, chain, options } of inputs) {
            const answer = await request('solana_signAndSendTransaction', chain, {
              transaction: base58(transaction),
              ...(options ? { options } : {}),
            })
            outputs.push({ signature: bytesOf(answer.signature, 'signature') })
          }
          return outputs
        },
      },
    },
  }
}
