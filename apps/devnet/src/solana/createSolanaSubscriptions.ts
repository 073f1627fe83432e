import type { WebSocket } from 'ws'
import { SolanaRpcError } from '../errors/solana.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import { encodeSolanaAccount } from './encodeSolanaAccount.js'
import { readSolanaAccount } from './readSolanaAccount.js'
import { slotMs } from './solanaDefinition.js'
import { solanaRpcParams } from './solanaRpcParams.js'
import { stringifySolanaJson } from './stringifySolanaJson.js'

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'account'; socket: WebSocket; address: string; encoding: string | undefined }
  | { kind: 'slot'; socket: WebSocket }

export type SolanaSubscriptions = {
  /** Serves subscriptions on an accepted WebSocket. */
  attach(socket: WebSocket): void
  close(): void
}

const notificationMethods = {
  signature: 'signatureNotification',
  account: 'accountNotification',
  slot: 'slotNotification',
} as const

/**
 * The WebSocket side of the facade: `signatureSubscribe` (notified once, when the transaction is
 * committed, or at once if it already is), `accountSubscribe` (at the slot boundary after a
 * transaction that could have changed the account), `slotSubscribe` (every slot, 400 ms) and
 * their unsubscribes.
 *
 * @param ledger - The chain.
 * @returns The subscription hub.
 *
 * @example
 * import { createSolanaSubscriptions } from './createSolanaSubscriptions.js'
 * const subscriptions = createSolanaSubscriptions(ledger)
 * webSocketServer.on('connection', (socket) => subscriptions.attach(socket))
 */
export function createSolanaSubscriptions(ledger: SolanaLedger): SolanaSubscriptions {
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0
  let slotTimer: NodeJS.Timeout | undefined
  let lastSlot = ledger.slot()

  const notify = (id: number, subscription: Subscription, result: unknown) => {
    if (subscription.socket.readyState !== subscription.socket.OPEN) return
    const method = notificationMethods[subscription.kind]
    subscription.socket.send(
      stringifySolanaJson({ jsonrpc: '2.0', method, params: { result, subscription: id } }),
    )
  }
  const signatureDone = (id: number, subscription: Subscription, err: unknown, slot: number) => {
    notify(id, subscription, { context: { slot }, value: { err } })
    subscriptions.delete(id)
  }
  // Account changes are announced at the next slot boundary, as a validator announces them once
  // the slot is confirmed (so a client that subscribes and then acts never misses one).
  const pendingAccounts = new Map<number, number>()
  let accountTimer: NodeJS.Timeout | undefined
  const flushAccounts = () => {
    accountTimer = undefined
    for (const [id, slot] of pendingAccounts) {
      const subscription = subscriptions.get(id)
      if (subscription?.kind !== 'account') continue
      const account = readSolanaAccount(ledger.svm, subscription.address)
      const value =
        account &&
        encodeSolanaAccount(ledger.svm, account, {
          encoding: (subscription.encoding ?? 'base64') as never,
        })
      notify(id, subscription, { context: { slot }, value })
    }
    pendingAccounts.clear()
  }
  const stopListening = ledger.onTransaction((transaction, writable) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === transaction.signature)
        signatureDone(id, subscription, transaction.err, transaction.slot)
      else if (subscription.kind === 'account' && writable.includes(subscription.address))
        pendingAccounts.set(id, transaction.slot)
    }
    if (pendingAccounts.size > 0 && !accountTimer)
      accountTimer = setTimeout(
        flushAccounts,
        slotMs - ((ledger.now() - ledger.genesisMs) % slotMs),
      )
  })
  const tick = () => {
    const slot = ledger.slot()
    if (slot === lastSlot) return
    lastSlot = slot
    for (const [id, subscription] of subscriptions)
      if (subscription.kind === 'slot')
        notify(id, subscription, { parent: slot - 1, root: slot, slot })
  }
  const updateTimer = () => {
    const wanted = [...subscriptions.values()].some((subscription) => subscription.kind === 'slot')
    if (wanted && !slotTimer) slotTimer = setInterval(tick, slotMs / 4)
    if (!wanted && slotTimer) {
      clearInterval(slotTimer)
      slotTimer = undefined
    }
  }

  const subscribe = (socket: WebSocket, method: string, params: unknown[]): unknown => {
    const add = (subscription: Subscription) => {
      const id = nextId++
      subscriptions.set(id, subscription)
      updateTimer()
      return id
    }
    const unsubscribe = (kind: Subscription['kind']) => {
      const id = params[0]
      const subscription = typeof id === 'number' ? subscriptions.get(id) : undefined
      if (!subscription || subscription.kind !== kind || subscription.socket !== socket)
        throw new SolanaRpcError({ code: -32602, message: 'Invalid subscription id.' })
      subscriptions.delete(id as number)
      updateTimer()
      return true
    }
    switch (method) {
      case 'signatureSubscribe': {
        const signature = solanaRpcParams.signature(params[0])
        const subscription = { kind: 'signature', socket, signature } as const
        const id = add(subscription)
        const found = ledger.getTransaction(signature)
        if (found) setImmediate(() => signatureDone(id, subscription, found.err, found.slot))
        return id
      }
      case 'accountSubscribe': {
        const address = solanaRpcParams.pubkey(params[0])
        const config = solanaRpcParams.config(params, 1)
        const encoding = typeof config.encoding === 'string' ? config.encoding : undefined
        return add({ kind: 'account', socket, address, encoding })
      }
      case 'slotSubscribe':
        return add({ kind: 'slot', socket })
      case 'signatureUnsubscribe':
        return unsubscribe('signature')
      case 'accountUnsubscribe':
        return unsubscribe('account')
      case 'slotUnsubscribe':
        return unsubscribe('slot')
      default:
        throw new SolanaRpcError({ code: -32601, message: 'Method not found' })
    }
  }

  return {
    attach(socket) {
      socket.on('message', (data) => {
        let request: { id?: unknown; method?: unknown; params?: unknown }
        try {
          request = JSON.parse(String(data))
        } catch {
          socket.send(
            stringifySolanaJson({
              jsonrpc: '2.0',
              id: null,
              error: { code: -32700, message: 'Parse error' },
            }),
          )
          return
        }
        const id = request.id ?? null
        try {
          if (typeof request.method !== 'string')
            throw new SolanaRpcError({ code: -32600, message: 'Invalid request' })
          const params = Array.isArray(request.params) ? request.params : []
          const result = subscribe(socket, request.method, params)
          socket.send(stringifySolanaJson({ jsonrpc: '2.0', id, result }))
        } catch (error) {
          const body =
            error instanceof SolanaRpcError
              ? error.toJson()
              : { code: -32603, message: 'Internal error' }
          socket.send(stringifySolanaJson({ jsonrpc: '2.0', id, error: body }))
        }
      })
      socket.on('close', () => {
        for (const [id, subscription] of subscriptions)
          if (subscription.socket === socket) subscriptions.delete(id)
        updateTimer()
      })
    },
    close() {
      stopListening()
      if (accountTimer) clearTimeout(accountTimer)
      subscriptions.clear()
      updateTimer()
    },
  }
}
