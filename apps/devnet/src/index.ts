export { defaultDataDir } from './defaultDataDir.js'
export {
  type DevnetCaipNetworkId,
  type DevnetChainDefinition,
  type DevnetChainKind,
  devnetChains,
} from './devnetChains.js'
export {
  ChainStartError,
  type ChainStartErrorType,
  DevnetRunningError,
  type DevnetRunningErrorType,
  InvalidAddressError,
  type InvalidAddressErrorType,
  PortInUseError,
  type PortInUseErrorType,
  SeedError,
  type SeedErrorType,
  UnknownDevnetChainError,
  type UnknownDevnetChainErrorType,
} from './errors/devnet.js'
export { namesResolverAbi } from './evm/abis.js'
export {
  accountAbstractionAddresses,
  entryPointAddress,
  seedPaymasterSignerKey,
} from './evm/accountAbstractionDeployment.js'
export { ensAddresses, ensDeployerKey } from './evm/ensDeployment.js'
export {
  type FarcasterTestAccount,
  farcasterIdRegistryAddress,
  farcasterKeyRegistryAddress,
  farcasterSpareCustodyKey,
  farcasterTestAccounts,
  type SetFarcasterCustodyParameters,
  setFarcasterCustody,
} from './evm/farcasterRegistry.js'
export {
  type FundAddressErrorType,
  type FundAddressParameters,
  type FundAddressReturnType,
  fundAddress,
} from './fundAddress.js'
export {
  type PointNamesResolverParameters,
  pointNamesResolver,
} from './pointNamesResolver.js'
export { type ReadManifestParameters, readManifest } from './readManifest.js'
export {
  type ResetDevnetParameters,
  type ResetDevnetReturnType,
  resetDevnet,
} from './resetDevnet.js'
export {
  type FundSolanaAddressParameters,
  type FundSolanaAddressReturnType,
  fundSolanaAddress,
} from './solana/fundSolanaAddress.js'
export { isSolanaAddress } from './solana/isSolanaAddress.js'
export {
  type SendFromSolanaTreasuryParameters,
  sendFromSolanaTreasury,
  solanaTreasuryIndex,
} from './solana/sendFromSolanaTreasury.js'
export { type SolanaKeys, solanaKeys } from './solana/solanaDeployment.js'
export {
  type RunningSolanaChain,
  type StartSolanaChainParameters,
  startSolanaChain,
} from './solana/startSolanaChain.js'
export {
  type Devnet,
  type DevnetRunningChain,
  type DevnetRunningSolanaChain,
  type StartDevnetErrorType,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet.js'
export {
  type TrustPaymasterSignerParameters,
  trustPaymasterSigner,
} from './trustPaymasterSigner.js'
export { getFreePort } from './utils/getFreePort.js'
export { isPortFree } from './utils/isPortFree.js'
export {
  type ReclaimStaleChainsParameters,
  reclaimStaleChains,
} from './utils/reclaimStaleChains.js'
