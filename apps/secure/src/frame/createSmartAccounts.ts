import type {
  Address,
  Chain,
  Hex,
  LocalAccount,
  PublicClient,
  SignableMessage,
  Transport,
} from 'viem'
import {
  encodeFunctionData,
  hashMessage,
  hashTypedData,
  http,
  numberToHex,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'

/** EntryPoint v0.8's canonical address (viem's `entryPoint08Address`). */
export const entryPointAddress: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/**
 * Our `SessionAccountFactory` (apps/devnet/contracts/SessionAccount.sol): CREATE2 through the
 * deterministic deployer with salt 0, so the same address on every chain it is placed on. Its
 * accounts are SimpleAccounts (v0.8) that also take session keys (ERC-7715) and sign (ERC-1271).
 */
export const sessionAccountFactoryAddress: Address = '0xBf15aE8114A11fcEA1eCE5fEC72410173f385c8c'

const factoryAbi = [
  {
    type: 'function',
    name: 'getAddress',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'uint256' },
    ],
    outputs: [{ name: 'account', type: 'address' }],
  },
] as const

// SimpleAccount's (v0.8) calls: one, or a batch.
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/**
 * What the owner signs for its account to sign `hash` (ERC-1271): `SessionAccount.replaySafeHash`,
 * the hash wrapped in the account's and the chain's EIP-712 domain, so that a signature given as
 * one account is valid neither for another account of the same owner nor on another chain.
 *
 * @param parameters - The account, the chain and the hash the account signs.
 * @returns The typed data the owner signs.
 *
 * @example
 * import { replaySafeTypedData } from './frame/createSmartAccounts.js'
 * await owner.signTypedData(replaySafeTypedData({ account, chainId: 31337, hash }))
 */
