// What a dapp does with an ERC-7715 session: asks the wallet for a key with limits
// (`wallet_grantPermissions`), then sends the account's user operations signed by that key alone,
// straight to the bundler: no wallet, no prompt. The account's SessionKeyValidator enforces the
// limits on chain; the bundler's simulation says when it refuses.
import { chains } from '@airlock/devnet/devnet.json'
import {
  type Address,
  concat,
  createPublicClient,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  parseAbiParameters,
  toFunctionSelector,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  toSmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { networks } from './networks.js'

/** A session the wallet granted this page: its key stays in the page's memory only. */
export type DappSession = { key: PrivateKeyAccount; id: Hex; account: Address; chainId: number }

type Eip1193 = { request(request: { method: string; params?: unknown }): Promise<unknown> }

const day = 86_400
/** The page's demo limit: 10 USDC a day (6 decimals). */
const dailyUsdc = 10_000_000n
const sessionMagic: Hex = '0x5e551047'
const validatorAbi = parseAbi([
  'struct Session { address key; uint48 validAfter; uint48 validUntil; uint48 period; bool revoked; bytes32 policyHash; }',
  'function getSession(bytes32 id, address account) view returns (Session)',
])
const executeAbi = parseAbi(['function execute(address dest, uint256 value, bytes func)'])

function chainOf(chainId: number) {
  const chain = chains.find((entry) => entry.chainId === chainId)
  if (!chain) throw new Error(`No devnet chain ${chainId}`)
  return chain
}

/** The permissions and limits the validator keeps for this page's request (the frame's policy). */
function policyOf(usdc: Address) {
  return {
    permissions: [{ target: usdc, selector: toFunctionSelector('transfer(address,uint256)') }],
    limits: [{ token: usdc, amount: dailyUsdc }],
  }
}

/**
 * Asks the connected wallet for a session key that may spend up to 10 USDC a day for a week.
 *
 * @example
 * const session = await requestSession(await connector.getProvider(), 31337)
 */
export async function requestSession(provider: Eip1193, chainId: number): Promise<DappSession> {
  const key = privateKeyToAccount(generatePrivateKey())
  const usdc = chainOf(chainId).contracts.usdc
  const answer = (await provider.request({
    method: 'wallet_grantPermissions',
    params: [
      {
        chainId: numberToHex(chainId),
        expiry: Math.floor(Date.now() / 1000) + 7 * day,
        signer: { type: 'key', data: { address: key.address } },
        permissions: [
          {
            type: 'erc20-token-periodic',
            data: { tokenAddress: usdc, periodAmount: numberToHex(dailyUsdc), periodDuration: day },
          },
        ],
      },
    ],
  })) as { address: Address; context: Hex }[]
  const [granted] = answer
  if (!granted) throw new Error('The wallet granted nothing')
  return { key, id: granted.context, account: granted.address, chainId }
}

/**
 * Sends `amount` USDC (smallest units) from the account to `to` as a user operation signed by the
 * session key only. Resolves with the bundle's transaction hash; rejects with the bundler's
 * words when the chain refuses it.
 *
 * @example
 * await sendWithSession(session, { to, amount: 5_000_000n, apiUrl })
 */
export async function sendWithSession(
  session: DappSession,
  { to, amount, apiUrl }: { to: Address; amount: bigint; apiUrl: string },
): Promise<Hex> {
  const chain = chainOf(session.chainId)
  const usdc = chain.contracts.usdc as Address
  // The bundler client reads the chain's id from the client.
  const client = createPublicClient({
    chain: networks.find((network) => network.id === session.chainId),
    transport: http(chain.rpcUrl),
  })
  const [onChain, block] = await Promise.all([
    client.readContract({
      address: chain.contracts.sessionKeyValidator as Address,
      abi: validatorAbi,
      functionName: 'getSession',
      args: [session.id, session.account],
    }),
    client.getBlock(),
  ])
  const periodIndex = periodIndexAt(onChain, Number(block.timestamp))
  const { permissions, limits } = policyOf(usdc)
  const sign = (keySignature: Hex) =>
    concat([
      sessionMagic,
      encodeAbiParameters(
        parseAbiParameters(
          'bytes32, uint48, (address target, bytes4 selector)[], (address token, uint256 amount)[], bytes',
        ),
        [session.id, periodIndex, permissions, limits, keySignature],
      ),
    ])
  const account = await toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    getAddress: async () => session.account,
    // The grant deployed the account: no factory.
    getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
    encodeCalls: async (calls) => {
      const [call] = calls
      if (!call || calls.length > 1) throw new Error('One call at a time')
      return encodeFunctionData({
        abi: executeAbi,
        functionName: 'execute',
        args: [call.to, call.value ?? 0n, call.data ?? '0x'],
      })
    },
    getStubSignature: async () =>
      sign(
        '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c',
      ),
    signUserOperation: async (operation) =>
      sign(
        await session.key.sign({
          hash: getUserOperationHash({
            chainId: session.chainId,
            entryPointAddress: entryPoint08Address,
            entryPointVersion: '0.8',
            userOperation: { ...operation, sender: session.account } as never,
          }),
        }),
      ),
    signMessage: async () => {
      throw new Error('A session key signs user operations only')
    },
    signTypedData: async () => {
      throw new Error('A session key signs user operations only')
    },
  })
  const bundlerUrl = `${apiUrl}/v1/bundler?chainId=${session.chainId}&projectId=dev`
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(bundlerUrl, { retryCount: 0 }),
    paymaster: createPaymasterClient({ transport: http(bundlerUrl, { retryCount: 0 }) }),
    pollingInterval: 250,
  })
  const hash = await bundler.sendUserOperation({
    calls: [
      {
        to: usdc,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      },
    ],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
  if (!receipt.success) throw new Error(`User operation ${hash} reverted`)
  return receipt.receipt.transactionHash
}

/** The validator's spending period at `now` (its `sessionPeriodIndex`). */
function periodIndexAt(
  session: { validAfter: number; validUntil: number; period: number },
  now: number,
) {
  if (session.period === 0 || now <= session.validAfter) return 0
  const last = Math.floor((session.validUntil - 1 - session.validAfter) / session.period)
  return Math.min(Math.floor((now - session.validAfter) / session.period), last)
}
