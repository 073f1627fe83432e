// Standalone entry: `npx tsx --conditions=@airlock/source apps/server/src/main.ts`.
// Reads the environment, prints the (masked) configuration, starts, and stops cleanly on a signal.
import { formatConfig } from './config/formatConfig.js'
import { type Config, loadConfig } from './config/loadConfig.js'
import { type DevnetData, readDevnetData } from './config/readDevnetData.js'
import { createLogger } from './createLogger.js'
import { ConfigError } from './errors/config.js'
import { PortInUseError } from './errors/server.js'
import { startServer } from './startServer.js'

let config: Config
// `DEVNET_MANIFEST`: the manifest of a local devnet to serve; unset, the checkout's, if any.
let devnet: DevnetData | undefined
try {
  if (process.env.DEVNET_MANIFEST) devnet = readDevnetData(process.env.DEVNET_MANIFEST)
  config = loadConfig(process.env, { devnet })
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

console.log(formatConfig(config))
const logger = createLogger(config)

// `METRICS_TOKEN`: who may read /metrics from elsewhere than loopback (see the README).
const metricsToken = process.env.METRICS_TOKEN || undefined
if (metricsToken !== undefined && metricsToken.length < 16) {
  console.error('METRICS_TOKEN: expected at least 16 characters (openssl rand -hex 16)')
  process.exit(1)
}
// `OTEL_EXPORTER_OTLP_ENDPOINT` (and `OTEL_SERVICE_NAME`): a span per request to that collector.
const otlpEndpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined
if (otlpEndpoint !== undefined && !/^https?:\/\/[^\s]+$/.test(otlpEndpoint)) {
  console.error('OTEL_EXPORTER_OTLP_ENDPOINT: expected an http:// or https:// URL')
  process.exit(1)
}
const server = await startServer({
  config,
  logger,
  metricsToken,
  ...(otlpEndpoint
    ? {
        tracing: {
          endpoint: otlpEndpoint,
          serviceName: process.env.OTEL_SERVICE_NAME || undefined,
        },
      }
    : {}),
  // `REDIS_PREFIX`: keys and channels of this deployment in a shared Redis (default `airlock:`).
  redisPrefix: process.env.REDIS_PREFIX || undefined,
  ...(devnet ? { devnet } : {}),
}).catch((error: unknown) => {
  if (error instanceof PortInUseError) console.error(error.message)
  else logger.fatal({ err: error }, 'server failed to start')
  process.exit(1)
})

// No admin yet: the operator makes the first owner in the console with this one-time link.
if (server.setupUrl)
  console.log(
    `\nNo console admin yet. Make the first owner (link valid 24 h, once):\n  ${server.setupUrl}\n`,
  )

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    // A second signal means "now".
    if (stopping) process.exit(1)
    stopping = true
    logger.info({ signal }, 'shutting down')
    // Whatever hangs, the process is gone within 10 s (an orchestrator's grace period).
    setTimeout(() => {
      logger.error('shutdown took over 10 s, exiting')
      process.exit(1)
    }, 10_000).unref()
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  })
