import { readManifest, sendFromSolanaTreasury } from '@airlock/devnet'
import {
  type Account,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hash,
  http,
  parseAbi,
  parseEther,
  type TransactionReceipt,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** A devnet chain the treasury sends on. */
export type TreasuryChain = { chainId: number; rpcUrl: string }

export type DeliverParameters = {
  /** An EVM chain id, or the devnet's Solana chain (`solana:…`). */
  chainId: number | `solana:${string}`
  /** The ERC-20 (SPL mint) to send, or `undefined` for the chain's native currency. */
  token: string | undefined
  /** Its symbol: what names it on Solana. */
  symbol: string
  /** An EVM address, or a base58 one on Solana. */
  to: string
  /** In base units. */
  amount: bigint
}

export type Treasury = {
  address: Address
  /**
   * Sends `amount` to `to` and waits for the receipt: ETH directly, a token by `transfer` (minted
   * to the treasury first when it holds too little). Deliveries on one chain run one at a time.
   * On Solana, `sendFromSolanaTreasury` (SOL, or `transferChecked` of the mint); the answer is
   * the transaction's signature. Rejects when the chain refuses or the transfer reverts.
   */
  deliver(parameters: DeliverParameters): Promise<string>
}

export type CreateTreasuryParameters = {
  chains: readonly TreasuryChain[]
  /** The devnet's Solana chain, when it runs. */
  solana?: { rpcUrl: string } | undefined
  /** Defaults to {@link treasuryAccountIndex} of the devnet mnemonic. */
  account?: Account
}

/**
 * The devnet mnemonic's account the treasury sends from. The seed gives #0–#9 roles (#0 deploys
 * and funds, #1–#5 are the demo users, #6–#8 their counterparties, #9 the spam sender) and tests
 * sign with them, so the treasury takes #10, which nothing else uses: no nonce races, and buyers
 * see purchases arrive from an address of their own.
 */
export const treasuryAccountIndex = 10

const tokenAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function mint(address to, uint256 amount)',
])
// Gas money kept on hand; topped up (anvil_setBalance) whenever the balance falls below it.
const gasReserve = parseEther('1')
const topUp = parseEther('100')

/**
 * The sandbox on-ramp's treasury: the account that pays buyers on the devnet chains, as a real
 * provider's hot wallet would. It keeps itself funded the devnet way (anvil_setBalance for ETH, the
 * dev tokens' open `mint` for ERC-20s), so the buyer sees one ordinary incoming transfer.
 *
 * @param parameters.chains - Chain ids and RPC URLs.
 * @returns The treasury.
 *
 * @example
 * import { createTreasury } from './onramp/createTreasury.js'
 * const treasury = createTreasury({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] })
 * const hash = await treasury.deliver({ chainId: 31337, token: undefined, to: '0x7099…79C8', amount: 10n ** 16n })
 */
export function createTreasury({
  chains,
  solana,
  account = mnemonicToAccount(readManifest().mnemonic, { addressIndex: treasuryAccountIndex }),
}: CreateTreasuryParameters): Treasury {
  // One queue per chain: the next delivery starts after the last one's receipt, so nonces never
  // collide however many buyers pay at once.
  const queues = new Map<number | string, Promise<unknown>>()
  const clients = new Map(
    chains.map((chain) => {
      const definition = {
        id: chain.chainId,
        name: `eip155:${chain.chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }
      const transport = http(chain.rpcUrl, { timeout: 10_000 })
      return [
        chain.chainId,
        {
          public: createPublicClient({ chain: definition, transport, pollingInterval: 100 }),
          wallet: createWalletClient({ chain: definition, transport, account }),
          anvil: createTestClient({ chain: definition, transport, mode: 'anvil' }),
        },
      ] as const
    }),
  )

  async function send({ chainId, token, symbol, to, amount }: DeliverParameters): Promise<string> {
    if (typeof chainId === 'string') {
      if (!solana) throw new Error(`The treasury has no RPC URL for chain ${chainId}`)
      return sendFromSolanaTreasury(solana.rpcUrl, { to, symbol, amount })
    }
    const client = clients.get(chainId)
    if (!client) throw new Error(`The treasury has no RPC URL for chain ${chainId}`)
    const confirmed = async (hash: Hash): Promise<TransactionReceipt> => {
      const receipt = await client.public.waitForTransactionReceipt({ hash, timeout: 30_000 })
      if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`)
      return receipt
    }
    const ether = await client.public.getBalance({ address: account.address })
    const needed = (token ? 0n : amount) + gasReserve
    if (ether < needed)
      await client.anvil.setBalance({ address: account.address, value: needed + topUp })
    if (!token)
      return (
        await confirmed(await client.wallet.sendTransaction({ to: to as Address, value: amount }))
      ).transactionHash

    const held = await client.public.readContract({
      address: token as Address,
      abi: tokenAbi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    if (held < amount)
      await confirmed(
        await client.wallet.writeContract({
          address: token as Address,
          abi: tokenAbi,
          functionName: 'mint',
          args: [account.address, amount - held],
        }),
      )
    const hash = await client.wallet.writeContract({
      address: token as Address,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [to as Address, amount],
    })
    return (await confirmed(hash)).transactionHash
  }

  return {
    address: account.address,
    deliver(parameters) {
      const previous = queues.get(parameters.chainId) ?? Promise.resolve()
      const next = previous.catch(() => {}).then(() => send(parameters))
      queues.set(parameters.chainId, next)
      return next
    },
  }
}
