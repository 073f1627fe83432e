// The root of `@airlock/protocol`: constants, CAIP identifiers, validators, `BaseError` and the
// error catalogue, and the wire's types. Zod-free (dependency-cruiser checks it in `npm run deps`):
// the schemas themselves are on `@airlock/protocol/schemas` only.
export type {
  AccountMetadataRequest,
  AuthenticateRequest,
  AuthenticateResponse,
  AuthNonceResponse,
  AuthSessionResponse,
  SignOutResponse,
} from './auth.js'
export type {
  Balance,
  BalanceResponse,
  FungiblePriceRequest,
  FungiblePriceResponse,
  HistoryResponse,
  IdentityResponse,
  Nft,
  NftsResponse,
  SupportedChainsResponse,
  Transaction,
  TransactionApproval,
  TransactionTransfer,
} from './blockchain.js'
export {
  type CaipAddress,
  type CaipNetworkId,
  formatCaipAddress,
  formatCaipNetworkId,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.js'
export type {
  GetWalletsQuery,
  GetWalletsResponse,
  Wallet,
} from './catalogue.js'
export * as blockchainChecks from './checks/blockchainChecks.js'
export * as check from './checks/check.js'
export { type Check, ShapeError, type ShapeErrorType } from './checks/check.js'
export * as convertChecks from './checks/convertChecks.js'
export * as onRampChecks from './checks/onRampChecks.js'
export {
  animationTimes,
  cacheTimes,
  displayDecimals,
  embeddedWalletTimes,
  modalDefaults,
  onRampFallback,
  pairingTimes,
  rpcSettings,
  sendNamespaces,
  storageSettings,
  swapSettings,
  telemetryLimits,
  validationLimits,
  walletListLimits,
} from './constants.js'
export type {
  ConvertAllowanceResponse,
  ConvertApproveResponse,
  ConvertBuildRequest,
  ConvertBuildResponse,
  ConvertGasPriceResponse,
  ConvertQuote,
  ConvertQuotesResponse,
  ConvertToken,
  ConvertTokensResponse,
} from './convert.js'
export type {
  DevnetAccount,
  DevnetChain,
  DevnetCollection,
  DevnetManifest,
  DevnetPool,
  DevnetSolanaChain,
  DevnetToken,
} from './devnet.js'
export type {
  AuthShareResponse,
  EmailCodeRequest,
  EmailDeviceResendRequest,
  EmailDeviceResendResponse,
  EmailDeviceStatusResponse,
  EmailMeResponse,
  EmailSignOutResponse,
  EmailStartRequest,
  EmailStartResponse,
  EmailVerifyResponse,
  EmailWalletUser,
  RecoveryCodeRequest,
  RecoveryCodeResponse,
  RecoveryShareResponse,
  RegisterWalletRequest,
  RegisterWalletResponse,
  UpdateEmailStartRequest,
  UpdateEmailStartResponse,
  UpdateEmailVerifyPrimaryResponse,
  UpdateEmailVerifySecondaryResponse,
} from './emailWallet.js'
export {
  BaseError,
  type BaseErrorParameters,
  type BaseErrorType,
  type ErrorType,
} from './errors/base.js'
export {
  PayloadTooLargeError,
  type PayloadTooLargeErrorType,
  RequestAbortedError,
  type RequestAbortedErrorType,
} from './errors/body.js'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from './errors/caip.js'
export {
  type Alert,
  type AlertId,
  addressErrorMessages,
  alerts,
  emailAuthMessages,
  frameErrorMessages,
  httpStatusMessage,
  inputMessages,
  sessionErrorMessages,
  socialErrorMessages,
  userMessages,
  walletMessages,
} from './errors/catalogue.js'
export { isRetryableRpcError } from './errors/isRetryableRpcError.js'
export {
  isMessageCode,
  type MessageCode,
  type MessageParams,
  messageCodeOf,
} from './errors/messageCode.js'
export { HttpStatusError, type HttpStatusErrorType } from './errors/request.js'
export {
  addChainFallbackCodes,
  type RpcErrorCode,
  type RpcErrorCodeInfo,
  rpcErrorCodes,
} from './errors/rpcCodes.js'
export { InvalidChainIdError, type InvalidChainIdErrorType } from './errors/validation.js'
export {
  type EvmChainIdToCoinTypeErrorType,
  evmChainIdToCoinType,
} from './evmChainIdToCoinType.js'
export type { FarcasterStartRequest, FarcasterStartResponse } from './farcaster.js'
export { farcasterLoginLimits } from './farcasterLimits.js'
export type {
  AppRequestEnvelope,
  AppRequestName,
  AppRequestPayload,
  FrameEventEnvelope,
  FrameHandshake,
  FrameRpcRequest,
  FrameSuccessPayload,
  SessionApp,
} from './frame.js'
export {
  appEventPrefix,
  frameContentHeightEvent,
  frameEventPrefix,
  maxFrameContentHeight,
  proxiedRpcMethods,
  readFrameContentHeight,
  readFrameContentWidth,
  type SafeRpcMethod,
  type SolanaRpcMethod,
  safeRpcMethods,
  solanaRpcMethods,
  type UnsafeRpcMethod,
  unsafeRpcMethods,
} from './frameMethods.js'
export type {
  ErrorBody,
  HealthCheck,
  HealthResponse,
} from './http.js'
export type {
  OnRampAmount,
  OnRampNetwork,
  OnRampOptionsResponse,
  OnRampPaymentCurrency,
  OnRampProvider,
  OnRampProvidersResponse,
  OnRampPurchaseCurrency,
  OnRampQuoteRequest,
  OnRampQuoteResponse,
  OnRampUrlRequest,
  OnRampUrlResponse,
  PaymentMethodLimit,
} from './onramp.js'
export type {
  ProfileAccount,
  ProfileAttributes,
  ProfileErrorBody,
  ProfileRegisterRequest,
  ProfileRegistrationMessage,
  ProfileReverseResponse,
  ProfileSuggestionsResponse,
} from './profile.js'
export type {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  AnalyticsEvent,
  FeatureId,
  ProjectConfigResponse,
  RemoteFeature,
  SocialProvider,
} from './projectConfig.js'
export type { BalanceQuery, ChainQuery, HistoryQuery, OnRampOptionsQuery } from './queries.js'
export { readLimitedBody } from './readLimitedBody.js'
export type { SessionRecord } from './sessions.js'
export type {
  SocialAttemptResponse,
  SocialAttemptStatus,
  SocialCallbackRequest,
  SocialCancelRequest,
  SocialIdentitiesResponse,
  SocialIdentity,
  SocialLinkVerifyRequest,
  SocialLoginId,
  SocialResultMessage,
  SocialStartRequest,
  SocialStartResponse,
  SocialUnlinkRequest,
} from './social.js'
export {
  isRightToLeft,
  rightToLeftLocales,
  type SupportedLocale,
  supportedLocales,
} from './supportedLocales.js'
export {
  type AssertEvmChainIdErrorType,
  assertEvmChainId,
} from './validators/assertEvmChainId.js'
export { isEmail } from './validators/isEmail.js'
export { isEvmAddress } from './validators/isEvmAddress.js'
export { isHexData } from './validators/isHexData.js'
export { isNumericInput } from './validators/isNumericInput.js'
export { type IsOneTimeCodeParameters, isOneTimeCode } from './validators/isOneTimeCode.js'
export { isOriginAllowed } from './validators/isOriginAllowed.js'
export { isSignedMessage } from './validators/isSignedMessage.js'
export { isSocialProvider, type OAuthSocialProvider } from './validators/isSocialProvider.js'
export { isSolanaAddress } from './validators/isSolanaAddress.js'
export { isSolanaCommitment, type SolanaCommitment } from './validators/isSolanaCommitment.js'
export { isTransactionHash } from './validators/isTransactionHash.js'
export { isValidName } from './validators/isValidName.js'
export { normalizeAmount, parseAmount } from './validators/normalizeAmount.js'
export {
  type OriginPattern,
  parseOriginPattern,
} from './validators/parseOriginPattern.js'
export {
  authLimits,
  builtInSocialProviders,
  emailWalletLimits,
  historyPageSize,
  maxAnalyticsBodyBytes,
  maxSwapSlippagePercent,
  maxWalletEntries,
  nativeTokenAddress,
  onRampPopup,
  onRampStatus,
  socialLoginLimits,
  socialResultChannel,
} from './wireConstants.js'
