import type { FrameSuccessPayload } from '@airlock/protocol'
import { type Address, getAddress, type Hex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type RecoveryPublicKey, sealRecoveryShare } from '../recovery/sealRecoveryShare.js'
import type { LoginApi } from './createLoginApi.js'
import type { WalletStore } from './createWalletStore.js'

/** How the frame makes and rebuilds keys (Shamir 2-of-3 over a secp256k1 key). */
export type WalletKeys = {
  /** A new key, split: the address and its device, auth and recovery shares. */
  create(): Promise<{ address: Address; device: Hex; auth: Hex; recovery: Hex }>
  /** The key from two shares, or a throw when it does not derive `address`. */
  rebuild(a: Hex, b: Hex, address: Address): Promise<Hex>
}

export type CreateWalletSessionParameters = {
  /** The e-mail login's and key custody's calls (the social ones are `createSocialLogin`'s). */
  api: Omit<LoginApi, `social${string}`>
  store: WalletStore
  keys: WalletKeys
  projectId: string
  /** The dapp the frame is bound to: named in the e-mails. */
  origin: () => string
  /** The secure origin's recovery key, to seal the recovery share before it leaves the frame. */
  recoveryKey: RecoveryPublicKey
  /** How often `CONNECT_DEVICE` asks whether the link was used. Defaults to 2 s. */
  devicePollMs?: number | undefined
}

type User = { email: string | null; address: Address }

/**
 * The embedded wallet's life in the secure frame: e-mail login (a code, then for a known address on
 * a new device its approval by e-mailed link),
 * creating the wallet on first login (the key is made here, split 2-of-3: the device share stays
 * in this origin's storage, the auth share goes to the server, the recovery share goes sealed to
 * the secure origin's key), recovering it on a new device, and lending the key to one signature
 * at a time. The key is rebuilt only here, only while a signature needs it, and every rebuild is
 * checked against the stored address.
 *
 * @param parameters - The login API, storage, key functions and the project.
 * @returns The session's operations, one per frame request.
 *
 * @example
 * import { createWalletSession } from './frame/createWalletSession.js'
 * const session = createWalletSession({ api, store, keys, projectId, origin, recoveryKey })
 * const { action } = await session.connectEmail('alice@airlock.test')
 */
