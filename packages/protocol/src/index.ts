export {
  type AccountMetadataRequest,
  type AuthenticateRequest,
  type AuthenticateResponse,
  type AuthNonceResponse,
  type AuthSessionResponse,
  accountMetadataRequest,
  authenticateRequest,
  authenticateResponse,
  authLimits,
  authNonceResponse,
  authSessionResponse,
  type SignOutResponse,
  signOutResponse,
} from './auth.js'
export {
  type Balance,
  type BalanceResponse,
  balance,
  balanceResponse,
  type FungiblePriceRequest,
  type FungiblePriceResponse,
  fungiblePriceRequest,
  fungiblePriceResponse,
  type HistoryResponse,
  historyPageSize,
  historyResponse,
  type IdentityResponse,
  identityResponse,
  type Nft,
  type NftsResponse,
  nativeTokenAddress,
  nft,
  nftsResponse,
  type SupportedChainsResponse,
  supportedChainsResponse,
  type Transaction,
  type TransactionApproval,
  type TransactionTransfer,
  transaction,
  transactionApproval,
  transactionTransfer,
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
export {
  type GetWalletsQuery,
  type GetWalletsResponse,
  getWalletsQuery,
  getWalletsResponse,
  maxWalletEntries,
  type Wallet,
  wallet,
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
export {
  type ConvertAllowanceResponse,
  type ConvertApproveResponse,
  type ConvertBuildRequest,
  type ConvertBuildResponse,
  type ConvertGasPriceResponse,
  type ConvertQuote,
  type ConvertQuotesResponse,
  type ConvertToken,
  type ConvertTokensResponse,
  convertAllowanceResponse,
  convertApproveResponse,
  convertBuildRequest,
  convertBuildResponse,
  convertGasPriceResponse,
  convertQuote,
  convertQuotesResponse,
  convertToken,
  convertTokensResponse,
  maxSwapSlippagePercent,
} from './convert.js'
export {
  type DevnetAccount,
  type DevnetChain,
  type DevnetCollection,
  type DevnetManifest,
  type DevnetPool,
  type DevnetToken,
  devnetAccount,
  devnetChain,
  devnetCollection,
  devnetManifest,
  devnetPool,
  devnetToken,
} from './devnet.js'
export {
  type AuthShareResponse,
  authShareResponse,
  type EmailCodeRequest,
  type EmailDeviceStatusResponse,
  type EmailMeResponse,
  type EmailSignOutResponse,
  type EmailStartRequest,
  type EmailStartResponse,
  type EmailVerifyResponse,
  type EmailWalletUser,
  emailAddress,
  emailCodeRequest,
  emailDeviceId,
  emailDeviceStatusResponse,
  emailMeResponse,
  emailSignOutResponse,
  emailStartRequest,
  emailStartResponse,
  emailVerifyResponse,
  emailWalletLimits,
  emailWalletUser,
  oneTimeCode,
  type RecoveryCodeRequest,
  type RecoveryCodeResponse,
  type RecoveryShareResponse,
  type RegisterWalletRequest,
  type RegisterWalletResponse,
  recoveryCodeRequest,
  recoveryCodeResponse,
  recoveryShare,
  recoveryShareResponse,
  registerWalletRequest,
  registerWalletResponse,
  type UpdateEmailStartRequest,
  type UpdateEmailStartResponse,
  type UpdateEmailVerifyPrimaryResponse,
  type UpdateEmailVerifySecondaryResponse,
  updateEmailStartRequest,
  updateEmailStartResponse,
  updateEmailVerifyPrimaryResponse,
  updateEmailVerifySecondaryResponse,
  walletShare,
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
  frameErrorMessages,
  httpStatusMessage,
  inputMessages,
  sessionErrorMessages,
  userMessages,
  walletMessages,
} from './errors/catalogue.js'
export { isRetryableRpcError } from './errors/isRetryableRpcError.js'
export { type MessageCode, type MessageParams, messageCodeOf } from './errors/messageCode.js'
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
export {
  type AppRequestEnvelope,
  type AppRequestName,
  type AppRequestPayload,
  appEventPrefix,
  appRequestEnvelope,
  appRequestPayloads,
  type FrameEventEnvelope,
  type FrameHandshake,
  type FrameRpcRequest,
  type FrameSuccessPayload,
  frameEventEnvelope,
  frameEventPrefix,
  frameHandshake,
  frameRpcRequest,
  frameSuccessPayloads,
  proxiedRpcMethods,
  type SafeRpcMethod,
  safeRpcMethods,
  type UnsafeRpcMethod,
  unsafeRpcMethods,
} from './frame.js'
export {
  type ErrorBody,
  errorBody,
  type HealthCheck,
  type HealthResponse,
  healthCheck,
  healthResponse,
} from './http.js'
export {
  type OnRampAmount,
  type OnRampNetwork,
  type OnRampOptionsResponse,
  type OnRampPaymentCurrency,
  type OnRampProvider,
  type OnRampProvidersResponse,
  type OnRampPurchaseCurrency,
  type OnRampQuoteRequest,
  type OnRampQuoteResponse,
  type OnRampUrlRequest,
  type OnRampUrlResponse,
  onRampAmount,
  onRampNetwork,
  onRampOptionsResponse,
  onRampPaymentCurrency,
  onRampPopup,
  onRampProvider,
  onRampProvidersResponse,
  onRampPurchaseCurrency,
  onRampQuoteRequest,
  onRampQuoteResponse,
  onRampStatus,
  onRampUrlRequest,
  onRampUrlResponse,
  type PaymentMethodLimit,
  paymentMethodLimit,
} from './onramp.js'
export {
  type AllowedOriginsResponse,
  type AnalyticsConfigResponse,
  type AnalyticsEvent,
  allowedOriginsResponse,
  analyticsConfigResponse,
  analyticsEvent,
  type FeatureId,
  featureId,
  maxAnalyticsBodyBytes,
  type ProjectConfigResponse,
  projectConfigResponse,
  type RemoteFeature,
  remoteFeature,
  type SocialProvider,
  socialProvider,
} from './projectConfig.js'
export type { BalanceQuery, ChainQuery, HistoryQuery, OnRampOptionsQuery } from './queries.js'
export { readLimitedBody } from './readLimitedBody.js'
export {
  builtInSocialProviders,
  type SocialAttemptResponse,
  type SocialAttemptStatus,
  type SocialCallbackRequest,
  type SocialIdentitiesResponse,
  type SocialIdentity,
  type SocialLinkVerifyRequest,
  type SocialLoginId,
  type SocialResultMessage,
  type SocialStartRequest,
  type SocialStartResponse,
  type SocialUnlinkRequest,
  socialAttemptResponse,
  socialAttemptStatus,
  socialCallbackRequest,
  socialIdentitiesResponse,
  socialIdentity,
  socialLinkVerifyRequest,
  socialLoginId,
  socialLoginLimits,
  socialRequestPayloads,
  socialResultChannel,
  socialResultMessage,
  socialStartRequest,
  socialStartResponse,
  socialSuccessPayloads,
  socialUnlinkRequest,
} from './social.js'
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
  originPattern,
  parseOriginPattern,
} from './validators/parseOriginPattern.js'
