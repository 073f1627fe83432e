// Runs inside the page (serialised by Playwright's addInitScript): an EIP-1193 provider that
// announces itself over EIP-6963 and passes every request to the test, which answers from Node.
// Self-contained on purpose: nothing here may refer to anything outside the function.

export type InpageArguments = {
  binding: string
  emitter: string
  info: { uuid: string; name: string; icon: string; rdns: string }
}

/** Returns what stops the wallet answering later requests for providers (Playwright ignores it). */
export function testWalletInpage({ binding, emitter, info }: InpageArguments): () => void {
  type Listener = (...args: unknown[]) => void
  const listeners = new Map<string, Set<Listener>>()
  // `globalThis` rather than `window`, so this type-checks in Node projects that import the kit.
  const page = globalThis as unknown as EventTarget & Record<string, unknown>
  const call = page[binding] as ((payload: unknown) => Promise<unknown>) | undefined

  const provider = {
    isAirlockTestWallet: true,
    async request(args: { method: string; params?: unknown }) {
      if (!args || typeof args.method !== 'string')
        throw Object.assign(new Error('Invalid request'), { code: -32600 })
      const answer = (await call?.({ method: args.method, params: args.params ?? [] })) as
        | { result: unknown }
        | { error: { code: number; message: string; data?: unknown } }
      if ('error' in answer) throw Object.assign(new Error(answer.error.message), answer.error)
      return answer.result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  Object.defineProperty(page, emitter, {
    value: (event: string, data: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(data)
    },
  })

  const announce = () =>
    page.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: Object.freeze({ ...info }), provider }),
      }),
    )
  page.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => page.removeEventListener('eip6963:requestProvider', announce)
}
