// `npm start`: the whole product on one machine, offline — local chains, server, secure origin,
// sandbox and web app — until Ctrl-C or SIGTERM, which stops every part and frees every port.
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  defaultDataDir,
  pointNamesResolver,
  readManifest,
  reclaimStaleChains,
  startDevnet,
  trustPaymasterSigner,
} from '@airlock/devnet'
import { healthResponse } from '@airlock/protocol/schemas'
import { type SandboxOidcClient, sandboxIdentityProviders, startSandbox } from '@airlock/sandbox'
import {
  ConfigError,
  formatConfig,
  loadBundlerKey,
  loadConfig,
  loadGatewaySigner,
  startServer,
} from '@airlock/server'
import { buildConsole } from '../apps/console/buildConsole.ts'
import { assertPortsFree } from './assertPortsFree.ts'
import { fundBundlerKey } from './fundBundlerKey.ts'

const stops: (() => Promise<unknown>)[] = []
let stopping = false

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error))
  }
  process.exit(code)
}

/**
 * Resolves once every part has started; if one fails, rejects once all have settled, so each part
 * that did start is registered to be stopped.
 */
async function allStarted<T extends readonly unknown[] | []>(starting: T) {
  for (const result of await Promise.allSettled(starting))
    if (result.status === 'rejected') throw result.reason
  return Promise.all(starting)
}

/** Registers a started part to be stopped on exit, whatever happens to the others. */
async function stopLater<T extends { close(): Promise<void> }>(starting: Promise<T>): Promise<T> {
  const part = await starting
  stops.push(() => part.close())
  return part
}

function envPort(name: string, fallback: number): number {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError({
      issues: [{ variable: name, problem: `expected an integer from 1 to 65535, got "${value}"` }],
    })
  }
  return port
}

