// The e-mail wallet's wagmi connector. The eip155 adapter loads this module only when the dapp
// offers e-mail login; the frame client (with the protocol's schemas) is a chunk of its own again,
// loaded when the frame is first needed (`createEmailWalletFrame`).
import {
  embeddedWalletTimes,
  type FrameRpcRequest,
  type FrameSuccessPayload,
  isEmail,
} from '@airlock/protocol'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { type Address, getAddress, numberToHex, SwitchChainError } from 'viem'
import {
  EmailCooldownError,
  InvalidEmailError,
  SmartAccountUnsupportedError,
} from '../../errors/embedded.js'
import type { AirlockStorage } from '../../storage/createStorage.js'
import { createEmailWalletFrame } from './createEmailWalletFrame.js'
import { createEmbeddedProvider, type EmbeddedProvider } from './createEmbeddedProvider.js'
import type { EmbeddedWalletHost } from './createEmbeddedWalletHost.js'
import { createEmbeddedWalletStorage } from './createEmbeddedWalletStorage.js'
import type { FrameClient, FrameDocument } from './createFrameClient.js'
import { emailCooldownSeconds } from './emailCooldownSeconds.js'
import type { EmbeddedAccountType } from './types.js'

/** The connector's `id` and `type`. */
export const emailWalletType = 'airlock-email'

export type EmailWalletParameters = {
  /** The secure origin's page, such as `http://localhost:8788`. */
  url: string
  projectId: string
  /** Where the login values are kept (`airlock.storage`). */
  storage: AirlockStorage
  /** The modal: approvals, notices and the state its views show. */
  host: EmbeddedWalletHost
  /** Where the frame is added. Defaults to `document`. */
  document?: FrameDocument | undefined
}

type User = FrameSuccessPayload<'GET_USER'> & { address: Address; chainId: number }

type Properties = {
  /**
   * Sends a login code to `email`: `VERIFY_OTP`, or `CONNECT` when this device is logged in
   * already. Refused within 30 s of the last e-mail (`EmailCooldownError`) and for an address that
   * is not one (`InvalidEmailError`).
   */
  connectEmail(email: string): Promise<FrameSuccessPayload<'CONNECT_EMAIL'>['action']>
  /**
   * Waits until the person approved this device from the e-mailed link (as long as the link is
   * valid, not a request's 30 s), which logs it in; `connect` follows.
   */
  connectDevice(options?: {
    signal?: AbortSignal | undefined
  }): Promise<'VERIFY_RECOVERY_OTP' | undefined>
  /**
   * E-mails a new device-approval link for the waiting login (the old one stops working): when it
   * expires. Refused within 30 s of the last e-mail (`EmailCooldownError`).
   */
  resendDeviceLink(): Promise<FrameSuccessPayload<'RESEND_DEVICE_LINK'>>
  /**
   * Checks the e-mailed code: `undefined` when it logged in (`connect` follows), `VERIFY_DEVICE`
   * when this new device of a known address waits for its approval link first (valid until
   * `expiresAt`), `VERIFY_RECOVERY_OTP` when a recovery code went out for this new device (type
   * it next).
   */
  connectOtp(otp: string): Promise<FrameSuccessPayload<'CONNECT_OTP'>>
  /** Starts moving the wallet to `email`: which code the person types first. */
  updateEmail(email: string): Promise<FrameSuccessPayload<'UPDATE_EMAIL'>['action']>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  /** Checks the new address's code; resolves to the new address, now the wallet's. */
  updateEmailSecondaryOtp(otp: string): Promise<string>
  /**
   * Asks for the EOA or the smart account. A refused smart account falls back to the EOA and
   * rejects with `SmartAccountUnsupportedError` (SPEC §4).
   */
  setPreferredAccount(type: EmbeddedAccountType): Promise<EmbeddedAccountType>
  /** The frame client, loading it (and adding the frame) the first time. */
  getFrame(): Promise<FrameClient>
  /** The logged-in wallet's Solana account on the cluster `chainId` (`solana:<ref>`). */
  solanaUser(chainId: string): Promise<{ address: string; caipAddress: string }>
  /** A Solana request (`solana_signMessage`, …), answered after approval in the frame. */
  solanaRequest(request: FrameRpcRequest): Promise<unknown>
  connect<withCapabilities extends boolean = false>(parameters?: {
    chainId?: number | undefined
    isReconnecting?: boolean | undefined
    withCapabilities?: withCapabilities | boolean | undefined
  }): Promise<{
    accounts: withCapabilities extends true
      ? readonly { address: Address; capabilities: Record<string, unknown> }[]
      : readonly Address[]
    chainId: number
  }>
}

