// The secure frame's entry: reads the page's configuration and speaks the frame protocol with the
// page that framed it, with the wallet's session, its key and its approval screen behind it.
import './zodWithoutEval.js'
import { frameContentHeightEvent, socialResultChannel } from '@airlock/protocol'
import type { ApprovalRequest } from './approvalRequest.js'
import { createChainClients } from './createChainClients.js'
import { createEmbeddedAccounts } from './createEmbeddedAccounts.js'
import { createFarcasterLogin } from './createFarcasterLogin.js'
import { createFrameHost } from './createFrameHost.js'
import { createLoginApi } from './createLoginApi.js'
import { createRpcHandler } from './createRpcHandler.js'
import { createSmartAccounts } from './createSmartAccounts.js'
import { createSocialLogin } from './createSocialLogin.js'
import { createSolanaFrame } from './createSolanaFrame.js'
import { createWalletSession } from './createWalletSession.js'
import { createWalletStore } from './createWalletStore.js'
import { textDirection } from './messages/textDirection.js'
import { createFramePermissions } from './permissions/createFramePermissions.js'
import { readFrameConfig } from './readFrameConfig.js'
import { resolveParentOrigin } from './resolveParentOrigin.js'
import { showApproval } from './showApproval.js'
import { showCallsStatus } from './showCallsStatus.js'
import { showSolanaApproval } from './showSolanaApproval.js'
import { syncTheme } from './syncTheme.js'
import { walletKeys } from './walletKeys.js'

const config = readFrameConfig(document)
const store = createWalletStore(localStorage)
const parentOrigin = resolveParentOrigin(window.location, document.referrer)
const chainId = () => store.lastChain() ?? config.defaultChainId
// The modal's language, as its last SYNC_THEME said.
let locale: string | undefined
// The app's name and icon, as its SYNC_DAPP_DATA claimed them: a granted session is remembered
// with them and the origin the handshake bound.
let dappMetadata: { name: string; icon: string | undefined } | undefined
const loginApi = createLoginApi({ frameSession: config.frameSession, locale: () => locale })
const session = config.recoveryKey
  ? createWalletSession({
      api: loginApi,
      store,
      keys: walletKeys,
      projectId: config.projectId,
      origin: () => parentOrigin ?? '',
      recoveryKey: config.recoveryKey,
    })
  : undefined
const social = session
  ? createSocialLogin({
      api: loginApi,
      session,
      projectId: config.projectId,
      deviceId: () => store.deviceId(),
      origin: () => parentOrigin,
      channel: new BroadcastChannel(socialResultChannel),
    })
  : undefined
const farcaster = session
  ? createFarcasterLogin({
      api: loginApi,
      session,
      projectId: config.projectId,
      deviceId: () => store.deviceId(),
      origin: () => parentOrigin,
    })
  : undefined
const requireFarcaster = () => {
  if (!farcaster) throw new Error('Farcaster login is not configured on this secure origin')
  return farcaster
}
const requireSocial = () => {
  if (!social) throw new Error('Social login is not configured on this secure origin')
  return social
}
const requireSession = () => {
  if (!session) throw new Error('E-mail login is not configured on this secure origin')
  return session
}
const chainClients = createChainClients({
  serverUrl: config.serverUrl,
  projectId: config.projectId,
})
const smart = createSmartAccounts({
  client: chainClients,
  bundlerUrl: (id) =>
    `${config.serverUrl}/v1/bundler?chainId=${id}&projectId=${encodeURIComponent(config.projectId)}`,
})
const accounts = session
  ? createEmbeddedAccounts({
      session,
      store,
      smart,
      // The model product's default: the smart account (it signs with ERC-1271, and ERC-6492
      // before its first operation deploys it); the user's choice in AccountSettings wins.
      defaultType: 'smartAccount',
    })
  : undefined
const requireAccounts = () => {
  if (!accounts) throw new Error('E-mail login is not configured on this secure origin')
  return accounts
}
const approve = (request: ApprovalRequest) =>
  showApproval({
    document,
    request,
    requester: parentOrigin ?? '',
    locale,
    networkName: config.networkNames?.[request.chainId],
    onResize: (size) => frameHost.emit(frameContentHeightEvent, size),
  })
// ERC-7715: a dapp's session key, its limits approved here and enforced by the chain.
const permissions = createFramePermissions({
  serverUrl: config.serverUrl,
  projectId: config.projectId,
  client: chainClients,
  smart,
  activeSmartAccount: (id) => requireAccounts().activeSmartAccount(id),
  withAccount: (use) => requireSession().withAccount(use),
  approve,
  onGranted: (pci) =>
    store.addSessionApp({
      pci,
      origin: parentOrigin ?? '',
      ...(dappMetadata?.name ? { name: dappMetadata.name } : {}),
      ...(dappMetadata?.icon ? { icon: dappMetadata.icon } : {}),
    }),
})
const rpc = createRpcHandler({
  serverUrl: config.serverUrl,
  projectId: config.projectId,
  chainId,
  client: chainClients,
  address: () => session?.currentAddress(),
  smartAccount: accounts && {
    address: (id) => accounts.activeSmartAccount(id),
    accounts: smart,
  },
  approve,
  permissions,
  showCallsStatus: (screen) =>
    showCallsStatus({
      document,
      ...screen,
      requester: parentOrigin ?? '',
      locale,
      networkName: config.networkNames?.[screen.chainId],
      explorerUrl: config.explorerUrls?.[screen.chainId],
      onResize: (size) => frameHost.emit(frameContentHeightEvent, size),
    }),
  withAccount: (use) => requireSession().withAccount(use),
})

