// The wagmi actions the React layer reads connection state with, so one copy of wagmi serves both.
export {
  type Connector,
  type GetAccountReturnType,
  getAccount,
  getBalance,
  getConnectors,
  watchAccount,
  watchConnectors,
} from '@wagmi/core'
export { type ConnectWalletParameters, connectWallet } from './actions/connectWallet.js'
export { disconnectWallet } from './actions/disconnectWallet.js'
export {
  type Airlock,
  type AirlockConfig,
  type AirlockState,
  type ConnectAttempt,
  createAirlock,
} from './createAirlock.js'
export {
  type CreateEip155ConfigParameters,
  createEip155Config,
} from './eip155/createEip155Config.js'
export {
  type CreateNotifierParameters,
  createNotifier,
  type Notification,
  type NotificationKind,
  type Notifier,
} from './notifications/createNotifier.js'
export { type CanCloseParameters, canClose } from './router/canClose.js'
export { type NavigateReturnType, type Navigation, navigate } from './router/navigate.js'
export { type OpeningViewParameters, openingView } from './router/openingView.js'
export {
  type RouteData,
  type RouterState,
  type Transition,
  type View,
  views,
} from './router/views.js'
export {
  type AirlockStorage,
  type CreateStorageParameters,
  createStorage,
  type StorageBackend,
  storageVersion,
} from './storage/createStorage.js'
