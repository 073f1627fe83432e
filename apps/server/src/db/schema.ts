// The database's tables, one file per area under `schema/`; drizzle-kit reads them through here
// (`drizzle.config.ts`), and the repositories import them from here.

export {
  adminAudit,
  adminChallenges,
  adminPasskeys,
  adminSessions,
  adminSetupTokens,
  adminUsers,
} from './schema/adminTables.js'
export { authAccounts, authNonces, authSessions } from './schema/authTables.js'
export { bundlerUserOperations, paymasterSponsorships } from './schema/bundlerTables.js'
export {
  emailChanges,
  emailCodeFailures,
  emailDevices,
  emailLoginAttempts,
  emailSessions,
  emailThrottles,
  emailUsers,
  emailWallets,
} from './schema/emailWalletTables.js'
export { farcasterChannels } from './schema/farcasterTables.js'
export {
  accountTransactions,
  chainTransactions,
  chainTransfers,
  indexedBlocks,
  indexerChains,
} from './schema/indexerTables.js'
export { profileNames } from './schema/profileTables.js'
export { analyticsDaily, analyticsEvents, projects, wallets } from './schema/projectTables.js'
export { relayAcks, relayMessages, relaySamples } from './schema/relayTables.js'
export { socialIdentities, socialLinkCodes, socialLoginAttempts } from './schema/socialTables.js'
export { solanaAccountTransactions, solanaIndexedAccounts } from './schema/solanaIndexTables.js'
