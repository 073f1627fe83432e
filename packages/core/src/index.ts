export { type ConnectWalletParameters, connectWallet } from './actions/connectWallet.js'
export {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
} from './actions/connectWalletConnect.js'
export {
  type DisconnectWalletParameters,
  disconnectWallet,
} from './actions/disconnectWallet.js'
export {
  type GetNativeBalanceParameters,
  type GetNativeBalanceReturnType,
  getNativeBalance,
} from './actions/getNativeBalance.js'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from './actions/send/estimateSendFee.js'
export { resetSendForm } from './actions/send/resetSendForm.js'
export {
  estimateSolanaSendFee,
  type SendSolanaErrorType,
  type SendSolanaParameters,
  sendSolana,
} from './actions/send/sendSolana.js'
export { type UpdateSendFormParameters, updateSendForm } from './actions/send/updateSendForm.js'
export {
  type SendTokensErrorType,
  type SendTokensInput,
  sendTokens,
  tokenContract,
  validateSend,
} from './actions/sendTokens.js'
export { setActiveNamespace } from './actions/setActiveNamespace.js'
export { cancelSignIn, prepareSignIn, signIn } from './actions/signIn.js'
export {
  type CreateSwapParameters,
  createSwap,
  type Swap,
  type SwapTarget,
  type SwapWallet,
} from './actions/swap/createSwap.js'
export type { ExecuteSwapErrorType } from './actions/swap/executeSwap.js'
export type { InitSwapErrorType } from './actions/swap/initSwap.js'
export type { PrepareSwapErrorType } from './actions/swap/prepareSwap.js'
export { type SwitchNetworkParameters, switchNetwork } from './actions/switchNetwork.js'
export {
  type CreateEip155ConfigParameters,
  createEip155Config,
} from './adapters/eip155/createEip155Config.js'
export type {
  Eip155Adapter,
  Eip155State,
  Eip155Types,
} from './adapters/eip155/types.js'
export {
  addEmailWallet,
  type EmailWalletConnector,
  type EmbeddedWalletOptions,
} from './adapters/embedded/addEmailWallet.js'
export {
  type CreateEmbeddedProviderParameters,
  createEmbeddedProvider,
  type EmbeddedProvider,
  type EmbeddedProviderEvent,
} from './adapters/embedded/createEmbeddedProvider.js'
export {
  type CreateEmbeddedWalletHostParameters,
  createEmbeddedWalletHost,
  type EmbeddedWalletHost,
} from './adapters/embedded/createEmbeddedWalletHost.js'
export {
  createEmbeddedWalletStorage,
  type EmbeddedWalletStorage,
} from './adapters/embedded/createEmbeddedWalletStorage.js'
export {
  type CreateFrameClientParameters,
  createFrameClient,
  type FrameClient,
  type FrameDocument,
  type FrameElement,
  type FrameEvent,
  type FrameLayout,
  type FrameRequestOptions,
  type FrameTimeoutReason,
} from './adapters/embedded/createFrameClient.js'
export {
  type EmailCooldownSecondsParameters,
  emailCooldownSeconds,
} from './adapters/embedded/emailCooldownSeconds.js'
export {
  type EmailWalletParameters,
  emailWallet,
  emailWalletType,
} from './adapters/embedded/emailWallet.js'
export { type RpcMethodKind, rpcMethodKind } from './adapters/embedded/rpcMethodKind.js'
export type {
  EmbeddedAccountType,
  EmbeddedWalletNoticeKind,
  EmbeddedWalletState,
  FarcasterLoginState,
  SocialLoginState,
} from './adapters/embedded/types.js'
export type {
  SolanaAdapter,
  SolanaNetwork,
  SolanaState,
  SolanaTransferParameters,
  SolanaTypes,
  SplToken,
} from './adapters/solana/types.js'
export type {
  AdapterConnection,
  ChainNamespace,
  ConnectionStatus,
  ConnectorAdapter,
  NamespaceTypes,
  WalletConnector,
} from './adapters/types.js'
export { buildWalletLink } from './adapters/walletconnect/buildWalletLink.js'
export {
  msUntilPairingRefresh,
  pairingExpiresAt,
  pairingLifetimeMs,
  pairingRefreshMarginMs,
} from './adapters/walletconnect/pairingExpiry.js'
export type { WalletConnectParameters } from './adapters/walletconnect/walletConnect.js'
export { walletConnectRelayUrl } from './adapters/walletconnect/walletConnectRelayUrl.js'
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
  createBlockchainApi,
  type Nft,
  type Transaction,
  type TransactionTransfer,
} from './api/createBlockchainApi.js'
export {
  type ConvertApi,
  type CreateConvertApiParameters,
  createConvertApi,
} from './api/createConvertApi.js'
export {
  type CreateHttpClientParameters,
  createHttpClient,
  type HttpClient,
  type HttpClientErrors,
  type HttpRequestParameters,
  type HttpStatusFailure,
} from './api/createHttpClient.js'
export {
  type CreateOnRampApiParameters,
  createOnRampApi,
  type OnRampApi,
} from './api/createOnRampApi.js'
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
export { createAirlock } from './createAirlock.js'
export * from './embedded/index.js'
export {
  AdapterNotConfiguredError,
  type AdapterNotConfiguredErrorType,
  NetworksMismatchError,
  type NetworksMismatchErrorType,
} from './errors/adapter.js'
// Every error class of `errors/` (one file per domain) with its `XErrorType`.
export * from './errors/blockchain.js'
export * from './errors/catalogue.js'
export * from './errors/connector.js'
export * from './errors/embedded.js'
export * from './errors/http.js'
export * from './errors/images.js'
export * from './errors/names.js'
export * from './errors/onRamp.js'
export * from './errors/send.js'
export * from './errors/siwx.js'
export * from './errors/solana.js'
export * from './errors/swap.js'
export * from './errors/walletConnect.js'
export { createNamesApi, type NamesApi } from './names/createNamesApi.js'
export {
  type RegisterAccountNameParameters,
  registerAccountName,
} from './names/registerAccountName.js'
export {
  type ResolveReceiverNameParameters,
  resolveReceiverName,
} from './names/resolveReceiverName.js'
export {
  type CreateNotifierParameters,
  createNotifier,
  type Notification,
  type NotificationKind,
  type Notifier,
} from './notifications/createNotifier.js'
export * from './onramp/index.js'
export { type AccountQueryParameters, accountQueries } from './query/accountQueries.js'
export { createRetryGuard, type RetryGuard } from './query/createRetryGuard.js'
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
  type CheckApproveTransactionParameters,
  checkApproveTransaction,
} from './swap/checkApproveTransaction.js'
export {
  type CheckSwapTransactionParameters,
  checkSwapTransaction,
} from './swap/checkSwapTransaction.js'
export { evmAddressOf } from './swap/evmAddressOf.js'
export { initialSwapState } from './swap/initialSwapState.js'
export { swapAmountUnits } from './swap/swapAmountUnits.js'
export type {
  SwapArguments,
  SwapState,
  SwapStatus,
  SwapToken,
  SwapTransaction,
} from './swap/types.js'
export {
  type ValidateSwapAmountParameters,
  validateSwapAmount,
} from './swap/validateSwapAmount.js'
export {
  resolveTheme,
  type Theme,
  type ThemeMode,
  type ThemeVariables,
  themeCssVariables,
} from './theme.js'
export type {
  Adapters,
  Airlock,
  AirlockConfig,
  AirlockState,
  ConnectAttempt,
  NamespaceAccount,
  SwitchAttempt,
  WalletConnectState,
} from './types/airlock.js'
export type { OnRampProblem, OnRampState, OnRampStatus } from './types/onRamp.js'
export { codeOf } from './utils/codeOf.js'
export { toUnits } from './utils/toUnits.js'