export function replaySafeTypedData({
  account,
  chainId,
  hash,
}: {
  account: Address
  chainId: number
  hash: Hex
}) {
  return {
    domain: { name: 'Airlock SessionAccount', version: '1', chainId, verifyingContract: account },
    types: { AirlockAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AirlockAccountMessage',
    message: { hash },
  } as const
}

/** One call of a smart account's operation (EIP-5792's `calls[]`, values parsed). */
export type SmartAccountCall = { to: Address; value: bigint; data: Hex | undefined }

/** A user operation's outcome, as `eth_getUserOperationReceipt` told it; `undefined` while pending. */
export type SmartAccountReceipt = {
  success: boolean
  transactionHash: Hex
  blockHash: Hex
  blockNumber: bigint
  gasUsed: bigint
  logs: { address: Address; data: Hex; topics: Hex[] }[]
  /** Who paid the gas: the paymaster's address when sponsored. */
  paymaster: Address | undefined
}

export type CreateSmartAccountsParameters = {
  /** The chain's public client (the server's RPC proxy). */
  client: (chainId: string) => PublicClient<Transport, Chain>
  /** The bundler's URL for a chain: the server's `/v1/bundler?chainId=…&projectId=…`. */
  bundlerUrl: (chainId: string) => string
  fetch?: typeof fetch | undefined
  /** How often a receipt is asked for while waiting. Defaults to 500 ms. */
  pollingIntervalMs?: number | undefined
}

/**
 * The embedded wallet's ERC-4337 smart account: a `SessionAccount` (the reference SimpleAccount
 * for EntryPoint v0.8, plus session keys and ERC-1271) owned by the wallet's key, at its
 * counterfactual CREATE2 address (`factory.getAddress(owner, 0)`) until its first operation
 * deploys it; before then it signs with ERC-6492. Operations go to the Airlock server's bundler with its paymaster
 * (ERC-7677) asked first: when the project's policy refuses sponsorship the account pays its own
 * gas. The client code (permissionless's `toSimpleSmartAccount`, viem's bundler and paymaster
 * clients) loads only when an operation is sent.
 *
 * @param parameters - The chains' clients and the bundler's URL.
 * @returns The smart-account operations.
 *
 * @example
 * import { createSmartAccounts } from './frame/createSmartAccounts.js'
 * const smart = createSmartAccounts({ client, bundlerUrl })
 * await smart.address(owner, '31337')
 */
export function createSmartAccounts(parameters: CreateSmartAccountsParameters) {
  const { client, bundlerUrl, pollingIntervalMs = 500 } = parameters
  const send = parameters.fetch ?? fetch
  const enabled = new Map<string, Promise<boolean>>()
  const addresses = new Map<string, Promise<Address>>()
  const transport = (chainId: string) => http(bundlerUrl(chainId), { fetchFn: send, retryCount: 0 })
  const code = async (chainId: string, address: Address) =>
    ((await client(chainId).getCode({ address })) ?? '0x').length > 2

  const bundlerClient = async (chainId: string, owner?: LocalAccount, sponsored = false) => {
    const [{ toSimpleSmartAccount }, { createBundlerClient, createPaymasterClient }] =
      await Promise.all([import('permissionless/accounts'), import('viem/account-abstraction')])
    const chain = client(chainId)
    const account = owner
      ? await toSimpleSmartAccount({
          client: chain,
          owner,
          entryPoint: { address: entryPointAddress, version: '0.8' },
          factoryAddress: sessionAccountFactoryAddress,
        })
      : undefined
    return createBundlerClient({
      client: chain,
      transport: transport(chainId),
      pollingInterval: pollingIntervalMs,
      ...(account ? { account } : {}),
      ...(sponsored ? { paymaster: createPaymasterClient({ transport: transport(chainId) }) } : {}),
    })
  }

  return {
    /** The accounts' factory (CREATE2). */
    factoryAddress: sessionAccountFactoryAddress,

    /** Whether the chain has EntryPoint v0.8 and the SessionAccount factory (asked once). */
    enabled(chainId: string): Promise<boolean> {
      let known = enabled.get(chainId)
      if (!known) {
        known = Promise.all([
          code(chainId, entryPointAddress),
          code(chainId, sessionAccountFactoryAddress),
        ]).then(([entryPoint, factory]) => entryPoint && factory)
        // A node that did not answer is asked again next time.
        known.catch(() => enabled.delete(chainId))
        enabled.set(chainId, known)
      }
      return known
    },

    /** The owner's smart account address on the chain (deployed or not yet). */
    address(owner: Address, chainId: string): Promise<Address> {
      const key = `${chainId}:${owner.toLowerCase()}`
      let known = addresses.get(key)
      if (!known) {
        known = client(chainId).readContract({
          address: sessionAccountFactoryAddress,
          abi: factoryAbi,
          functionName: 'getAddress',
          args: [owner, 0n],
        })
        known.catch(() => addresses.delete(key))
        addresses.set(key, known)
      }
      return known
    },

    /** Whether the account has code on the chain (its first operation deploys it). */
    deployed: (address: Address, chainId: string) => code(chainId, address),

    /**
     * Signs `hash` as the owner's smart account: the owner's signature over the account's
     * replay-safe hash (ERC-1271), wrapped in ERC-6492 with the factory's `createAccount` call
     * while the account is not deployed yet, so that verifiers deploy it in their `eth_call`.
     *
     * @returns The account's signature.
     */
    async signHash({
      owner,
      chainId,
      hash,
    }: {
      owner: LocalAccount
      chainId: string
      hash: Hex
    }): Promise<Hex> {
      const account = await this.address(owner.address, chainId)
      const signature = await owner.signTypedData(
        replaySafeTypedData({ account, chainId: Number(chainId), hash }),
      )
      if (await code(chainId, account)) return signature
      return serializeErc6492Signature({
        address: sessionAccountFactoryAddress,
        data: encodeFunctionData({
          abi: factoryAbi,
          functionName: 'createAccount',
          args: [owner.address, 0n],
        }),
        signature,
      })
    },

    /** `personal_sign` as the smart account (EIP-191 hash, then `signHash`). */
    signMessage(parameters: { owner: LocalAccount; chainId: string; message: SignableMessage }) {
      return this.signHash({ ...parameters, hash: hashMessage(parameters.message) })
    },

    /** `eth_signTypedData_v4` as the smart account (EIP-712 hash, then `signHash`). */
    signTypedData(parameters: {
      owner: LocalAccount
      chainId: string
      typedData: Parameters<LocalAccount['signTypedData']>[0]
    }) {
      return this.signHash({ ...parameters, hash: hashTypedData(parameters.typedData) })
    },

    /**
     * Whether the project's paymaster sponsors `calls` from `sender`: its ERC-7677 stub data,
     * which applies the project's policy (sponsorship on, the called contracts, the sender's gas
     * today). The send asks the paymaster again; should the budget run out in between, the account
     * pays after all.
     *
     * @returns `false` when the paymaster refuses or cannot be asked.
     */
    async sponsors({
      chainId,
      sender,
      calls,
    }: {
      chainId: string
      sender: Address
      calls: readonly SmartAccountCall[]
    }): Promise<boolean> {
      const [single] = calls
      const callData =
        calls.length === 1 && single
          ? encodeFunctionData({
              abi: accountAbi,
              functionName: 'execute',
              args: [single.to, single.value, single.data ?? '0x'],
            })
          : encodeFunctionData({
              abi: accountAbi,
              functionName: 'executeBatch',
              args: [
                calls.map(({ to, value, data }) => ({ target: to, value, data: data ?? '0x' })),
              ],
            })
      try {
        const response = await send(bundlerUrl(chainId), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'pm_getPaymasterStubData',
            params: [
              { sender, nonce: '0x0', callData, signature: '0x' },
              entryPointAddress,
              numberToHex(Number(chainId)),
            ],
          }),
        })
        const body = (await response.json()) as { result?: unknown; error?: unknown }
        return response.ok && body.result !== undefined && body.error === undefined
      } catch {
        return false
      }
    },

    /**
     * Sends `calls` as one user operation (SimpleAccount's `execute`, or `executeBatch` for more
     * than one: atomic, a reverting call reverts them all), sponsored when the paymaster accepts.
     *
     * @returns The user operation's hash.
     */
    async sendCalls({
      owner,
      chainId,
      calls,
    }: {
      owner: LocalAccount
      chainId: string
      calls: readonly SmartAccountCall[]
    }): Promise<Hex> {
      const request = {
        calls: calls.map(({ to, value, data }) => ({ to, value, ...(data ? { data } : {}) })),
      }
      try {
        return await (await bundlerClient(chainId, owner, true)).sendUserOperation(request)
      } catch (error) {
        // The project does not sponsor this operation: the account pays its own gas.
        if (!String((error as Error)?.message).includes('Sponsorship refused')) throw error
        return (await bundlerClient(chainId, owner)).sendUserOperation(request)
      }
    },

    /** The operation's receipt, or `undefined` while it is pending. */
    async receipt(chainId: string, hash: Hex): Promise<SmartAccountReceipt | undefined> {
      const bundler = await bundlerClient(chainId)
      try {
        const found = await bundler.getUserOperationReceipt({ hash })
        return {
          success: found.success,
          transactionHash: found.receipt.transactionHash,
          blockHash: found.receipt.blockHash,
          blockNumber: found.receipt.blockNumber,
          gasUsed: found.receipt.gasUsed,
          logs: found.logs.map(({ address, data, topics }) => ({
            address,
            data,
            topics: [...topics] as Hex[],
          })),
          paymaster: found.paymaster,
        }
      } catch (error) {
        if ((error as Error)?.name === 'UserOperationReceiptNotFoundError') return undefined
        throw error
      }
    },

    /** Waits for the operation's receipt. */
    async wait(chainId: string, hash: Hex, timeoutMs = 60_000): Promise<SmartAccountReceipt> {
      const bundler = await bundlerClient(chainId)
      await bundler.waitForUserOperationReceipt({ hash, timeout: timeoutMs })
      const receipt = await this.receipt(chainId, hash)
      if (!receipt) throw new Error(`User operation ${hash} has no receipt`)
      return receipt
    },
  }
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>
