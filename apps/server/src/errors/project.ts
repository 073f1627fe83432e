import { alerts, BaseError } from '@airlock/protocol'

export type ProjectAlreadyExistsErrorType = ProjectAlreadyExistsError & {
  name: 'ProjectAlreadyExistsError'
}
/** A project with this id already exists; nothing was written. */
export class ProjectAlreadyExistsError extends BaseError {
  override name = 'ProjectAlreadyExistsError'
  readonly status = 409
  constructor({ id }: { id: string }) {
    super(`Project "${id}" already exists`)
  }
}

export type ProjectNotFoundErrorType = ProjectNotFoundError & { name: 'ProjectNotFoundError' }
/** No project has this id. */
export class ProjectNotFoundError extends BaseError {
  override name = 'ProjectNotFoundError'
  readonly status = 404
  constructor({ id }: { id: string }) {
    super(`Project "${id}" not found`)
  }
}

export type ProjectVersionConflictErrorType = ProjectVersionConflictError & {
  name: 'ProjectVersionConflictError'
}
/** The edit was based on an older version of the project than the stored one; nothing was written. */
export class ProjectVersionConflictError extends BaseError {
  override name = 'ProjectVersionConflictError'
  readonly status = 409
  /** The stored version, to reload and edit again. */
  readonly currentVersion: number
  constructor({
    id,
    version,
    currentVersion,
  }: { id: string; version: number; currentVersion: number }) {
    super(`Project "${id}" changed since version ${version}`, {
      details: `It is at version ${currentVersion} now: reload it and make the change again.`,
    })
    this.currentVersion = currentVersion
  }
}

export type ProjectDeletionNotConfirmedErrorType = ProjectDeletionNotConfirmedError & {
  name: 'ProjectDeletionNotConfirmedError'
}
/** A project deletion without the id repeated as confirmation; nothing was deleted. */
export class ProjectDeletionNotConfirmedError extends BaseError {
  override name = 'ProjectDeletionNotConfirmedError'
  readonly status = 400
  constructor({ id }: { id: string }) {
    super(`Deleting project "${id}" needs confirm=${id}`, {
      details: 'Repeat the project id as confirm: the project, its origins and its analytics go.',
    })
  }
}

export type ProjectIdNotConfiguredErrorType = ProjectIdNotConfiguredError & {
  name: 'ProjectIdNotConfiguredError'
}
/** The request carries no project id (`?projectId=` or `x-project-id`): the dapp forgot to set it. */
export class ProjectIdNotConfiguredError extends BaseError {
  override name = 'ProjectIdNotConfiguredError'
  readonly status = 400
  constructor() {
    super(alerts.projectIdNotConfigured.shortMessage, {
      details: 'Pass the project id as the projectId query parameter or the x-project-id header.',
    })
  }
}

export type InvalidProjectIdErrorType = InvalidProjectIdError & { name: 'InvalidProjectIdError' }
/**
 * The project id is malformed or names no project. 403, not 401: a project id is a public
 * identifier, not a credential, so there is nothing to authenticate with and retry.
 */
export class InvalidProjectIdError extends BaseError {
  override name = 'InvalidProjectIdError'
  readonly status = 403
  constructor({ id }: { id: string }) {
    super(alerts.invalidProjectId.shortMessage, {
      // Echo at most a prefix: the id comes from the request and may be anything.
      details: `No project has the id "${id.length > 64 ? `${id.slice(0, 64)}…` : id}".`,
    })
  }
}

export type OriginNotAllowedErrorType = OriginNotAllowedError & { name: 'OriginNotAllowedError' }
/** The request's `Origin` is not on the project's allowed origins (an empty list allows none). */
export class OriginNotAllowedError extends BaseError {
  override name = 'OriginNotAllowedError'
  readonly status = 403
  constructor({ origin }: { origin: string | undefined }) {
    super(alerts.invalidAppConfiguration.shortMessage, {
      details: `Origin ${origin ? (origin.length > 256 ? `${origin.slice(0, 256)}…` : origin) : '(none)'} not found on Allowlist`,
    })
  }
}