async function main() {
  const ports = {
    devnet: envPort('DEVNET_PORT', 8545),
    devnetL2: envPort('DEVNET_L2_PORT', 8546),
    solana: envPort('SOLANA_PORT', 8899),
    solanaWs: envPort('SOLANA_WS_PORT', 8900),
    secure: envPort('SECURE_PORT', 8788),
    sandbox: envPort('SANDBOX_PORT', 8790),
    sandboxSmtp: envPort('SANDBOX_SMTP_PORT', 8791),
    web: envPort('WEB_PORT', 3000),
  }
  // Social login: every provider the environment does not configure plays at the sandbox's
  // identity provider, with a client secret made for this start and the secure origin's callback.
  const socialDefaults: Record<string, string> = {}
  const oidcClients: Omit<SandboxOidcClient, 'redirectUris'>[] = []
  for (const { id } of sandboxIdentityProviders) {
    const prefix = `OAUTH_${id.toUpperCase()}`
    if (process.env[`${prefix}_CLIENT_ID`]) continue
    const client = {
      provider: id,
      clientId: `airlock-${id}`,
      clientSecret: randomBytes(24).toString('base64url'),
    }
    oidcClients.push(client)
    socialDefaults[`${prefix}_ISSUER`] = `http://127.0.0.1:${ports.sandbox}/oidc/${id}`
    socialDefaults[`${prefix}_CLIENT_ID`] = client.clientId
    socialDefaults[`${prefix}_CLIENT_SECRET`] = client.clientSecret
  }
  // The server serves the devnet this script starts: its manifest (chains, tokens, pools) and token
  // icons are handed over here, as data; the server itself never imports @airlock/devnet.
  const devnetData = {
    manifest: readManifest({
      ports: { 31337: ports.devnet, 31338: ports.devnetL2 },
      solana: { port: ports.solana, wsPort: ports.solanaWs },
    }),
    tokenIconsDir: dirname(
      createRequire(import.meta.url).resolve('@airlock/devnet/assets/tokens/ETH.svg'),
    ),
  }
  // The server reads the chains this script starts, unless told to read others.
  const config = loadConfig(
    {
      RPC_URL_31337: `http://127.0.0.1:${ports.devnet}`,
      RPC_URL_31338: `http://127.0.0.1:${ports.devnetL2}`,
      // The on-ramp's embedded default is the sandbox's checkout (ONRAMP_SANDBOX_URL= turns it off).
      ONRAMP_SANDBOX_URL: `http://127.0.0.1:${ports.sandbox}`,
      // Farcaster profiles come from the sandbox's hub stand-in (FARCASTER_HUB_URL= turns it off).
      FARCASTER_HUB_URL: `http://127.0.0.1:${ports.sandbox}/farcaster/hub`,
      ...process.env,
      // E-mail (login codes) goes to the sandbox's inbox and the e-mail wallet answers the secure
      // origin this script starts, unless told otherwise.
      SMTP_URL: process.env.SMTP_URL || `smtp://127.0.0.1:${ports.sandboxSmtp}`,
      SECURE_ORIGIN_URL: process.env.SECURE_ORIGIN_URL || `http://localhost:${ports.secure}`,
      // The secure origin this script starts proxies the frame's calls from this machine and names
      // the browser in X-Forwarded-For: its loopback addresses are the one proxy to trust.
      TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? '127.0.0.1,::1,::ffff:127.0.0.1',
      ...socialDefaults,
    },
    { devnet: devnetData },
  )
  // A previous start killed with SIGKILL may have left its chains running on their ports (their
  // watchdog stops them, but maybe not yet): replace them rather than refuse to start.
  const devnetDataDir = process.env.DEVNET_DATA_DIR || defaultDataDir
  await reclaimStaleChains({
    dataDir: devnetDataDir,
    log: (line) => console.log(`[devnet] ${line}`),
  })
  await assertPortsFree([
    { port: ports.devnet, name: 'devnet chain eip155:31337' },
    { port: ports.devnetL2, name: 'devnet chain eip155:31338' },
    { port: ports.solana, name: 'Solana devnet JSON-RPC' },
    { port: ports.solanaWs, name: 'Solana devnet WebSocket' },
    { port: config.port, name: 'server' },
    { port: ports.secure, name: 'secure origin' },
    { port: ports.sandbox, name: 'sandbox' },
    { port: ports.sandboxSmtp, name: 'sandbox SMTP inbox' },
    { port: ports.web, name: 'web app' },
  ])
  console.log(formatConfig(config))

  // What does not need the chains starts beside them (anvil boots in its own processes): the
  // console's build (skipped while the one on disk was made from the present sources), the secure
  // origin and the web app's dev server, each loaded only now.
  const devnetStarting = startDevnet({
    ports: { 31337: ports.devnet, 31338: ports.devnetL2 },
    solana: { port: ports.solana, wsPort: ports.solanaWs },
    dataDir: devnetDataDir,
    log: (line) => console.log(`[devnet] ${line}`),
  }).then((devnet) => {
    // The chains stop last, after everything that reads them.
    stops.unshift(() => devnet.stop())
    return devnet
  })
  // The server serves the operator console from its build, which always matches the checkout.
  const consoleBuilding = buildConsole({
    root: fileURLToPath(new URL('../apps/console', import.meta.url)),
    configFile: fileURLToPath(new URL('../apps/console/vite.config.ts', import.meta.url)),
  })
  const secureStarting = stopLater(
    import('@airlock/secure').then(({ startSecure }) =>
      startSecure({
        port: ports.secure,
        serverUrl: config.publicUrl,
        // The approval screen names the networks the server serves.
        networkNames: Object.fromEntries(
          config.chains.map((chain) => [String(chain.chainId), chain.name]),
        ),
        dataDir: join(config.dataDir, 'secure'),
        // The recovery key beside the KEK, apart from the database.
        keysDir: join(config.keysDir, 'secure'),
        recoveryKeyJwk: process.env.WALLET_RECOVERY_KEY,
      }),
    ),
  )
  // The web app calls the server this script started, wherever its port or public URL is.
  process.env.AIRLOCK_API_URL ??= config.publicUrl
  // After the console's build: creating a dev server sets NODE_ENV to development, which a build
  // beside it would follow.
  const webStarting = stopLater(
    Promise.all([import('vite'), consoleBuilding]).then(async ([{ createServer }]) => {
      const listening = new Set(process.listeners('SIGTERM'))
      const web = await createServer({
        configFile: fileURLToPath(new URL('../apps/web/vite.config.ts', import.meta.url)),
        root: fileURLToPath(new URL('../apps/web', import.meta.url)),
        logLevel: 'warn',
        clearScreen: false,
      })
      // Vite exits on SIGTERM as soon as its own server has closed; here the signal stops every
      // part first (stopAll), the chains last.
      for (const listener of process.listeners('SIGTERM'))
        if (!listening.has(listener)) process.off('SIGTERM', listener)
      await web.listen()
      return web
    }),
  )
  const [devnet] = await allStarted([devnetStarting, consoleBuilding, secureStarting, webStarting])

  // The server's keys the devnet must know, read (or made, on a first start) before the server
  // reads them too.
  const keys = {
    gatewaySigner: await loadGatewaySigner(config),
    paymasterSigner: await loadBundlerKey(config, 'paymaster-signer'),
    bundlers: await Promise.all(
      devnet.chains.map(async (chain) => ({
        rpcUrl: chain.rpcUrl,
        address: (await loadBundlerKey(config, `bundler-${chain.chainId}`)).address,
      })),
    ),
  }
  const [server, sandbox] = await allStarted([
    stopLater(startServer({ config, devnet: devnetData })),
    stopLater(
      startSandbox({
        port: ports.sandbox,
        smtpPort: ports.sandboxSmtp,
        chains: devnet.chains,
        solana: devnet.solana,
        // The Farcaster app stand-in answers this server's connect relay.
        farcasterRelayUrl: config.publicUrl,
        // Their one redirect URI: the secure origin's callback page, exactly.
        oidcClients: oidcClients.map((client) => ({
          ...client,
          redirectUris: [`${config.secureOriginUrl}/social/callback`],
        })),
      }),
    ),
    // The devnet's airlock.test resolves through this server's gateway, signed by its key.
    pointNamesResolver({
      chains: devnet.chains,
      gatewayUrl: `${config.publicUrl}/v1/names/gateway/{sender}/{data}.json`,
      signer: keys.gatewaySigner.address,
    }),
    // ERC-4337 on the devnet: the paymaster sponsors what this server's paymaster key signs, and
    // each chain's bundler key holds ETH to send bundles with. On a restart these are reads only.
    trustPaymasterSigner({ chains: devnet.chains, signer: keys.paymasterSigner.address }),
    ...keys.bundlers.map(({ rpcUrl, address }) => fundBundlerKey(rpcUrl, address)),
  ])

  const health = healthResponse.parse(await fetch(`${server.url}/health`).then((r) => r.json()))
  // performance.now() counts from the process's start, module loading included.
  const seconds = (performance.now() / 1000).toFixed(2)
  console.log(
    [
      '',
      `Airlock is ready in ${seconds} s${devnet.seeded ? ' (devnet seeded on this first start)' : ''}`,
      '',
      `  Web app            http://localhost:${ports.web}`,
      `  Server             ${server.url}/health  (${health.status})`,
      `  Console            ${config.publicUrl}/console/`,
      ...(server.setupUrl
        ? [`  Console setup      ${server.setupUrl}  (once, 24 h: makes the first owner)`]
        : []),
      `  Secure origin      ${config.secureOriginUrl}/?projectId=dev`,
      `  Sandbox            ${sandbox.url}`,
      `  Inbox (e-mail)     ${sandbox.url}/mail  (SMTP ${sandbox.smtpUrl})`,
      ...(oidcClients.length > 0
        ? [
            `  Identity provider  ${sandbox.url}/oidc  (${oidcClients.map((c) => c.provider).join(', ')})`,
          ]
        : []),
      // Chains answer JSON-RPC, not a page: their addresses are printed without a scheme, so a
      // terminal does not offer them as links that open an error.
      '',
      '  Chains (JSON-RPC for your wallet)',
      ...[...devnet.chains, ...(devnet.solana ? [devnet.solana] : [])].map(
        (chain) =>
          `  ${chain.name.padEnd(22)}${chain.rpcUrl.replace(/^https?:\/\//, '')}  (${chain.caipNetworkId})`,
      ),
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  )
}

// `on`, not `once`: while a handler stays registered, the devnet leaves the process's lifetime to
// this script instead of exiting as soon as its chains stop. A second signal forces the exit.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => (stopping ? process.exit(1) : void stopAll(0)))
// A parent that dies without passing its signal on (npm killed with SIGKILL, a closed terminal)
// must not leave the chains and servers running: notice being orphaned and stop.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) void stopAll(0)
}, 1_000).unref()
main().catch((error: unknown) => {
  console.error(
    `\nAirlock could not start: ${error instanceof Error ? error.message : String(error)}`,
  )
  void stopAll(1)
})
