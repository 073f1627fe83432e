export { copyDevnetSnapshot } from './copyDevnetSnapshot.js'
export {
  createSolanaTestWalletHandler,
  type SolanaTestKeypair,
  type SolanaTestWalletHandler,
} from './createSolanaTestWalletHandler.js'
export {
  createTestWalletHandler,
  type TestWalletAnswer,
  type TestWalletHandler,
} from './createTestWalletHandler.js'
export {
  type CreateWalletConnectWalletParameters,
  createWalletConnectWallet,
  type WalletConnectWallet,
  type WalletConnectWalletRequest,
} from './createWalletConnectWallet.js'
export { demoAccounts } from './demoAccounts.js'
export { type DevnetSnapshot, default as devnetGlobalSetup } from './devnetGlobalSetup.js'
export { freeDevnetPorts } from './freeDevnetPorts.js'
export {
  type InjectSolanaTestWalletParameters,
  injectSolanaTestWallet,
  type SolanaTestWallet,
} from './injectSolanaTestWallet.js'
export {
  type InjectTestWalletParameters,
  injectTestWallet,
  type TestWallet,
  type TestWalletChain,
} from './injectTestWallet.js'
export {
  type InstalledSolanaTestWallet,
  type InstallSolanaTestWalletParameters,
  installSolanaTestWallet,
} from './installSolanaTestWallet.js'
export {
  type InstalledTestWallet,
  type InstallTestWalletParameters,
  installTestWallet,
} from './installTestWallet.js'
export { randomSolanaKeypair } from './randomSolanaKeypair.js'
export { solanaTestWalletInfo } from './solanaTestWalletInfo.js'
export { testWalletInfo } from './testWalletInfo.js'
