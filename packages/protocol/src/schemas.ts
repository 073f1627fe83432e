// `@airlock/protocol/schemas`: every request, query-string and response schema of the wire, as
// zod schemas, for whoever parses what it receives (the server, the secure origin, the embedded
// wallet's frame client, tests). Schemas are here only: the root stays zod-free. The types of the
// same names in PascalCase come from the root; the frame's payload schemas by message name are on
// `@airlock/protocol/payloads`.

export {
  accountMetadataRequest,
  authenticateRequest,
  authenticateResponse,
  authNonceResponse,
  authSessionResponse,
  signOutResponse,
} from './auth.js'
export {
  balance,
  balanceResponse,
  fungiblePriceRequest,
  fungiblePriceResponse,
  historyResponse,
  identityResponse,
  nft,
  nftsResponse,
  supportedChainsResponse,
  transaction,
  transactionApproval,
  transactionTransfer,
} from './blockchain.js'
export {
  getWalletsQuery,
  getWalletsResponse,
  wallet,
} from './catalogue.js'
export {
  convertAllowanceResponse,
  convertApproveResponse,
  convertBuildRequest,
  convertBuildResponse,
  convertGasPriceResponse,
  convertQuote,
  convertQuotesResponse,
  convertToken,
  convertTokensResponse,
} from './convert.js'
export {
  devnetAccount,
  devnetChain,
  devnetCollection,
  devnetManifest,
  devnetPool,
  devnetToken,
} from './devnet.js'
export {
  authShareResponse,
  emailAddress,
  emailCodeRequest,
  emailDeviceId,
  emailDeviceResendRequest,
  emailDeviceResendResponse,
  emailDeviceStatusResponse,
  emailMeResponse,
  emailSignOutResponse,
  emailStartRequest,
  emailStartResponse,
  emailVerifyResponse,
  emailWalletUser,
  oneTimeCode,
  recoveryCodeRequest,
  recoveryCodeResponse,
  recoveryShare,
  recoveryShareResponse,
  registerWalletRequest,
  registerWalletResponse,
  updateEmailStartRequest,
  updateEmailStartResponse,
  updateEmailVerifyPrimaryResponse,
  updateEmailVerifySecondaryResponse,
  walletShare,
} from './emailWallet.js'
export { farcasterStartRequest, farcasterStartResponse } from './farcaster.js'
export {
  appRequestEnvelope,
  frameEventEnvelope,
  frameHandshake,
  frameRpcRequest,
  sessionApp,
} from './frame.js'
export {
  errorBody,
  healthCheck,
  healthResponse,
} from './http.js'
export {
  onRampAmount,
  onRampNetwork,
  onRampOptionsResponse,
  onRampPaymentCurrency,
  onRampProvider,
  onRampProvidersResponse,
  onRampPurchaseCurrency,
  onRampQuoteRequest,
  onRampQuoteResponse,
  onRampUrlRequest,
  onRampUrlResponse,
  paymentMethodLimit,
} from './onramp.js'
export { originPattern } from './originPattern.js'
export {
  profileAccount,
  profileAttributes,
  profileErrorBody,
  profileRegisterRequest,
  profileRegistrationMessage,
  profileReverseResponse,
  profileSuggestionsResponse,
} from './profile.js'
export {
  allowedOriginsResponse,
  analyticsConfigResponse,
  analyticsEvent,
  featureId,
  projectConfigResponse,
  remoteFeature,
  socialProvider,
} from './projectConfig.js'
export {
  balanceQuery,
  chainQuery,
  historyQuery,
  onRampOptionsQuery,
} from './queries.js'
export {
  socialAttemptResponse,
  socialAttemptStatus,
  socialCallbackRequest,
  socialCancelRequest,
  socialIdentitiesResponse,
  socialIdentity,
  socialLinkVerifyRequest,
  socialLoginId,
  socialResultMessage,
  socialStartRequest,
  socialStartResponse,
  socialUnlinkRequest,
} from './social.js'
