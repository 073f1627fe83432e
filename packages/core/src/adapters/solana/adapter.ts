// The solana adapter's code: Wallet Standard discovery and @solana/kit. `createAirlock` loads this
// module lazily (after first paint, when the dapp configured Solana), so a page's first paint
// carries none of it.
import { formatCaipAddress } from '@airlock/protocol'
import {
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  isOffCurveAddress,
} from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { ConnectorNotFoundError } from '../../errors/connector.js'
import { SendInputError } from '../../errors/send.js'
import {
  SolanaAccountMissingError,
  SolanaFeatureMissingError,
  SolanaNetworkNotSupportedError,
} from '../../errors/solana.js'
import type { WalletConnector } from '../types.js'
import { buildSolTransfer } from './buildSolTransfer.js'
import { associatedTokenAddress, buildSplTransfer } from './buildSplTransfer.js'
import type {
  SolanaAdapter,
  SolanaNetwork,
  SolanaState,
  SolanaTransferParameters,
} from './types.js'
import {
  type ConnectFeature,
  type DisconnectFeature,
  type EventsFeature,
  featureOf,
  isSolanaWallet,
  type SignAndSendTransactionFeature,
  type SignMessageFeature,
} from './walletStandardFeatures.js'

/** What the page's Wallet Standard registry offers: `@wallet-standard/app`'s `getWallets()`. */
export type WalletRegistry = Pick<ReturnType<typeof getWallets>, 'get' | 'on'>

export type SolanaAdapterParameters = {
  networks: readonly [SolanaNetwork, ...SolanaNetwork[]]
  /** Receives every change of the connection. `settled`: the last visit's one was looked for. */
  onChange(state: Omit<SolanaState, 'ready'>, settled: boolean): void
  /** The wallet connected at the last visit, to reconnect silently. */
  remembered?: { wallet: string } | undefined
  /** Defaults to the page's registry (`getWallets()`); a test passes its own. */
  wallets?: WalletRegistry | undefined
  /**
   * The e-mail and social wallet's Solana side (`embeddedSolanaWallet`): connected by
   * `connectEmbedded` after such a login, never listed among the page's wallets.
   */
  embedded?: Wallet | undefined
}

const balanceCacheMs = 30_000
const statusPollMs = 400

