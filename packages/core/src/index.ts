export { type ConnectWalletParameters, connectWallet } from './actions/connectWallet.js'
export {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
} from './actions/connectWalletConnect.js'
export { disconnectWallet } from './actions/disconnectWallet.js'
export {
  type SendTokensInput,
  sendTokens,
  tokenContract,
  toUnits,
  validateSend,
} from './actions/sendTokens.js'
export { cancelSignIn, signIn } from './actions/signIn.js'
export { type SwitchNetworkParameters, switchNetwork } from './actions/switchNetwork.js'
export {
  type Analytics,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type CreateAnalyticsParameters,
  createAnalytics,
} from './analytics/createAnalytics.js'
export {
  type Balance,
  type BlockchainApi,
  BlockchainApiError,
  createBlockchainApi,
  type Nft,
  type Transaction,
  type TransactionTransfer,
} from './blockchain/createBlockchainApi.js'
export { addRecentWallet } from './catalogue/addRecentWallet.js'
export { connectorRdns } from './catalogue/connectorRdns.js'
export {
  type CreateWalletCatalogueParameters,
  createWalletCatalogue,
  type WalletCatalogue,
  type WalletCataloguePage,
  type WalletCatalogueRequestOptions,
} from './catalogue/createWalletCatalogue.js'
export {
  type CreateWalletListParameters,
  createWalletList,
  type WalletList,
  type WalletListState,
} from './catalogue/createWalletList.js'
export {
  getRecentWallets,
  type RecentWallet,
  recentWalletsKey,
} from './catalogue/getRecentWallets.js'
export {
  type ConnectWalletEntry,
  type ListConnectWalletsParameters,
  listConnectWallets,
} from './catalogue/listConnectWallets.js'
export {
  type ImageLoader,
  type PrefetchImagesParameters,
  type PrefetchImagesReturnType,
  prefetchImages,
} from './catalogue/prefetchImages.js'
export {
  type Airlock,
  type AirlockConfig,
  type AirlockState,
  type ConnectAttempt,
  createAirlock,
  type SwitchAttempt,
  type WalletConnectState,
} from './createAirlock.js'
export type { Eip155Adapter } from './eip155/adapter.js'
export {
  type CreateEip155ConfigParameters,
  createEip155Config,
} from './eip155/createEip155Config.js'
export type { ConnectionStatus, Eip155State, WalletConnector } from './eip155/types.js'
export {
  CatalogueHttpError,
  type CatalogueHttpErrorType,
  CatalogueRequestError,
  type CatalogueRequestErrorType,
  CatalogueResponseError,
  type CatalogueResponseErrorType,
} from './errors/catalogue.js'
export {
  WalletConnectRelayError,
  type WalletConnectRelayErrorType,
  WalletConnectRequestError,
  type WalletConnectRequestErrorType,
} from './errors/walletConnect.js'
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
export { createSiweText } from './siwx/createSiweText.js'
export { localSiwx } from './siwx/localSiwx.js'
export { serverSiwx } from './siwx/serverSiwx.js'
export type {
  SiwxAdapter,
  SiwxContext,
  SiwxMessage,
  SiwxMessageData,
  SiwxSession,
  SiwxState,
} from './siwx/types.js'
export {
  type AirlockStorage,
  type CreateStorageParameters,
  createStorage,
  type StorageBackend,
  storageVersion,
} from './storage/createStorage.js'
export {
  resolveTheme,
  type Theme,
  type ThemeMode,
  type ThemeVariables,
  themeCssVariables,
} from './theme.js'
export { codeOf } from './utils/codeOf.js'
export { buildWalletLink } from './walletconnect/buildWalletLink.js'
export {
  msUntilPairingRefresh,
  pairingExpiresAt,
  pairingLifetimeMs,
  pairingRefreshMarginMs,
} from './walletconnect/pairingExpiry.js'
export type { WalletConnectParameters } from './walletconnect/walletConnect.js'
export { walletConnectRelayUrl } from './walletconnect/walletConnectRelayUrl.js'
