// The flows whose views (and core code) are chunks of their own, so neither the page's entry nor
// the modal's chunk carries them. Each is fetched once (`loadOnce`), when its first view shows or
// earlier, when the person is likely to go there:
// - swap: when the Account view's Swap button is pointed at or focused;
// - e-mail: when the e-mail field first shows (the person is likely to type), or a social login starts;
// - on-ramp: when the Account view asks whether to offer Buy;
// - send: when the Account view's Send button is pointed at or focused;
// - names: when the Account view offers to choose a name;
// - Solana account: when a Solana wallet is connected (loadSolanaChunk.ts);
// - WalletConnect QR: when the view opens (the pairing URI comes from the client's own chunk).
import { loadOnce } from './loadOnce.js'

/** The swap's views and styles and its core code (convert client, state machine, checks). */
export const loadSwapChunk = loadOnce(() => import('../views/swap/swapViews.js'))

/** The e-mail wallet's views and styles and the core actions the e-mail field and socials call. */
export const loadEmailChunk = loadOnce(() => import('../views/email/emailViews.js'))

/** The on-ramp's views and styles and its provider loading. */
export const loadOnRampChunk = loadOnce(() => import('../views/onramp/onRampViews.js'))

/** The send flow's views and the transfer's core code. */
export const loadSendChunk = loadOnce(() => import('../views/send/sendViews.js'))

/** The name registration's views and the names client. */
export const loadNamesChunk = loadOnce(() => import('../views/names/namesViews.js'))

/** ConnectingWalletConnectBasic: the QR code and the wallets' links. */
export const loadWalletConnectChunk = loadOnce(
  () => import('../views/connect/walletConnectViews.js'),
)