/** Creates the adapter: lists Solana wallets, and restores the last connection silently. */
export function createSolanaAdapter({
  networks,
  onChange,
  remembered,
  wallets = getWallets(),
  embedded,
}: SolanaAdapterParameters): SolanaAdapter {
  const uids = new WeakMap<Wallet, string>()
  let counter = 0
  const uidOf = (wallet: Wallet) => {
    let uid = uids.get(wallet)
    if (!uid) {
      counter += 1
      uid = `solana:${counter}`
      uids.set(wallet, uid)
    }
    return uid
  }
  const solanaWallets = () => wallets.get().filter(isSolanaWallet)
  // What a connection may be made to: the page's wallets, and the embedded one.
  const connectable = () => (embedded ? [...solanaWallets(), embedded] : solanaWallets())
  const toConnector = (wallet: Wallet): WalletConnector => ({
    uid: uidOf(wallet),
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    rdns: undefined,
    type: 'walletStandard',
  })

  let status: SolanaState['status'] = remembered ? 'reconnecting' : 'disconnected'
  let wallet: Wallet | undefined
  let account: WalletAccount | undefined
  let network: SolanaNetwork = networks[0]
  let stopEvents: (() => void) | undefined
  let settled = false

  const publish = () =>
    onChange(
      {
        status,
        address: account?.address,
        walletName: account ? wallet?.name : undefined,
        chainId: account ? network.caipNetworkId : undefined,
        connectors: solanaWallets().map(toConnector),
      },
      settled,
    )

  const drop = () => {
    stopEvents?.()
    stopEvents = undefined
    wallet = undefined
    account = undefined
    status = 'disconnected'
  }

  const follow = (connected: Wallet, accounts: readonly WalletAccount[]) => {
    const first = accounts.find((item) => item.chains.some((chain) => chain.startsWith('solana:')))
    if (!first) throw new SolanaAccountMissingError({ wallet: connected.name })
    stopEvents?.()
    wallet = connected
    account = first
    network = networks.find((item) => first.chains.includes(item.caipNetworkId)) ?? networks[0]
    status = 'connected'
    // Another account chosen in the wallet, or none left: the connection follows it.
    stopEvents = featureOf<EventsFeature>(connected, 'standard:events')?.on('change', (change) => {
      if (!change.accounts || wallet !== connected) return
      const next = change.accounts.find((item) => item.chains.some((c) => c.startsWith('solana:')))
      if (next) account = next
      else drop()
      publish()
    })
  }

  const connectWallet = async (target: Wallet, silent: boolean) => {
    const connect = featureOf<ConnectFeature>(target, 'standard:connect')
    if (!connect) throw new SolanaFeatureMissingError({ feature: 'standard:connect' })
    const { accounts } = await connect.connect(silent ? { silent: true } : undefined)
    follow(target, accounts.length > 0 ? accounts : target.accounts)
  }

  wallets.on('register', publish)
  wallets.on('unregister', (...gone) => {
    // A wallet that went away mid-session takes its connection with it.
    if (wallet && gone.includes(wallet)) drop()
    publish()
  })

  const restore = async () => {
    const target = remembered && connectable().find((item) => item.name === remembered.wallet)
    if (target) await connectWallet(target, true).catch(drop)
    else drop()
    settled = true
    publish()
  }
  const restored = restore()

  const connected = () => {
    if (!wallet || !account) throw new SolanaAccountMissingError({ wallet: undefined })
    return { wallet, account }
  }
  const rpcs = new Map<string, ReturnType<typeof createSolanaRpc>>()
  const rpcOf = (reference: string) => {
    const target = networks.find((item) => item.caipNetworkId === `solana:${reference}`) ?? network
    let rpc = rpcs.get(target.rpcUrl)
    if (!rpc) {
      rpc = createSolanaRpc(target.rpcUrl)
      rpcs.set(target.rpcUrl, rpc)
    }
    return rpc
  }
  const reference = () => network.caipNetworkId.slice('solana:'.length)
  const balances = new Map<string, { at: number; version: number; value: Promise<bigint> }>()

  const signAndSend = async (transaction: Uint8Array) => {
    const { wallet: current, account: signer } = connected()
    const feature = featureOf<SignAndSendTransactionFeature>(
      current,
      'solana:signAndSendTransaction',
    )
    if (!feature) throw new SolanaFeatureMissingError({ feature: 'solana:signAndSendTransaction' })
    const [output] = await feature.signAndSendTransaction({
      account: signer,
      chain: network.caipNetworkId,
      transaction,
      options: { preflightCommitment: 'confirmed' },
    })
    if (!output) throw new SolanaFeatureMissingError({ feature: 'solana:signAndSendTransaction' })
    return getBase58Decoder().decode(output.signature)
  }

  /** The unsigned transfer, after the receiver's check: 32 bytes, on the Ed25519 curve. */
  const buildTransfer = async ({ to, amount, token }: SolanaTransferParameters) => {
    const { account: signer } = connected()
    let bytes = 0
    try {
      bytes = getBase58Encoder().encode(to).length
    } catch {}
    // Base58 of another length (or off the alphabet) is no address; an off-curve one (a program
    // derived address) has no key to spend what it receives.
    if (bytes !== 32 || isOffCurveAddress(to as never)) throw new SendInputError('invalidAddress')
    const { value } = await rpcOf(reference())
      .getLatestBlockhash({ commitment: 'confirmed' })
      .send()
    return token
      ? buildSplTransfer({ from: signer.address, to, amount, ...token, lifetime: value })
      : buildSolTransfer({ from: signer.address, to, amount, lifetime: value })
  }

  const connect = async (connectorUid: string) => {
    await restored
    const target = connectable().find((item) => uidOf(item) === connectorUid)
    if (!target) throw new ConnectorNotFoundError({ connectorUid })
    status = 'connecting'
    publish()
    try {
      await connectWallet(target, false)
    } catch (error) {
      drop()
      publish()
      throw error
    }
    publish()
  }

  const disconnect = async () => {
    const current = wallet
    drop()
    publish()
    if (current) await featureOf<DisconnectFeature>(current, 'standard:disconnect')?.disconnect()
  }

  return {
    namespace: 'solana',
    getConnection() {
      return {
        status,
        account: account
          ? formatCaipAddress({
              namespace: 'solana',
              reference: reference(),
              address: account.address,
            })
          : undefined,
        chainId: account ? network.caipNetworkId : undefined,
        connectors: solanaWallets().map(toConnector),
      }
    },
    connect,
    async connectEmbedded() {
      await restored
      if (!embedded) throw new SolanaFeatureMissingError({ feature: 'embedded wallet' })
      // A Solana wallet connected already (the embedded one, or one the person chose) stays.
      if (status === 'connected' || status === 'connecting') return
      await connect(uidOf(embedded))
    },
    async disconnectEmbedded() {
      if (embedded && wallet === embedded) await disconnect()
    },
    disconnect,
    async switchNetwork(target) {
      const next = networks.find((item) => item.caipNetworkId === `solana:${target}`)
      if (!next) throw new SolanaNetworkNotSupportedError({ reference: target })
      network = next
      publish()
    },
    async signMessage(message) {
      const { wallet: current, account: signer } = connected()
      const feature = featureOf<SignMessageFeature>(current, 'solana:signMessage')
      if (!feature) throw new SolanaFeatureMissingError({ feature: 'solana:signMessage' })
      const [output] = await feature.signMessage({
        account: signer,
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new SolanaFeatureMissingError({ feature: 'solana:signMessage' })
      return getBase58Decoder().decode(output.signature)
    },
    sendTransaction: signAndSend,
    transfer: async (parameters) => signAndSend(await buildTransfer(parameters)),
    async transferFee(parameters) {
      const transaction = getTransactionDecoder().decode(await buildTransfer(parameters))
      const message = getBase64Decoder().decode(transaction.messageBytes)
      const { value } = await rpcOf(reference())
        .getFeeForMessage(message as never, { commitment: 'confirmed' })
        .send()
      if (value === null) throw new Error('The cluster did not price the transaction')
      return value as bigint
    },
    async tokenBalance(owner, mint) {
      const holder = await associatedTokenAddress(owner, mint)
      const { value } = await rpcOf(reference())
        .getTokenAccountsByOwner(
          owner as never,
          { mint: mint as never },
          { encoding: 'jsonParsed' },
        )
        .send()
      const held = value.find((item) => item.pubkey === holder) ?? value[0]
      const amount = (
        held?.account.data as { parsed?: { info?: { tokenAmount?: { amount?: string } } } }
      )?.parsed?.info?.tokenAmount?.amount
      return BigInt(amount ?? 0)
    },
    async waitForTransaction(signature, target) {
      const rpc = rpcOf(target)
      for (;;) {
        const { value } = await rpc
          .getSignatureStatuses([signature as never], { searchTransactionHistory: true })
          .send()
        const found = value[0]
        if (
          found &&
          (found.confirmationStatus === 'confirmed' || found.confirmationStatus === 'finalized')
        )
          return found.err === null
        await new Promise((resolve) => setTimeout(resolve, statusPollMs))
      }
    },
    nativeBalance(owner, target, portfolioVersion = 0) {
      const key = `${target}:${owner}`
      const cached = balances.get(key)
      if (cached && cached.version === portfolioVersion && Date.now() - cached.at < balanceCacheMs)
        return cached.value.then((value) => ({ value, decimals: 9 }))
      const value = rpcOf(target)
        .getBalance(owner as never, { commitment: 'confirmed' })
        .send()
        .then((answer) => answer.value as bigint)
      balances.set(key, { at: Date.now(), version: portfolioVersion, value })
      value.catch(() => balances.delete(key))
      return value.then((lamports) => ({ value: lamports, decimals: 9 }))
    },
  }
}
