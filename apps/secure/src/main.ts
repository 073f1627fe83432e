// The built secure origin's entry: `node apps/secure/dist/main.js` (`npm run serve:secure`), set up
// from environment variables (see the README's "Production"). `npm start` starts it from the
// sources instead, beside the server.
import { join } from 'node:path'
import { startSecure } from './startSecure.js'

const env = process.env

function fail(message: string): never {
  console.error(`The secure origin cannot start: ${message}`)
  process.exit(1)
}

function readPort(name: string, fallback: number): number {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    fail(`${name} must be a port number from 0 to 65535, got ${JSON.stringify(value)}`)
  return port
}

function readUrl(name: string, fallback: string): string {
  const value = env[name] || fallback
  let url: URL
  try {
    url = new URL(value)
  } catch {
    fail(`${name} must be an http:// or https:// URL, got ${JSON.stringify(value)}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    fail(`${name} must be an http:// or https:// URL, got ${JSON.stringify(value)}`)
  return url.origin
}

const dataDir = env.SECURE_DATA_DIR || join(process.cwd(), '.data', 'secure')
const secure = await startSecure({
  host: env.SECURE_HOST || '127.0.0.1',
  port: readPort('SECURE_PORT', 8788),
  serverUrl: readUrl('SERVER_URL', 'http://127.0.0.1:8787'),
  dataDir,
  keysDir: env.SECURE_KEYS_DIR || join(process.cwd(), '.data-keys', 'secure'),
  recoveryKeyJwk: env.WALLET_RECOVERY_KEY || undefined,
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
console.log(JSON.stringify({ msg: 'secure origin listening', url: secure.url }))

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    if (closing) return
    closing = true
    // In-flight requests finish; the process ends within 10 s whatever happens.
    setTimeout(() => process.exit(1), 10_000).unref()
    secure.close().then(() => process.exit(0))
  })
