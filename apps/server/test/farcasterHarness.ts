import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { type Devnet, farcasterTestAccounts, startDevnet } from '@airlock/devnet'
import { copyDevnetSnapshot, freeDevnetPorts } from '@airlock/test-kit'
import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { createAdaptorServer } from '@hono/node-server'
import type { Hono } from 'hono'
import { privateKeyToAccount } from 'viem/accounts'
import { createLogger } from '../src/createLogger.js'
import { createProjectRepository } from '../src/db/createProjectRepository.js'
import { runMigrations } from '../src/db/runMigrations.js'
import { cacheProjectRepository } from '../src/projects/cacheProjectRepository.js'
import {
  type FarcasterRelayRoutesParameters,
  farcasterRelayRoutes,
} from '../src/routes/farcasterRelay.js'
import {
  type CreateFarcasterRelayContextParameters,
  createFarcasterRelayContext,
} from '../src/services/farcaster/createFarcasterRelayContext.js'
import type { Backend, TestDatabase } from './backends.js'

/** The devnet's first seeded Farcaster account and the others. */
export const [ada, grace, linus] = farcasterTestAccounts as [
  (typeof farcasterTestAccounts)[number],
  (typeof farcasterTestAccounts)[number],
  (typeof farcasterTestAccounts)[number],
]

/** A devnet, a database and the relay served on a free port, with the clock under control. */
export type FarcasterHarness = {
  database: TestDatabase
  devnet: Devnet
  rpcUrl: string
  /** Moves the relay's clock on. */
  advance: (ms: number) => void
  /** Serves a relay app on a free port: its base URL. */
  serve: (app: Hono) => Promise<string>
  /** The relay's routes over this harness's database and chain. */
  relay: (
    options?: Partial<Omit<FarcasterRelayRoutesParameters, 'context'>> &
      Partial<Omit<CreateFarcasterRelayContextParameters, 'db'>>,
  ) => Hono
  dispose: () => Promise<void>
}

export async function openFarcasterHarness(backend: Backend): Promise<FarcasterHarness> {
  const [database, devnet] = await Promise.all([
    backend.open(),
    copyDevnetSnapshot().then(async (dataDir) =>
      startDevnet({ dataDir, ports: await freeDevnetPorts(), fund: [] }),
    ),
  ])
  await runMigrations(database)
  const projects = cacheProjectRepository(createProjectRepository(database.db))
  await projects.create({
    id: 'demo',
    name: 'Demo dapp',
    allowedOrigins: ['http://localhost:3000'],
  })
  const rpcUrl = devnet.chains[0]?.rpcUrl ?? ''
  let offsetMs = 0
  const now = () => new Date(Date.now() + offsetMs)
  const servers: ReturnType<typeof createAdaptorServer>[] = []
  const logger = createLogger({ logLevel: 'silent' })
  return {
    database,
    devnet,
    rpcUrl,
    advance: (ms) => {
      offsetMs += ms
    },
    async serve(app) {
      const server = createAdaptorServer({ fetch: app.fetch })
      server.listen(0, '127.0.0.1')
      await once(server, 'listening')
      servers.push(server)
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    relay: (options = {}) =>
      farcasterRelayRoutes({
        projects,
        logger,
        ...options,
        context: createFarcasterRelayContext({
          db: database.db,
          rpcUrl,
          hubUrl: undefined,
          relayKey: undefined,
          now,
          ...options,
        }),
      }),
    async dispose() {
      for (const server of servers) server.close()
      await devnet.stop()
      await database.dispose()
    },
  }
}

/** `@farcaster/auth-client`'s app and wallet clients, unmodified, against a relay. */
export function farcasterClients(relay: string, rpcUrl: string) {
  const ethereum = viemConnector({ rpcUrl })
  return {
    app: createAppClient({ relay, ethereum }),
    wallet: createWalletClient({ relay, ethereum }),
  }
}

/** Signs a Sign In With Farcaster message as the Farcaster app does, with `privateKey`. */
export async function signIn(
  wallet: ReturnType<typeof createWalletClient>,
  {
    privateKey,
    fid,
    domain,
    nonce,
    uri = 'http://localhost:8788/farcaster',
  }: { privateKey: `0x${string}`; fid: number; domain: string; nonce: string; uri?: string },
) {
  const account = privateKeyToAccount(privateKey)
  const built = wallet.buildSignInMessage({ address: account.address, fid, uri, domain, nonce })
  if (built.isError) throw built.error
  const signature = await account.signMessage({ message: built.message })
  return { message: built.message, signature }
}