export function createWalletSession(parameters: CreateWalletSessionParameters) {
  const { api, store, keys, projectId, origin, recoveryKey, devicePollMs = 2_000 } = parameters
  let user: User | undefined
  // The code of a login that waits for its device approval: sent again once approved.
  let pendingCode: string | undefined
  // A login on a device without the wallet, waiting for the recovery code e-mailed for it.
  let pendingRecovery: User | undefined

  /** Rebuilds the wallet on this device from the recovery share (for `code`) and the auth share. */
  const recover = async (pending: User, code: string | undefined): Promise<User> => {
    const [{ recoveryShare }, { authShare }] = await Promise.all([
      api.recover(code),
      api.authShare(),
    ])
    await keys.rebuild(recoveryShare as Hex, authShare as Hex, pending.address)
    store.setShare(pending.address, recoveryShare)
    return pending
  }

  /**
   * After a verified login: the wallet exists, and this device holds a share of it; or, on a new
   * device of an e-mail login, `'recovery'`: a recovery code went out, the next code typed is it.
   */
  const ensureWallet = async (
    email: string | null,
    address: string | null,
  ): Promise<User | 'recovery'> => {
    if (address === null) {
      const created = await keys.create()
      store.setShare(created.address, created.device)
      const sealed = await sealRecoveryShare(created.recovery, recoveryKey)
      await api.registerWallet({
        address: created.address,
        authShare: created.auth,
        recoveryShare: sealed,
      })
      return { email, address: created.address }
    }
    const checksummed = getAddress(address)
    if (!store.share(checksummed)) {
      // A new device (approved by its e-mail link): the secure origin opens the recovery share,
      // which with the auth share rebuilds the key; this device then keeps the recovery share. An
      // e-mail login first proves the inbox again with a code sent for recovery (never the login
      // code); a social-only wallet has no inbox, its provider's fresh login stands in.
      if (email === null) return recover({ email, address: checksummed }, undefined)
      await api.recoveryCode(projectId)
      pendingRecovery = { email, address: checksummed }
      return 'recovery'
    }
    return { email, address: checksummed }
  }

  /** The frame's answer after `ensureWallet`: logged in, or a recovery code to type. */
  const settle = (result: User | 'recovery') => {
    if (result === 'recovery') return { action: 'VERIFY_RECOVERY_OTP' as const }
    user = result
    return undefined
  }

  const current = async (): Promise<User | undefined> => {
    if (user) return user
    const { user: me } = await api.me()
    if (me.address === null || !store.share(me.address)) return undefined
    user = { email: me.email, address: getAddress(me.address) }
    return user
  }

  /** Rebuilds the key from this device's share and the auth share, for one use. */
  const withKey = async <result>(use: (key: Hex) => Promise<result>): Promise<result> => {
    const me = await current()
    if (!me) throw new Error('The embedded wallet is not connected')
    const device = store.share(me.address) as Hex
    const { authShare } = await api.authShare()
    const key = await keys.rebuild(device, authShare as Hex, me.address)
    // JavaScript cannot wipe a string: the key lives only in this call's scope and what is built
    // from it, all dropped when the signature is done.
    return use(key)
  }

  return {
    address: () => user?.address,
    /** The logged-in wallet's address, asking the server when this page has not yet (a reload). */
    currentAddress: async () => (await current().catch(() => undefined))?.address,

    async connectEmail(email: string): Promise<FrameSuccessPayload<'CONNECT_EMAIL'>> {
      pendingRecovery = undefined
      const known = await current().catch(() => undefined)
      if (known?.email && known.email.toLowerCase() === email.toLowerCase())
        return { action: 'CONNECT' }
      const { action } = await api.start({
        email,
        projectId,
        deviceId: store.deviceId(),
        origin: origin(),
      })
      return { action }
    },

    async connectDevice(): Promise<FrameSuccessPayload<'CONNECT_DEVICE'>> {
      const code = pendingCode
      if (code === undefined) throw new Error('No login is waiting for a device approval')
      for (;;) {
        const { approved } = await api.deviceStatus()
        if (approved) break
        await new Promise((resolve) => setTimeout(resolve, devicePollMs))
      }
      const answer = await api.verify(code)
      if (!('user' in answer)) throw new Error('The device is not approved yet')
      pendingCode = undefined
      return settle(await ensureWallet(answer.user.email, answer.user.address))
    },

    /**
     * E-mails a new approval link for the login this device waits on (the old link stops
     * working); the code stays for `connectDevice`.
     */
    async resendDeviceLink(): Promise<FrameSuccessPayload<'RESEND_DEVICE_LINK'>> {
      if (pendingCode === undefined) throw new Error('No login is waiting for a device approval')
      const { expiresAt } = await api.resendDeviceLink()
      return { expiresAt }
    },

    async connectOtp(code: string): Promise<FrameSuccessPayload<'CONNECT_OTP'>> {
      const recovering = pendingRecovery
      if (recovering) {
        // The recovery code: a wrong one throws and may be typed again.
        user = await recover(recovering, code)
        pendingRecovery = undefined
        return undefined
      }
      const answer = await api.verify(code)
      if (!('user' in answer)) {
        pendingCode = code
        return { action: answer.action, expiresAt: answer.expiresAt }
      }
      pendingCode = undefined
      return settle(await ensureWallet(answer.user.email, answer.user.address))
    },

    /**
     * After a login that ended elsewhere (a social login's callback set the session): creates the
     * wallet, or restores it on this device, exactly as after an e-mail code. A wallet with an
     * e-mail address on a device without its share answers `{ recovery: { email } }`: a recovery
     * code went there, and `recoverWith` takes it.
     */
    async adoptLogin(): Promise<{ user: User } | { recovery: { email: string } }> {
      pendingRecovery = undefined
      const { user: verified } = await api.me()
      const result = await ensureWallet(verified.email, verified.address)
      if (result === 'recovery') return { recovery: { email: verified.email ?? '' } }
      user = result
      return { user }
    },

    /** The recovery code after `adoptLogin` asked for one: restores the wallet on this device. */
    async recoverWith(code: string): Promise<User> {
      const recovering = pendingRecovery
      if (!recovering) throw new Error('No login is waiting for a recovery code')
      // A wrong code throws and may be typed again.
      user = await recover(recovering, code)
      pendingRecovery = undefined
      return user
    },

    async getUser(chainId: string): Promise<FrameSuccessPayload<'GET_USER'>> {
      const me = await current()
      if (!me) throw new Error('The embedded wallet is not connected')
      return {
        email: me.email,
        address: me.address,
        chainId,
        accounts: [{ address: me.address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      }
    },

    async isConnected(): Promise<FrameSuccessPayload<'IS_CONNECTED'>> {
      return { isConnected: (await current().catch(() => undefined)) !== undefined }
    },

    async signOut(): Promise<undefined> {
      user = undefined
      pendingRecovery = undefined
      store.clearSession()
      await api.signOut()
      return undefined
    },

    async updateEmail(newEmail: string): Promise<FrameSuccessPayload<'UPDATE_EMAIL'>> {
      return api.updateEmailStart(newEmail)
    },
    async updateEmailPrimary(code: string): Promise<undefined> {
      await api.updateEmailPrimary(code)
      return undefined
    },
    async updateEmailSecondary(
      code: string,
    ): Promise<FrameSuccessPayload<'UPDATE_EMAIL_SECONDARY_OTP'>> {
      const { newEmail } = await api.updateEmailSecondary(code)
      if (user) user = { ...user, email: newEmail }
      return { newEmail }
    },

    /** Rebuilds the key from this device's share and the auth share, for one use. */
    async withAccount<result>(use: (account: LocalAccount) => Promise<result>): Promise<result> {
      return withKey((key) => use(privateKeyToAccount(key)))
    },
    /** The rebuilt key itself, for one use: what the Solana key is derived from. */
    withKey,
  }
}

export type WalletSession = ReturnType<typeof createWalletSession>
