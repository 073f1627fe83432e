/** Every view the modal can show (SPEC §2, plus Networks). */
export const views = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingExternalWallet',
  'ConnectingMultiChain',
  'ConnectingFarcaster',
  'ConnectSocials',
  'ConnectingSocial',
  'SocialVerifyOtp',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'UnsupportedChain',
  'SwitchNetwork',
  'SwitchActiveChain',
  'Networks',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'WalletReceive',
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'OnRampActivity',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'AccountSettings',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'Sessions',
] as const

export type View = (typeof views)[number]

/** What a view is opened with: the wallet being connected, the network being switched to… */
export type RouteData = Readonly<Record<string, unknown>>

/** The direction of the last move: views slide in from the side they came from. */
export type Transition = 'next' | 'prev' | 'none'

export type RouterState = {
  /** The stack of views; the last one is shown. Never empty. */
  history: readonly View[]
  /** Data for the view on top. */
  data: RouteData | undefined
  transition: Transition
}
