// The secure frame's entry: reads the page's configuration and speaks the frame protocol with the
// page that framed it. The e-mail login, key and approval handlers join as they are built.
import { createFrameHost } from './createFrameHost.js'
import { readFrameConfig } from './readFrameConfig.js'
import { resolveParentOrigin } from './resolveParentOrigin.js'

const config = readFrameConfig(document)
const lastChainKey = '@airlock-wallet/v1/lastChain'

createFrameHost({
  target: window,
  parent: window.parent,
  parentOrigin: resolveParentOrigin(window.location, document.referrer),
  projectId: config.projectId,
  allowedOrigins: config.allowedOrigins,
  version: config.version,
  onRefused: (reason) => console.warn(`Airlock wallet frame ignored ${reason}`),
  handlers: {
    GET_CHAIN_ID: () => ({ chainId: localStorage.getItem(lastChainKey) ?? config.defaultChainId }),
    SWITCH_NETWORK: ({ chainId }) => {
      localStorage.setItem(lastChainKey, String(chainId))
      return { chainId }
    },
    IS_CONNECTED: () => ({ isConnected: false }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    SYNC_THEME: () => undefined,
    SYNC_DAPP_DATA: () => undefined,
  },
})
