import { BaseError } from '@airlock/protocol'

/** One environment variable that failed validation, and why. */
export type ConfigIssue = {
  /** The variable's name, such as `PORT`. */
  variable: string
  /** What was expected and what was found, such as `expected an integer from 1 to 65535, got "abc"`. */
  problem: string
}

export type ConfigErrorType = ConfigError & { name: 'ConfigError' }
/** The environment does not describe a server that can start; the message names every bad variable. */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  readonly issues: readonly ConfigIssue[]

  constructor({ issues }: { issues: readonly ConfigIssue[] }) {
    super(
      issues
        .map(({ variable, problem }) => `Invalid environment variable ${variable}: ${problem}`)
        .join('\n'),
    )
    this.issues = issues
  }
}
