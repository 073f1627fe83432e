import {
  connectorRdns,
  connectWallet,
  type RecentWallet,
  type WalletConnector,
} from '@airlock/core'
import type { Wallet } from '@airlock/protocol'
import { useCallback } from 'react'
import { useAirlock } from '../context/AirlockContext.js'
import { useCatalogue } from './useCatalogue.js'

/**
 * A wallet the person picked: a browser wallet on the page (with its catalogue entry, when one
 * matched by rdns), or a catalogue wallet that is not on the page.
 */
export type WalletChoice =
  | {
      connector: WalletConnector
      wallet?: RecentWallet | Wallet | undefined
      /**
       * The same wallet's Solana side (Wallet Standard): with it, ConnectingMultiChain asks which
       * namespace to connect.
       */
      solana?: WalletConnector | undefined
    }
  | { connector?: undefined; wallet: RecentWallet | Wallet; solana?: undefined }
  | { connector?: undefined; wallet?: undefined; solana: WalletConnector }

/** What ConnectingMultiChain is opened with: one wallet's EVM and Solana sides. */
export type MultiChainData = {
  connector: WalletConnector
  wallet?: RecentWallet | Wallet | undefined
  solana: WalletConnector
}

/** The catalogue links the ConnectingWalletConnectBasic view opens a wallet with. */
export const walletLinkFields = [
  'homepage',
  'mobile_link',
  'desktop_link',
  'webapp_link',
  'app_store',
  'play_store',
  'chrome_store',
] as const satisfies readonly (keyof Wallet)[]

/**
 * What the ConnectingWalletConnectBasic view is opened with: the wallet picked in the catalogue.
 * Opened without (the Connect view's WalletConnect entry), it pairs any wallet by QR code.
 */
export type WalletConnectBasicData = {
  walletId: string
  name: string
  image_url: string | null
  /** For the recent-wallet entry made once the pairing connects. */
  rdns?: string | null
} & {
  /** Absent for a recent wallet, which is remembered without links: the view looks them up. */
  [field in (typeof walletLinkFields)[number]]?: string | null
}

/**
 * Returns what picking a wallet does. A browser wallet connects at once (one on the page in both
 * namespaces opens ConnectingMultiChain, which asks which to connect); a Solana-only wallet connects over the Wallet Standard; any other catalogue
 * wallet opens ConnectingWalletConnectBasic. Either way it becomes the most recent wallet once it
 * connects (SPEC: Recent means connected).
 *
 * @example
 * const select = useSelectWallet()
 * <button onClick={() => select({ connector })}>…</button>
 */
export function useSelectWallet(): (choice: WalletChoice) => void {
  const airlock = useAirlock()
  const catalogue = useCatalogue()
  return useCallback(
    ({ connector, wallet, solana }: WalletChoice) => {
      if (!connector && !wallet) {
        void connectWallet(airlock, { namespace: 'solana', connectorUid: solana.uid })
        return
      }
      if (connector && solana) {
        airlock.navigate({
          type: 'push',
          view: 'ConnectingMultiChain',
          data: { connector, wallet, solana } satisfies MultiChainData,
        })
        return
      }
      if (connector) {
        const rdns = connectorRdns(connector)
        // Remembered under its catalogue id when it has one, so the two never show twice; and only
        // once it connected: a wallet merely tried is not recent.
        const recent = {
          id: wallet?.id ?? rdns ?? connector.id,
          name: wallet?.name ?? connector.name,
          image_url: wallet?.image_url ?? connector.icon ?? null,
          rdns: rdns ?? wallet?.rdns ?? null,
        }
        void connectWallet(airlock, { connectorUid: connector.uid }).then((connected) => {
          if (connected) catalogue.recentWallets.add(recent)
        })
        return
      }
      // The QR code view makes it recent when the pairing connects.
      const data: WalletConnectBasicData = {
        walletId: wallet.id,
        name: wallet.name,
        image_url: wallet.image_url,
        rdns: wallet.rdns ?? null,
        ...('homepage' in wallet
          ? Object.fromEntries(walletLinkFields.map((field) => [field, wallet[field]]))
          : {}),
      }
      airlock.navigate({ type: 'push', view: 'ConnectingWalletConnectBasic', data })
    },
    [airlock, catalogue],
  )
}