/**
 * A wagmi connector for Airlock's embedded wallet: an account held by the secure origin (its key
 * split between this browser, the server and the secure origin's recovery key), logged into by e-mail
 * and a one-time code. Its provider answers `eth_chainId` and `eth_accounts` itself, sends read
 * methods to the frame silently and signing methods while the frame's approval UI shows, and
 * refuses the rest (see `createEmbeddedProvider`).
 *
 * Login values are kept in `storage` (SPEC §3): the frame is added at once only when an e-mail
 * login is remembered; a negative or failed `IS_CONNECTED` forgets them; `disconnect` forgets
 * them and signs out, waiting at most 3 s for the frame.
 *
 * @param parameters - The secure origin, the project, storage and the modal's host.
 * @returns The connector function, for `createConfig({ connectors })` or `connect`.
 *
 * @example
 * import { createEmbeddedWalletHost, createStorage, emailWallet } from '@airlock/core'
 * const connector = emailWallet({ url: 'http://localhost:8788', projectId: 'dev', storage: createStorage(), host: createEmbeddedWalletHost({ store: airlock.store }) })
 */
export function emailWallet({
  url,
  projectId,
  storage,
  host,
  document: frameDocument,
}: EmailWalletParameters) {
  return createConnector<EmbeddedProvider, Properties>((config) => {
    const stored = createEmbeddedWalletStorage(storage)
    // One e-mail (a code or a link) per 30 s: refused before anything is sent.
    const requireCooldownOver = () => {
      const seconds = emailCooldownSeconds({ lastEmailLoginTime: stored.lastEmailLoginTime() })
      if (seconds > 0) throw new EmailCooldownError({ seconds })
    }
    let user: User | undefined

    const defaultChainId = () => {
      const last = stored.lastUsedChain()
      return config.chains.some((chain) => chain.id === last) && last !== undefined
        ? last
        : config.chains[0].id
    }

    const frame = createEmailWalletFrame({ url, projectId, stored, host, document: frameDocument })
    const loadFrame = frame.load

    const forget = () => {
      stored.clearLogin()
      user = undefined
      host.update({
        connected: false,
        email: undefined,
        accountType: undefined,
        socialProvider: undefined,
        socialUsername: undefined,
      })
    }

    const provider = createEmbeddedProvider({
      chainId: () => user?.chainId ?? defaultChainId(),
      accounts: () => (user ? [user.address] : []),
      async switchChain(chainId) {
        await connector.switchChain({ chainId })
      },
      kindOf: (method) =>
        import('./rpcMethodKind.js').then((module) => module.rpcMethodKind(method)),
      async rpc(request, signal) {
        const client = await loadFrame()
        return client.request('RPC_REQUEST', request, { signal })
      },
      approve: frame.approve,
      refuse: (method) => host.refuse(method),
    })

    const connector = {
      id: emailWalletType,
      name: 'Email',
      type: emailWalletType,
      async connect({
        chainId,
        withCapabilities,
      }: {
        chainId?: number | undefined
        withCapabilities?: boolean | undefined
      } = {}) {
        const client = await loadFrame()
        const answer = await client.request('GET_USER', { chainId: chainId ?? defaultChainId() })
        const address = getAddress(answer.address)
        const userChainId = toChainId(answer.chainId) ?? chainId ?? defaultChainId()
        user = { ...answer, address, chainId: userChainId }
        const email = answer.email ?? stored.email()
        stored.rememberLogin({ email, chainId: userChainId })
        const social = stored.social()
        host.update({
          connected: true,
          email,
          accountType: answer.preferredAccountType ?? 'eoa',
          socialProvider: social?.provider,
          socialUsername: social?.username,
        })
        provider.emit('connect', { chainId: numberToHex(userChainId) })
        return {
          accounts: (withCapabilities ? [{ address, capabilities: {} }] : [address]) as never,
          chainId: userChainId,
        }
      },
      async disconnect() {
        // The cache goes first: a frame that does not answer must not keep anyone logged in.
        forget()
        const client = await frame.loaded()?.catch(() => undefined)
        if (client) {
          let timer: ReturnType<typeof setTimeout> | undefined
          await Promise.race([
            client.request('SIGN_OUT', undefined).catch(() => {}),
            new Promise((resolve) => {
              timer = setTimeout(resolve, embeddedWalletTimes.disconnectWaitMs)
            }),
          ])
          clearTimeout(timer)
        }
        provider.emit('disconnect')
      },
      async getAccounts() {
        return user ? [user.address] : []
      },
      async getChainId() {
        return user?.chainId ?? defaultChainId()
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        if (!stored.emailLoginUsed()) return false
        try {
          const client = await loadFrame()
          const { isConnected } = await client.request('IS_CONNECTED', undefined)
          if (isConnected) return true
        } catch {}
        forget()
        return false
      },
      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        const client = await loadFrame()
        try {
          await client.request('SWITCH_NETWORK', { chainId })
        } catch (error) {
          throw new SwitchChainError(error as Error)
        }
        stored.setLastUsedChain(chainId)
        if (user) user = { ...user, chainId }
        config.emitter.emit('change', { chainId })
        provider.emit('chainChanged', numberToHex(chainId))
        return chain
      },
      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chain: string) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },
      onDisconnect() {
        forget()
        config.emitter.emit('disconnect')
      },
      async connectEmail(email: string) {
        if (!isEmail(email)) throw new InvalidEmailError()
        requireCooldownOver()
        const client = await loadFrame()
        const { action } = await client.request('CONNECT_EMAIL', { email })
        // A code or a link went out: the next one only after the cooldown.
        if (action !== 'CONNECT') stored.setLastEmailLoginTime(Date.now())
        return action
      },
      async connectDevice({ signal }: { signal?: AbortSignal | undefined } = {}) {
        const client = await loadFrame()
        return (await client.request('CONNECT_DEVICE', undefined, { signal }))?.action
      },
      async resendDeviceLink() {
        requireCooldownOver()
        const client = await loadFrame()
        const answer = await client.request('RESEND_DEVICE_LINK', undefined)
        stored.setLastEmailLoginTime(Date.now())
        return answer
      },
      async connectOtp(otp: string) {
        const client = await loadFrame()
        return client.request('CONNECT_OTP', { otp })
      },
      async updateEmail(email: string) {
        if (!isEmail(email)) throw new InvalidEmailError()
        const client = await loadFrame()
        const { action } = await client.request('UPDATE_EMAIL', { email })
        return action
      },
      async updateEmailPrimaryOtp(otp: string) {
        const client = await loadFrame()
        await client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
      },
      async updateEmailSecondaryOtp(otp: string) {
        const client = await loadFrame()
        const { newEmail } = await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
        stored.setEmail(newEmail)
        if (user) user = { ...user, email: newEmail }
        host.update({ email: newEmail })
        return newEmail
      },
      async setPreferredAccount(type: EmbeddedAccountType) {
        const client = await loadFrame()
        try {
          const answer = await client.request('SET_PREFERRED_ACCOUNT', { type })
          host.update({ accountType: answer.type })
          const address = getAddress(answer.address)
          if (user && user.address !== address) {
            user = { ...user, address, preferredAccountType: answer.type }
            config.emitter.emit('change', { accounts: [address] })
            provider.emit('accountsChanged', [address])
          }
          return answer.type
        } catch (error) {
          host.update({ accountType: 'eoa' })
          if (type === 'smartAccount') throw new SmartAccountUnsupportedError({ cause: error })
          throw error
        }
      },
      getFrame: loadFrame,
      async solanaUser(chainId: string) {
        const client = await loadFrame()
        const answer = await client.request('GET_USER', { chainId })
        const caipAddress = answer.solana?.caipAddress
        if (!answer.solana || !caipAddress)
          throw new Error('The embedded wallet has no Solana account')
        return { address: answer.solana.address, caipAddress }
      },
      solanaRequest(request: FrameRpcRequest) {
        return frame.approve(
          async (signal) => (await loadFrame()).request('RPC_REQUEST', request, { signal }),
          request.method,
        )
      },
    }
    return connector
  })
}

/** `31337`, `'31337'` or `'eip155:31337'` as a number; undefined for anything else. */
function toChainId(value: string | number): number | undefined {
  const id = typeof value === 'number' ? value : Number(value.replace(/^eip155:/, ''))
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
