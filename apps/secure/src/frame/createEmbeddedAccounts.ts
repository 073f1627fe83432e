import { type FrameSuccessPayload, userMessages } from '@airlock/protocol'
import type { Address } from 'viem'
import type { SmartAccounts } from './createSmartAccounts.js'
import type { WalletStore } from './createWalletStore.js'

type AccountType = 'eoa' | 'smartAccount'

export type CreateEmbeddedAccountsParameters = {
  /** The logged-in wallet: its owner (EOA) address and its user answer. */
  session: {
    currentAddress(): Promise<Address | undefined>
    getUser(chainId: string): Promise<FrameSuccessPayload<'GET_USER'>>
  }
  store: Pick<WalletStore, 'preferredAccountType' | 'setPreferredAccountType'>
  smart: Pick<SmartAccounts, 'enabled' | 'address' | 'deployed'>
  /**
   * The type used until the user chooses one, on chains with the EntryPoint. The model product's,
   * and the frame's, is `smartAccount`.
   */
  defaultType: AccountType
}

/**
 * The embedded wallet's two accounts on an EVM chain: the key's own (the EOA, `eoa`) and the
 * SimpleAccount it owns (`smartAccount`, at its counterfactual address until deployed), where the
 * chain has EntryPoint v0.8. Which of them is active is the user's choice (`SET_PREFERRED_ACCOUNT`),
 * kept in the secure origin's storage; on a chain without the EntryPoint it is always the EOA.
 *
 * @param parameters - The session, the store and the smart accounts.
 * @returns The answers of `GET_USER`, `SET_PREFERRED_ACCOUNT` and
 * `GET_SMART_ACCOUNT_ENABLED_NETWORKS`, and the active smart account for the RPC handler.
 *
 * @example
 * import { createEmbeddedAccounts } from './frame/createEmbeddedAccounts.js'
 * const accounts = createEmbeddedAccounts({ session, store, smart, defaultType: 'eoa' })
 * await accounts.getUser('31337')
 */
export function createEmbeddedAccounts(parameters: CreateEmbeddedAccountsParameters) {
  const { session, store, smart, defaultType } = parameters
  const enabled = (chainId: string) => smart.enabled(chainId).catch(() => false)
  const preferred = () => store.preferredAccountType() ?? defaultType

  /** The smart account's address on the chain, or `undefined` where there is none. */
  const smartAddress = async (chainId: string) => {
    const owner = await session.currentAddress()
    if (!owner || !(await enabled(chainId))) return undefined
    return smart.address(owner, chainId)
  }

  return {
    async getUser(chainId: string): Promise<FrameSuccessPayload<'GET_USER'>> {
      const user = await session.getUser(chainId)
      const owner = user.address as Address
      const account = await smartAddress(chainId)
      if (!account) return { ...user, preferredAccountType: 'eoa', smartAccountDeployed: false }
      const type = preferred()
      return {
        ...user,
        address: type === 'smartAccount' ? account : owner,
        accounts: [
          { address: owner, type: 'eoa' },
          { address: account, type: 'smartAccount' },
        ],
        preferredAccountType: type,
        smartAccountDeployed: await smart.deployed(account, chainId),
      }
    },

    async setPreferred(
      type: AccountType,
      chainId: string,
    ): Promise<FrameSuccessPayload<'SET_PREFERRED_ACCOUNT'>> {
      const owner = await session.currentAddress()
      if (!owner) throw new Error('The embedded wallet is not connected')
      if (type === 'eoa') {
        store.setPreferredAccountType('eoa')
        return { type, address: owner }
      }
      const account = await smartAddress(chainId)
      if (!account) throw new Error(userMessages.smartAccountsUnsupported)
      store.setPreferredAccountType('smartAccount')
      return { type, address: account }
    },

    /** The chain ids (of `chainIds`) that have EntryPoint v0.8 and the account factory. */
    async enabledNetworks(chainIds: readonly string[]) {
      const found = await Promise.all(chainIds.map(async (id) => ((await enabled(id)) ? id : '')))
      return { smartAccountEnabledNetworks: found.filter(Boolean).map(Number) }
    },

    /** The smart account when it is the active account on the chain; else `undefined`. */
    async activeSmartAccount(chainId: string) {
      if (preferred() !== 'smartAccount') return undefined
      return smartAddress(chainId)
    },
  }
}
