import type { DevnetManifest } from '@airlock/protocol'
import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hash,
  type Hex,
  isAddress,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { InvalidAddressError, UnknownDevnetChainError } from './errors/devnet.js'
import { collectionAbi, tokenAbi, wethAbi } from './evm/abis.js'
import { deployer } from './evm/deployment.js'
import { readManifest } from './readManifest.js'
import { createRpc, type Rpc } from './utils/createRpc.js'

export type FundAddressParameters = {
  /** Manifest that describes the chain. Defaults to `readManifest()`. */
  manifest?: DevnetManifest
}

export type FundAddressReturnType = {
  chainId: number
  address: Address
  /** Native balance after funding, in wei. */
  balance: bigint
  /** Amount of each ERC-20 sent, in base units, by symbol. */
  tokens: Record<string, bigint>
  /** The NFT minted from the main collection. */
  nft: { collection: Address; tokenId: bigint }
}

export type FundAddressErrorType = InvalidAddressError | UnknownDevnetChainError | Error

/** Whole tokens sent per symbol; anything not listed gets 1,000. */
const grants: Record<string, string> = {
  WETH: '5',
  USDC: '10000',
  DAI: '10000',
  WBTC: '0.5',
  PTS: '1000',
}
const ethGrant = parseEther('100')

/**
 * Funds any address on a running devnet chain: 100 ETH more (`anvil_setBalance`), every ERC-20
 * of the manifest (minted, or wrapped and sent for WETH) and one NFT of the main collection.
 * Tokens and the NFT arrive as real transactions from account #0, so wallets and indexers see
 * them in the history.
 *
 * @param chain - RPC URL of the chain, or anything with an `rpcUrl` (a `Devnet` chain).
 * @param address - The address to fund (any letter case).
 * @param parameters - Optional manifest.
 * @returns New ETH balance and what was sent.
 * @throws {InvalidAddressError} If `address` is not a 20-byte hex address.
 * @throws {UnknownDevnetChainError} If the RPC serves a chain the manifest does not describe.
 *
 * @example
 * import { fundAddress } from '@airlock/devnet'
 * await fundAddress('http://127.0.0.1:8545', '0x1234567890123456789012345678901234567890')
 */
export async function fundAddress(
  chain: string | { rpcUrl: string },
  address: string,
  { manifest = readManifest() }: FundAddressParameters = {},
): Promise<FundAddressReturnType> {
  if (!isAddress(address, { strict: false })) throw new InvalidAddressError({ value: address })
  const to = getAddress(address)
  const rpcUrl = typeof chain === 'string' ? chain : chain.rpcUrl
  const rpc = createRpc(rpcUrl)
  const chainId = Number(await rpc<Hex>('eth_chainId'))
  const entry = manifest.chains.find((candidate) => candidate.chainId === chainId)
  if (!entry) throw new UnknownDevnetChainError({ chainId, rpcUrl })

  const balance = BigInt(await rpc<Hex>('eth_getBalance', [to, 'latest'])) + ethGrant
  await rpc('anvil_setBalance', [to, `0x${balance.toString(16)}`])

  const tokens: Record<string, bigint> = {}
  for (const token of entry.tokens) {
    const amount = parseUnits(grants[token.symbol] ?? '1000', token.decimals)
    const target = token.address as Address
    if (token.address === entry.contracts.weth) {
      const deposit = encodeFunctionData({ abi: wethAbi, functionName: 'deposit' })
      await send(rpc, { to: target, data: deposit, value: amount, gas: 100_000n })
      const transfer = encodeFunctionData({
        abi: tokenAbi,
        functionName: 'transfer',
        args: [to, amount],
      })
      await send(rpc, { to: target, data: transfer, gas: 100_000n })
    } else {
      const mint = encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [to, amount] })
      await send(rpc, { to: target, data: mint, gas: 120_000n })
    }
    tokens[token.symbol] = amount
  }

  const collection = entry.contracts.nft as Address
  const mint = encodeFunctionData({ abi: collectionAbi, functionName: 'mint', args: [to] })
  const receipt = await send(rpc, { to: collection, data: mint, gas: 200_000n })
  const [transfer] = parseEventLogs({
    abi: collectionAbi,
    logs: receipt.logs,
    eventName: 'Transfer',
  })
  if (!transfer) throw new Error(`minting an NFT for ${to} emitted no Transfer`)
  return {
    chainId,
    address: to,
    balance,
    tokens,
    nft: { collection, tokenId: transfer.args.tokenId },
  }
}

type Receipt = {
  status: Hex
  logs: {
    address: Address
    topics: [Hex, ...Hex[]]
    data: Hex
    blockNumber: Hex
    logIndex: Hex
    transactionHash: Hash
    transactionIndex: Hex
    blockHash: Hash
    removed: boolean
  }[]
}

// Sends from account #0 (unlocked on every devnet) with an explicit gas limit and waits for the
// receipt; anvil mines each transaction as it arrives.
async function send(rpc: Rpc, tx: { to: Address; data: Hex; gas: bigint; value?: bigint }) {
  const hash = await rpc<Hash>('eth_sendTransaction', [
    {
      from: deployer,
      to: tx.to,
      data: tx.data,
      gas: `0x${tx.gas.toString(16)}`,
      value: `0x${(tx.value ?? 0n).toString(16)}`,
    },
  ])
  for (let attempt = 0; attempt < 500; attempt++) {
    const receipt = await rpc<Receipt | null>('eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`funding transaction ${hash} reverted`)
      return receipt
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`funding transaction ${hash} was not mined`)
}
