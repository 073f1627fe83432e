// The send flow's chunk: its three views and the transfer's core code, none of which the modal's
// chunk carries.
import {
  WalletSendPreviewView,
  WalletSendSelectTokenView,
  WalletSendView,
} from './WalletSendView/WalletSendView.js'

export const views = {
  WalletSend: WalletSendView,
  WalletSendPreview: WalletSendPreviewView,
  WalletSendSelectToken: WalletSendSelectTokenView,
} as const
