import { serve } from '@hono/node-server'
import { createSandboxApp } from './createSandboxApp.js'
import { createMailbox } from './mail/createMailbox.js'
import { startSmtpInbox } from './mail/startSmtpInbox.js'
import { createOidcStandIn } from './oidc/createOidcStandIn.js'
import type { SandboxOidcClient } from './oidc/sandboxIdentityProviders.js'
import type { TreasuryChain } from './onramp/createTreasury.js'

export type StartSandboxOptions = {
  /** Defaults to `127.0.0.1`. */
  host?: string | undefined
  /** Defaults to `8790`. */
  port?: number | undefined
  /** The SMTP inbox's port, on `host`. Defaults to `8791`; `0` picks a free one. */
  smtpPort?: number | undefined
  /**
   * Devnet chains (ids and RPC URLs, such as `devnet.chains`) the on-ramp checkout delivers on.
   * Defaults to none: no on-ramp stand-in.
   */
  chains?: readonly TreasuryChain[] | undefined
  /** The devnet's Solana chain (`devnet.solana`): the on-ramp delivers SOL and USDC there too. */
  solana?: { rpcUrl: string } | undefined
  /**
   * The Airlock server's clients of the identity provider stand-in (Google, X, Discord, Apple,
   * GitHub, Facebook at `/oidc/<id>`): client ids, secrets and exact redirect URIs, as the server
   * is configured. Defaults to none: no identity provider.
   */
  oidcClients?: readonly SandboxOidcClient[] | undefined
  /**
   * The Farcaster connect relay (the Airlock server's URL) that the Farcaster app stand-in
   * (`/farcaster`) answers. Defaults to none: no Farcaster app.
   */
  farcasterRelayUrl?: string | undefined
}

export type StartSandboxReturnType = {
  /** Such as `http://127.0.0.1:8790`; the inbox is at `${url}/mail`. */
  url: string
  /** Such as `smtp://127.0.0.1:8791`: the `SMTP_URL` to give the server. */
  smtpUrl: string
  close(): Promise<void>
}

/**
 * Serves the sandbox until `close()` is called: the HTTP app and the SMTP inbox behind `/mail`.
 * Resolves with both addresses (`smtpUrl` is the `SMTP_URL` to give the server).
 *
 * @example
 * import { startSandbox } from '@airlock/sandbox'
 * const sandbox = await startSandbox({ port: 8790, chains: devnet.chains })
 */
export async function startSandbox({
  host = '127.0.0.1',
  port = 8790,
  smtpPort = 8791,
  chains,
  solana,
  oidcClients,
  farcasterRelayUrl,
}: StartSandboxOptions = {}) {
  const mailbox = createMailbox()
  const smtp = await startSmtpInbox({ mailbox, host, port: smtpPort })
  const oidc = oidcClients?.length ? createOidcStandIn({ clients: oidcClients }) : undefined
  const app = createSandboxApp({
    ...(chains?.length ? { onRamp: { chains, solana } } : {}),
    mail: { mailbox, smtpUrl: smtp.url },
    oidc,
    ...(farcasterRelayUrl
      ? { farcaster: { relayUrl: farcasterRelayUrl, relayKey: process.env.FARCASTER_RELAY_KEY } }
      : {}),
  })
  return new Promise<StartSandboxReturnType>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info) => {
      const url = `http://${host}:${info.port}`
      const close = async () => {
        const http = new Promise<void>((done) => server.close(() => done()))
        await Promise.all([http, smtp.close()])
      }
      // The issuers name the sandbox's own URL, known only now (the port may be picked at listen).
      ;(oidc ? oidc.start(url) : Promise.resolve()).then(
        () => resolve({ url, smtpUrl: smtp.url, close }),
        (error: unknown) => void close().finally(() => reject(error)),
      )
    })
    server.once('error', (error: NodeJS.ErrnoException) => {
      void smtp.close()
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use (sandbox)`, { cause: error })
          : error,
      )
    })
  })
}
