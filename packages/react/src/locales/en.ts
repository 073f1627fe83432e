/** The English message catalogue: every string the modal shows comes from here. */
export const en = {
  'product.name': 'Airlock',
  'connectButton.label': 'Connect Wallet',
  'connectButton.connecting': 'Connecting…',
  'modal.close': 'Close',
  'modal.back': 'Back',
  'view.Connect': 'Connect Wallet',
  'view.ConnectingExternalWallet': 'Connecting',
  'connect.installed': 'Installed',
  'connect.noInjected': 'No browser wallet found on this page.',
  'connecting.continueIn': 'Continue in {wallet}',
  'connecting.accept': 'Accept the connection request in your wallet.',
  'connecting.declined': 'Connection declined',
  'connecting.declinedHint': 'The connection was declined in the wallet.',
  'connecting.failed': 'Something went wrong',
  'connecting.retry': 'Try again',
  'view.Account': 'Account',
  'account.copy': 'Copy address',
  'account.copied': 'Address copied',
  'account.balance': 'Balance',
  'account.network': 'Network',
  'account.disconnect': 'Disconnect',
} as const

export type MessageId = keyof typeof en
export type Messages = Record<MessageId, string>
