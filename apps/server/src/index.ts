export { isOriginAllowed } from '@airlock/protocol'
export { queryUsage, type Usage } from './admin/queryUsage.js'
export { rebuildAnalyticsRollups } from './analytics/analyticsRollups.js'
export { loadBundlerKey } from './bundler/loadBundlerKey.js'
export { type CatalogueIndex, createCatalogueIndex } from './catalogue/createCatalogueIndex.js'
export { type Catalogue, prepareCatalogue } from './catalogue/prepareCatalogue.js'
export { formatConfig } from './config/formatConfig.js'
export {
  type ChainConfig,
  type Config,
  defaultChains,
  type LogLevel,
  loadConfig,
  logLevels,
} from './config/loadConfig.js'
export { maskUrl } from './config/maskUrl.js'
export { type CreateAppParameters, createApp } from './createApp.js'
export { createLogger, type Logger } from './createLogger.js'
export {
  type CreateDatabaseParameters,
  createDatabase,
  type Database,
  type DatabaseHandle,
} from './db/createDatabase.js'
export {
  type CreateProjectParameters,
  createProjectParameters,
  createProjectRepository,
  type Project,
  type ProjectRepository,
  projectId,
  type UpdateProjectParameters,
  updateProjectParameters,
} from './db/createProjectRepository.js'
export { acquireDataDirLock, releaseDataDirLock } from './db/dataDirLock.js'
export { runMigrations } from './db/runMigrations.js'
export * as schema from './db/schema.js'
export { ConfigError, type ConfigErrorType, type ConfigIssue } from './errors/config.js'
export {
  ChainIdMismatchError,
  type ChainIdMismatchErrorType,
  HealthCheckTimeoutError,
  type HealthCheckTimeoutErrorType,
  RpcRequestError,
  type RpcRequestErrorType,
  UnexpectedPingReplyError,
  type UnexpectedPingReplyErrorType,
} from './errors/health.js'
export {
  type ClientError,
  type ClientErrorStatus,
  InvalidJsonError,
  type InvalidJsonErrorType,
  isClientError,
  NotFoundError,
  type NotFoundErrorType,
  UnsupportedMediaTypeError,
  type UnsupportedMediaTypeErrorType,
  ValidationError,
  type ValidationErrorType,
  type ValidationIssue,
} from './errors/http.js'
export {
  ProjectAlreadyExistsError,
  type ProjectAlreadyExistsErrorType,
  ProjectNotFoundError,
  type ProjectNotFoundErrorType,
} from './errors/project.js'
export {
  RelayAuthError,
  type RelayAuthErrorType,
  type RelayAuthReason,
  RelayProjectIdRequiredError,
  type RelayProjectIdRequiredErrorType,
  RelayRpcError,
  type RelayRpcErrorType,
  relayErrorCodes,
} from './errors/relay.js'
export { PortInUseError, type PortInUseErrorType } from './errors/server.js'
export {
  createHealthChecks,
  type HealthCheck,
  type HealthChecks,
} from './health/createHealthChecks.js'
export { projectCors, publicCors } from './middleware/cors.js'
export { type ProjectEnv, requireProject } from './middleware/requireProject.js'
export { validateJson } from './middleware/validateJson.js'
export { loadGatewaySigner } from './names/loadGatewaySigner.js'
export { cacheProjectRepository } from './projects/cacheProjectRepository.js'
export { devProjectId, ensureDevProject } from './projects/ensureDevProject.js'
export {
  type CreateRelayParameters,
  createRelay,
  type Relay,
} from './relay/createRelay.js'
export { deriveRelayUrls, relayPath } from './relay/deriveRelayUrls.js'
export { defaultRelayLimits, type RelayLimits, type RelayRate } from './relay/relayLimits.js'
export {
  type VerifyRelayJwtParameters,
  type VerifyRelayJwtReturnType,
  verifyRelayJwt,
} from './relay/verifyRelayJwt.js'
export {
  type StartServerErrorType,
  type StartServerParameters,
  type StartServerReturnType,
  startServer,
} from './startServer.js'
