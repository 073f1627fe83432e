// The one place outside views/ that imports views: which view the modal shows for each route.
// Views of a lazy flow (swap, on-ramp, e-mail, send, names, the WalletConnect QR) are reached through their Lazy*View, so their code
// stays in their own chunk.
import type { View } from '@airlock/core'
import type { ReactNode } from 'react'
import { AccountView } from '../../views/account/AccountView/AccountView.js'
import { WalletReceiveView } from '../../views/account/WalletReceiveView/WalletReceiveView.js'
import { AllWalletsView } from '../../views/connect/AllWalletsView/AllWalletsView.js'
import { ConnectingExternalWalletView } from '../../views/connect/ConnectingExternalWalletView/ConnectingExternalWalletView.js'
import { ConnectingFarcasterView } from '../../views/connect/ConnectingFarcasterView/ConnectingFarcasterView.js'
import { ConnectingMultiChainView } from '../../views/connect/ConnectingMultiChainView/ConnectingMultiChainView.js'
import { ConnectingSocialView } from '../../views/connect/ConnectingSocialView/ConnectingSocialView.js'
import { ConnectSocialsView } from '../../views/connect/ConnectSocialsView/ConnectSocialsView.js'
import { ConnectView } from '../../views/connect/ConnectView/ConnectView.js'
import { LazyWalletConnectView } from '../../views/connect/LazyWalletConnectView.js'
import { NetworksView } from '../../views/connect/NetworksView/NetworksView.js'
import { SiwxSignMessageView } from '../../views/connect/SiwxSignMessageView/SiwxSignMessageView.js'
import { SwitchActiveChainView } from '../../views/connect/SwitchActiveChainView/SwitchActiveChainView.js'
import { SwitchNetworkView } from '../../views/connect/SwitchNetworkView/SwitchNetworkView.js'
import { UnsupportedChainView } from '../../views/connect/UnsupportedChainView/UnsupportedChainView.js'
import { LazyEmailView } from '../../views/email/LazyEmailView.js'
import { LazyNamesView } from '../../views/names/LazyNamesView.js'
import { LazyOnRampView } from '../../views/onramp/LazyOnRampView.js'
import { LazySendView } from '../../views/send/LazySendView.js'
import { LazySwapView } from '../../views/swap/LazySwapView.js'

/** The body of the modal for each view of the router; a view without one shows an empty body. */
export const modalViews: Partial<Record<View, () => ReactNode>> = {
  Account: () => <AccountView />,
  AllWallets: () => <AllWalletsView />,
  Connect: () => <ConnectView />,
  ConnectingExternalWallet: () => <ConnectingExternalWalletView />,
  ConnectingMultiChain: () => <ConnectingMultiChainView />,
  // The QR view loads as a chunk of its own, beside the WalletConnect client's.
  ConnectingWalletConnectBasic: () => <LazyWalletConnectView />,
  ConnectSocials: () => <ConnectSocialsView />,
  ConnectingSocial: () => <ConnectingSocialView />,
  ConnectingFarcaster: () => <ConnectingFarcasterView />,
  Networks: () => <NetworksView />,
  // The name registration's views load as a chunk of their own, on first use.
  RegisterAccountName: () => <LazyNamesView view="RegisterAccountName" />,
  RegisterAccountNameSuccess: () => <LazyNamesView view="RegisterAccountNameSuccess" />,
  // The on-ramp views load as a chunk of their own, on first use.
  OnRampProviders: () => <LazyOnRampView view="OnRampProviders" />,
  OnRampTokenSelect: () => <LazyOnRampView view="OnRampTokenSelect" />,
  OnRampFiatSelect: () => <LazyOnRampView view="OnRampFiatSelect" />,
  BuyInProgress: () => <LazyOnRampView view="BuyInProgress" />,
  OnRampActivity: () => <LazyOnRampView view="OnRampActivity" />,
  // The swap views load as a chunk of their own, on first use.
  Swap: () => <LazySwapView view="Swap" />,
  SwapSelectToken: () => <LazySwapView view="SwapSelectToken" />,
  SwapPreview: () => <LazySwapView view="SwapPreview" />,
  SwitchNetwork: () => <SwitchNetworkView />,
  SwitchActiveChain: () => <SwitchActiveChainView />,
  SIWXSignMessage: () => <SiwxSignMessageView />,
  UnsupportedChain: () => <UnsupportedChainView />,
  WalletReceive: () => <WalletReceiveView />,
  // The send views load as a chunk of their own, on first use.
  WalletSend: () => <LazySendView view="WalletSend" />,
  WalletSendPreview: () => <LazySendView view="WalletSendPreview" />,
  WalletSendSelectToken: () => <LazySendView view="WalletSendSelectToken" />,
  // The e-mail wallet's views load as a chunk of their own, on first use.
  EmailVerifyOtp: () => <LazyEmailView view="EmailVerifyOtp" />,
  EmailVerifyDevice: () => <LazyEmailView view="EmailVerifyDevice" />,
  ApproveTransaction: () => <LazyEmailView view="ApproveTransaction" />,
  AccountSettings: () => <LazyEmailView view="AccountSettings" />,
  UpdateEmailWallet: () => <LazyEmailView view="UpdateEmailWallet" />,
  UpdateEmailPrimaryOtp: () => <LazyEmailView view="UpdateEmailPrimaryOtp" />,
  UpdateEmailSecondaryOtp: () => <LazyEmailView view="UpdateEmailSecondaryOtp" />,
  SocialVerifyOtp: () => <LazyEmailView view="SocialVerifyOtp" />,
  Sessions: () => <LazyEmailView view="Sessions" />,
}
