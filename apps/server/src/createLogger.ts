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

/** pino `redact` paths: each secret key at the top level, one level down and in any `headers`. */
const redactPaths = secretKeys.flatMap((key) => {
  const property = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`
  return [
    property.startsWith('.') ? key : property,
    `*${property}`,
    `headers${property}`,
    `*.headers${property}`,
  ]
})

// `scheme://user:password@host` inside free text, such as a driver's error message.
const credentialsInText = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]+@/gi

/** pino's error serializer, with any `scheme://user:password@` in the message or stack masked. */
function serializeError(error: Error) {
  const serialized = stdSerializers.err(error)
  const mask = (text: string) => text.replace(credentialsInText, '$1***@')
  return {
    ...serialized,
    message: mask(serialized.message),
    ...(serialized.stack ? { stack: mask(serialized.stack) } : {}),
  }
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
    redact: { paths: redactPaths, censor: '***' },
    serializers: { err: serializeError },
  }
  return destination ? pino(options, destination) : pino(options)
}
