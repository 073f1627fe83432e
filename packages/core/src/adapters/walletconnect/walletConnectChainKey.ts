/**
 * The key in wagmi's storage under which the WalletConnect connector keeps its session's chain,
 * from approval until the session ends: its presence tells the eip155 adapter to load the
 * connector before restoring the last connection. Kept apart so the adapter can read it without
 * loading the connector's chunk.
 */
export const walletConnectChainKey = 'airlock.walletConnect.chainId'