// The wallet's Solana account: its key derived from the same key, in the frame only.
const solana = createSolanaFrame({
  serverUrl: config.serverUrl,
  projectId: config.projectId,
  session: () => requireSession(),
  storage: localStorage,
  approve: (request) =>
    showSolanaApproval({
      document,
      request,
      requester: parentOrigin ?? '',
      locale,
      onResize: (size) => frameHost.emit(frameContentHeightEvent, size),
    }),
})

const frameHost = createFrameHost({
  target: window,
  parent: window.parent,
  parentOrigin,
  projectId: config.projectId,
  allowedOrigins: config.allowedOrigins,
  version: config.version,
  onRefused: (reason) => console.warn(`Airlock wallet frame ignored ${reason}`),
  handlers: {
    GET_CHAIN_ID: () => ({ chainId: chainId() }),
    SWITCH_NETWORK: ({ chainId }) => {
      store.setLastChain(String(chainId))
      return { chainId }
    },
    CONNECT_EMAIL: ({ email }) => requireSession().connectEmail(email),
    CONNECT_DEVICE: () => requireSession().connectDevice(),
    RESEND_DEVICE_LINK: () => requireSession().resendDeviceLink(),
    CONNECT_OTP: ({ otp }) => requireSession().connectOtp(otp),
    GET_SOCIAL_REDIRECT_URI: (request) => {
      farcaster?.forgetRecovery()
      return requireSocial().redirectUri(request)
    },
    CONNECT_SOCIAL: ({ chainId: requested }) => {
      if (requested !== undefined) store.setLastChain(String(requested))
      return requireSocial().connect({ chainId: chainId() })
    },
    // After a Farcaster approval on a new device the code is that login's recovery code.
    CONNECT_SOCIAL_OTP: ({ otp }) =>
      farcaster?.recovering()
        ? farcaster.recover({ otp, chainId: chainId() })
        : requireSocial().connectOtp({ otp, chainId: chainId() }),
    CANCEL_SOCIAL: () => requireSocial().cancel(),
    GET_FARCASTER_URI: () => requireFarcaster().uri(),
    CONNECT_FARCASTER: (payload) => {
      if (payload?.chainId !== undefined) store.setLastChain(String(payload.chainId))
      return requireFarcaster().connect({ chainId: chainId() })
    },
    // The wallet's social accounts for AccountSettings; the session cookie is this origin's.
    GET_SOCIAL_IDENTITIES: () => {
      requireSocial()
      return loginApi.socialIdentities()
    },
    UNLINK_SOCIAL: ({ id }) => {
      requireSocial()
      return loginApi.socialUnlink(id)
    },
    GET_USER: (payload) => {
      // A Solana cluster is not the EVM chain to remember: the answer names the Solana account.
      if (solana.isCluster(payload?.chainId)) return solana.getUser(String(payload?.chainId))
      if (payload?.chainId !== undefined) store.setLastChain(String(payload.chainId))
      return solana.withAccount(requireAccounts().getUser(chainId()))
    },
    IS_CONNECTED: async () => (session ? session.isConnected() : { isConnected: false }),
    SIGN_OUT: () => requireSession().signOut(),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () =>
      accounts
        ? accounts.enabledNetworks(Object.keys(config.networkNames ?? { [chainId()]: '' }))
        : { smartAccountEnabledNetworks: [] },
    SET_PREFERRED_ACCOUNT: ({ type }) => requireAccounts().setPreferred(type, chainId()),
    RPC_REQUEST: (request) => (solana.handles(request) ? solana.rpc(request) : rpc(request)),
    UPDATE_EMAIL: ({ email }) => requireSession().updateEmail(email),
    UPDATE_EMAIL_PRIMARY_OTP: ({ otp }) => requireSession().updateEmailPrimary(otp),
    UPDATE_EMAIL_SECONDARY_OTP: ({ otp }) => requireSession().updateEmailSecondary(otp),
    SYNC_THEME: (theme) => {
      syncTheme(document, theme)
      if (theme.locale) {
        locale = theme.locale
        document.documentElement.lang = theme.locale
        document.documentElement.dir = textDirection(theme.locale)
      }
      return undefined
    },
    SYNC_DAPP_DATA: ({ metadata }) => {
      dappMetadata = metadata && {
        name: metadata.name,
        // Only an https or data image: the modal shows it as an <img>.
        icon: metadata.icons.find((icon) => /^(https:\/\/|data:image\/)/.test(icon)),
      }
      return undefined
    },
    GET_SESSION_APPS: () => ({ apps: store.sessionApps() }),
    RELOAD: () => {
      // After the answer has gone out.
      setTimeout(() => window.location.reload(), 0)
      return undefined
    },
  },
})
