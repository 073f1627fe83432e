// The WalletConnect QR view's chunk: the view, which the modal's chunk does not carry; it loads as
// the view opens, beside the WalletConnect client's own chunk that makes the pairing URI.
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView/ConnectingWalletConnectBasicView.js'

export const views = { ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView } as const
