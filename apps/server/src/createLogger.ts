import { type DestinationStream, type Logger, pino, stdSerializers } from 'pino'
import type { Config } from './config/loadConfig.js'

export type { Logger }

// Values that must never reach a log line, wherever a caller puts them (one level of nesting).
const secretKeys = [
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
  'set-cookie',
  'password',
  'secret',
  'token',
  'accessToken',
  'refreshToken',
  'apiKey',
  'privateKey',
  'mnemonic',
  'databaseUrl',
  'redisUrl',
]

const secrets = new Set(secretKeys)
const censor = '***'

/**
 * A copy of `object` with each secret key's value replaced by `***`: at the top level, one level
 * down, and in any `headers` one level down — what pino's `redact` paths `key`, `*.key`,
 * `headers.key` and `*.headers.key` did. The object is copied only where something is replaced,
 * and only plain objects are entered (an `Error` goes through `serializeError`). pino's `redact`
 * parsed every one of its 60 paths again on each log line, a fifth of a cached request's CPU with
 * one log line per request (issue 26); this walks the line's own keys once.
 */
function redactSecrets<T extends object>(object: T, depth = 0): T {
  let copy: Record<string, unknown> | undefined
  for (const key of Object.keys(object)) {
    const value = (object as Record<string, unknown>)[key]
    let replaced = value
    if (secrets.has(key)) replaced = censor
    else if (isPlainObject(value) && (depth === 0 || (depth === 1 && key === 'headers')))
      replaced = redactSecrets(value, depth + 1)
    if (replaced !== value) {
      copy ??= { ...(object as Record<string, unknown>) }
      copy[key] = replaced
    }
  }
  return (copy ?? object) as T
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

// `scheme://user:password@host` inside free text, such as a driver's error message.
const credentialsInText = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi

/** pino's error serializer, with any `scheme://user:password@` in the message or stack masked. */
function serializeError(error: Error) {
  const serialized = stdSerializers.err(error)
  const mask = (text: string) => text.replace(credentialsInText, '$1***@')
  // An error's own fields (a driver's `config`, a client's `headers`) as one level down.
  return redactSecrets(
    {
      ...serialized,
      message: mask(serialized.message),
      ...(serialized.stack ? { stack: mask(serialized.stack) } : {}),
    },
    1,
  )
}

/**
 * Creates the server's JSON logger (pino) at `config.logLevel`. Authorization headers, cookies,
 * passwords, tokens and connection URLs are replaced by `***` wherever they appear in a logged
 * object, and URL passwords inside logged errors too; log the masked summary of `formatConfig`
 * rather than the config itself.
 *
 * @param config - `logLevel` is read. Defaults to `info` through `loadConfig`.
 * @param destination - Where lines go. Defaults to standard output.
 * @returns A pino logger.
 *
 * @example
 * import { createLogger, loadConfig } from '@airlock/server'
 * const logger = createLogger(loadConfig())
 * logger.info({ headers: { authorization: 'Bearer abc' } }, 'request') // authorization: "***"
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    name: 'airlock-server',
    level: config.logLevel,
    formatters: { log: (object: Record<string, unknown>) => redactSecrets(object) },
    serializers: { err: serializeError },
  }
  const logger = destination ? pino(options, destination) : pino(options)
  // A child's bindings are written once, as it is made: they are redacted then. Children are made
  // from their parent's prototype, so theirs go through here too.
  const child = logger.child
  logger.child = function (this: Logger, bindings, childOptions) {
    return child.call(this, redactSecrets(bindings), childOptions)
  } as typeof child
  return logger
}
