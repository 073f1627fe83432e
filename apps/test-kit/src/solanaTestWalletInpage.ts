// Runs inside the page (serialised by Playwright's addInitScript): a Wallet Standard wallet that
// speaks Solana and passes every request to the test, which answers from Node. Self-contained on
// purpose: nothing here may refer to anything outside the function.

export type SolanaInpageArguments = {
  binding: string
  emitter: string
  info: { name: string; icon: string }
  /** Wallet Standard chain ids it announces (`solana:<genesis hash prefix>`). */
  chains: string[]
  address: string
  /** The account's 32-byte public key, as numbers (bytes do not cross Playwright's bridge). */
  publicKey: number[]
}

/** Returns what unregisters the wallet (Playwright ignores it). */
export function solanaTestWalletInpage({
  binding,
  emitter,
  info,
  chains,
  address,
  publicKey,
}: SolanaInpageArguments): () => void {
  type Change = { accounts?: readonly unknown[] }
  const page = globalThis as unknown as EventTarget & Record<string, unknown>
  const listeners = new Set<(change: Change) => void>()
  const account = Object.freeze({
    address,
    publicKey: new Uint8Array(publicKey),
    chains: Object.freeze([...chains]),
    features: Object.freeze([
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ]),
  })
  let accounts: readonly (typeof account)[] = []
  const call = async (method: string, params: unknown = {}) => {
    const ask = page[binding] as (payload: unknown) => Promise<unknown>
    const answer = (await ask({ method, params })) as
      | { result: unknown }
      | { error: { code: number; message: string } }
    if ('error' in answer) throw Object.assign(new Error(answer.error.message), answer.error)
    return answer.result
  }
  const bytes = (value: unknown) => new Uint8Array(value as number[])
  const setAccounts = (next: readonly (typeof account)[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  Object.defineProperty(page, emitter, {
    value: (event: string) => {
      if (event === 'disconnect') setAccounts([])
    },
  })

  const wallet = {
    version: '1.0.0',
    name: info.name,
    icon: info.icon,
    chains: Object.freeze([...chains]),
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const granted = (await call('connect', { silent: input?.silent === true })) as boolean
          if (granted) setAccounts([account])
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await call('disconnect')
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (change: Change) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { message: Uint8Array }[]) {
          const outputs = []
          for (const { message } of inputs) {
            const signature = await call('signMessage', { message: [...message] })
            outputs.push({ signedMessage: message, signature: bytes(signature) })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { transaction: Uint8Array }[]) {
          const outputs = []
          for (const { transaction } of inputs) {
            const signed = await call('signTransaction', { transaction: [...transaction] })
            outputs.push({ signedTransaction: bytes(signed) })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: { transaction: Uint8Array; chain: string }[]) {
          const outputs = []
          for (const { transaction, chain } of inputs) {
            const signature = await call('signAndSendTransaction', {
              transaction: [...transaction],
              chain,
            })
            outputs.push({ signature: bytes(signature) })
          }
          return outputs
        },
      },
    },
  }

  // The Wallet Standard's handshake: register now with an app already listening, and again
  // when an app that loads later says it is ready.
  let unregister: (() => void) | undefined
  const register = ({ register: add }: { register(wallet: unknown): () => void }) => {
    unregister = add(wallet)
  }
  const onAppReady = (event: Event) => register((event as CustomEvent).detail)
  page.addEventListener('wallet-standard:app-ready', onAppReady)
  page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  return () => {
    page.removeEventListener('wallet-standard:app-ready', onAppReady)
    unregister?.()
  }
}
