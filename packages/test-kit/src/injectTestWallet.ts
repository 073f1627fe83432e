import { readManifest } from '@airlock/devnet'
import type { Page } from '@playwright/test'
import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  numberToHex,
  type TransactionRequest,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { demoAccounts } from './demoAccounts.js'
import { testWalletInpage } from './testWalletInpage.js'

export type TestWalletChain = { chainId: number; rpcUrl: string; name?: string | undefined }

export type InjectTestWalletParameters = {
  /** The signing key. Defaults to demo account #1's. */
  privateKey?: Hex | undefined
  /** Chains the wallet knows. Defaults to the devnet manifest's chains. */
  chains?: TestWalletChain[] | undefined
  /** The chain it starts on. Defaults to the first chain. */
  chainId?: number | undefined
  /** How it announces itself over EIP-6963. */
  info?: Partial<{ uuid: string; name: string; icon: string; rdns: string }> | undefined
}

export type TestWallet = {
  address: Hex
  /** The chain the wallet is on now. */
  chainId(): number
  /** Every method the page called, in order. */
  requests: string[]
  /** Makes the next request fail as if the person clicked Reject (code 4001). */
  rejectNext(): void
  /** Moves the wallet to another chain by itself, known or not, as a person would in its UI. */
  moveToChain(chainId: number): Promise<void>
  /** Drops the connection, as "disconnect this site" in a wallet does. */
  disconnect(): Promise<void>
}

const defaultIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0e7c66"/><text x="16" y="21" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">TW</text></svg>',
)}`

type RpcError = { code: number; message: string }
const rpcError = (code: number, message: string) => ({ error: { code, message } })

/**
 * Injects an EIP-6963 browser wallet into a Playwright page: an EIP-1193 provider backed by a
 * devnet private key that really signs and sends through the devnet, with switches to reject
 * the next request or sit on a chain the dapp does not know.
 *
 * @param page - Before its first navigation.
 * @returns Controls and a log of what the page asked.
 *
 * @example
 * import { injectTestWallet } from '@airlock/test-kit'
 * const wallet = await injectTestWallet(page)
 * await page.goto('/')
 * wallet.rejectNext()
 */
export async function injectTestWallet(
  page: Page,
  parameters: InjectTestWalletParameters = {},
): Promise<TestWallet> {
  const account = parameters.privateKey
    ? privateKeyToAccount(parameters.privateKey)
    : privateKeyFromDemo()
  const known = new Map<number, TestWalletChain>()
  for (const chain of parameters.chains ?? readManifest().chains) known.set(chain.chainId, chain)
  let chainId = parameters.chainId ?? [...known.keys()][0] ?? 1
  let connected = false
  let rejectNext = false
  const requests: string[] = []
  const binding = '__airlockTestWalletRequest'
  const emitter = '__airlockTestWalletEmit'

  type Emitters = Record<string, (event: string, data: unknown) => void>
  const emit = (event: string, data: unknown) =>
    page.evaluate(([name, e, d]) => (globalThis as unknown as Emitters)[name]?.(e, d), [
      emitter,
      event,
      data,
    ] as const)

  const chainOf = (id: number): Chain | undefined => {
    const chain = known.get(id)
    if (!chain) return undefined
    return defineChain({
      id,
      name: chain.name ?? `Chain ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
  }

  const forward = async (method: string, params: unknown) => {
    const chain = known.get(chainId)
    if (!chain) return rpcError(4901, `The wallet is on chain ${chainId}, which it cannot reach`)
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: RpcError }
    return body.error ? { error: body.error } : { result: body.result }
  }

  const switchTo = async (id: number) => {
    if (id === chainId) return
    chainId = id
    await emit('chainChanged', numberToHex(id))
  }

  const handle = async ({ method, params }: { method: string; params: unknown[] }) => {
    requests.push(method)
    if (rejectNext && method !== 'eth_chainId' && method !== 'eth_accounts') {
      rejectNext = false
      return rpcError(4001, 'User rejected the request.')
    }
    switch (method) {
      case 'eth_requestAccounts':
        connected = true
        return { result: [account.address] }
      case 'eth_accounts':
        return { result: connected ? [account.address] : [] }
      case 'eth_chainId':
        return { result: numberToHex(chainId) }
      case 'net_version':
        return { result: String(chainId) }
      case 'wallet_requestPermissions':
        connected = true
        return { result: [{ parentCapability: 'eth_accounts' }] }
      case 'wallet_getPermissions':
        return { result: connected ? [{ parentCapability: 'eth_accounts' }] : [] }
      case 'wallet_revokePermissions':
        connected = false
        await emit('accountsChanged', [])
        return { result: null }
      case 'wallet_switchEthereumChain': {
        const id = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        if (!known.has(id)) return rpcError(4902, `Unrecognized chain ID ${id}`)
        await switchTo(id)
        return { result: null }
      }
      case 'wallet_addEthereumChain': {
        const added = params[0] as { chainId?: string; rpcUrls?: string[]; chainName?: string }
        const id = Number(added?.chainId)
        const rpcUrl = added?.rpcUrls?.[0]
        if (!Number.isSafeInteger(id) || !rpcUrl) return rpcError(-32602, 'Invalid chain')
        known.set(id, { chainId: id, rpcUrl, name: added.chainName })
        await switchTo(id)
        return { result: null }
      }
    }
    if (!connected) return rpcError(4100, 'The requested account has not been authorized')
    switch (method) {
      case 'personal_sign':
        return { result: await account.signMessage({ message: { raw: params[0] as Hex } }) }
      case 'eth_signTypedData_v4':
        return { result: await account.signTypedData(JSON.parse(params[1] as string)) }
      case 'eth_sendTransaction': {
        const chain = chainOf(chainId)
        if (!chain)
          return rpcError(4901, `The wallet is on chain ${chainId}, which it cannot reach`)
        const request = params[0] as TransactionRequest & { gas?: Hex; value?: Hex }
        const client = createWalletClient({ account, chain, transport: http() })
        const hash = await client.sendTransaction({
          to: request.to ?? null,
          data: request.data,
          value: request.value === undefined ? undefined : BigInt(request.value),
          gas: request.gas === undefined ? undefined : BigInt(request.gas),
        } as never)
        return { result: hash }
      }
    }
    return forward(method, params)
  }

  await page.exposeBinding(
    binding,
    async (_source, payload: { method: string; params: unknown[] }) => {
      try {
        return await handle(payload)
      } catch (error) {
        return rpcError(-32603, error instanceof Error ? error.message : String(error))
      }
    },
  )
  await page.addInitScript(testWalletInpage, {
    binding,
    emitter,
    info: {
      uuid: parameters.info?.uuid ?? '8f2c1a7e-4b7d-4c55-9a57-3c2f0d0a7b11',
      name: parameters.info?.name ?? 'Airlock Test Wallet',
      icon: parameters.info?.icon ?? defaultIcon,
      rdns: parameters.info?.rdns ?? 'dev.airlock.testwallet',
    },
  })

  return {
    address: account.address,
    chainId: () => chainId,
    requests,
    rejectNext: () => {
      rejectNext = true
    },
    moveToChain: switchTo,
    async disconnect() {
      connected = false
      await emit('accountsChanged', [])
    },
  }
}

function privateKeyFromDemo() {
  const demo = demoAccounts()[0]?.account
  if (!demo) throw new Error('The devnet manifest has no demo account')
  const key = demo.getHdKey().privateKey
  if (!key) throw new Error('The demo account has no private key')
  return privateKeyToAccount(`0x${Buffer.from(key).toString('hex')}`)
}
