import { ConfigError, type ConfigIssue } from '../errors/config.js'
import { loadNamesConfig, type NamesConfig } from '../names/loadNamesConfig.js'
import { loadOnRampConfig, type OnRampConfig } from '../onramp/loadOnRampConfig.js'
import { loadSocialConfig, type SocialConfig } from '../services/social/loadSocialConfig.js'
import { swapChainIds } from '../swap/swapChainIds.js'
import { defaultDevnet } from './defaultDevnet.js'
import { devnetSolPriceToken } from './devnetSolPriceToken.js'
import {
  loadSolanaChains,
  type SolanaChainConfig,
  solanaRpcUrlVariable,
} from './loadSolanaChains.js'
import { maskUrl } from './maskUrl.js'
import { reachableHost } from './reachableHost.js'
import type { DevnetData } from './readDevnetData.js'
import {
  environment,
  hiddenVariables,
  httpUrl,
  type LogLevel,
  rpcUrlVariable,
  secretVariables,
  swapRouterVariable,
} from './serverEnvironment.js'

export { type LogLevel, logLevels } from './serverEnvironment.js'

/** An EVM chain the server reads through JSON-RPC. */
export type ChainConfig = {
  /** Such as `31337`. */
  chainId: number
  /** CAIP-2 id, such as `eip155:31337`. */
  caipNetworkId: `eip155:${number}`
  name: string
  /** JSON-RPC endpoint. May hold an API key: print it through `maskUrl`. */
  rpcUrl: string
  /**
   * `SWAP_ROUTER_<chainId>`: the Uniswap V2 Router02 swaps go through, on one of the 12 swap
   * chains or a devnet chain (overriding the manifest's). Unset: the devnet's router, Ethereum's
   * Uniswap V2 router on chain 1, else no swaps.
   */
  swapRouter?: `0x${string}`
}

export type LoadConfigOptions = {
  /**
   * The local devnet whose chains are served unless `RPC_URL_<chainId>` says otherwise: `npm
   * start` passes the one it started. Defaults to the checkout's (`defaultDevnet`), if any.
   */
  devnet?: DevnetData | undefined
}

/** The server's settings, read once at start by `loadConfig`. */
export type Config = {
  /** `PORT`. Defaults to `8787`. */
  port: number
  /** `HOST`, the interface to listen on. Defaults to `127.0.0.1`. */
  host: string
  /**
   * `PUBLIC_URL`, where browsers reach this server, without a trailing slash. Defaults to
   * `http://<HOST>:<PORT>` (`http://127.0.0.1:8787`; a wildcard HOST counts as 127.0.0.1).
   */
  publicUrl: string
  /** `DATA_DIR`, absolute. Defaults to `<repo root>/.data`. */
  dataDir: string
  /**
   * `KEYS_DIR`, absolute: where key files are created when their variable is unset (the wallet
   * KEK; `npm start` puts the secure origin's recovery key there too). Kept apart from the
   * database, so a copy of `DATA_DIR` holds no key. Defaults to `${DATA_DIR}-keys`.
   */
  keysDir: string
  /** `DATABASE_URL`: Postgres when set, else PGlite in `${dataDir}/pglite`. Holds a password. */
  databaseUrl: string | undefined
  /**
   * `REDIS_URL`: when set, the relay fans messages out through Redis pub/sub (so several server
   * processes can share one relay URL), and `/health` checks it. Holds a password.
   */
  redisUrl: string | undefined
  /**
   * `RELAY_URLS`: comma-separated `ws://` or `wss://` URLs the relay is also reachable under
   * (another host name, a LAN address, a proxy path). A client's JWT `aud` must name one of them
   * or the relay URL derived from `PUBLIC_URL` (`wss://<host>/relay` for https). Defaults to none.
   */
  relayUrls: readonly string[]
  /**
   * `RELAY_MAILBOX_MIB`: the relay mailbox's size in MiB (every replica's, in the database). A
   * publish that would pass it first evicts expired messages, then the oldest. Defaults to `256`.
   */
  relayMailboxBytes: number
  /**
   * The relay's budgets per client address, for deployments where many clients share one address
   * (carrier-grade NAT, an office): `RELAY_CONNECTIONS_PER_IP` sockets (default 1000),
   * `RELAY_PUBLISH_PER_IP` messages a second (default 500, four seconds' worth at once) and
   * `RELAY_PUBLISH_KIB_PER_IP` KiB a second (default 256, sixteen seconds' worth at once).
   */
  relayPerIp: { connections: number; messagesPerSecond: number; bytesPerSecond: number }
  /** `LOG_LEVEL`. Defaults to `info`. */
  logLevel: LogLevel
  /**
   * `DEV_PROJECT`: whether the `dev` project (allowing `http://localhost:*` and
   * `http://127.0.0.1:*`) exists, so the embedded default needs no set-up. Defaults to `true`;
   * set `false` in production.
   */
  devProject: boolean
  /** The devnet chains, overridden or extended by `RPC_URL_<chainId>`; sorted by chain id. */
  chains: readonly ChainConfig[]
  /**
   * The Solana clusters: `RPC_URL_solana:<ref>`, and the Solana chain of a devnet handed over by
   * `npm start` (or `DEVNET_MANIFEST`). None by default.
   */
  solanaChains: readonly SolanaChainConfig[]
  /**
   * `SOL_PRICE_TOKEN`: an ERC-20 on a served EVM chain (CAIP-10) whose price is SOL's, read from
   * that chain's Uniswap V2 pools as every EVM token's price is (on Ethereum, Wormhole's SOL). Unset:
   * the devnet's wrapped SOL (its WSOL/USDC pool) when the devnet's Solana chain is the only
   * cluster served, else none; without a price, SOL has the devnet's reference price (150 USD)
   * there, and no price elsewhere.
   */
  solPriceToken: string | undefined
  /**
   * `SMTP_URL`: where the e-mail wallet's mail (login codes, device approval links) is sent, such
   * as `smtp://127.0.0.1:8791` (the sandbox's inbox, which `npm start` sets) or
   * `smtps://user:password@smtp.example.org:465`. Unset: e-mail login is off (its routes answer
   * 503). Holds a password: print it through `maskUrl`, never log it.
   */
  smtpUrl: string | undefined
  /**
   * Farcaster login (Sign In With Farcaster through the server's own connect relay, `/v1/channel*`).
   * `FARCASTER_HUB_URL`: the HTTP API of a Farcaster hub (a self-hosted Hubble) that usernames,
   * display names and avatars are read from; `npm start` sets the sandbox's stand-in. Unset: the
   * names the Farcaster app sends are shown. `FARCASTER_RELAY_KEY`: the key the Farcaster app
   * sends as `X-Farcaster-Auth-Relay-Key`; unset, any app may answer (each answer is verified on
   * chain either way). Custody is read from the ID registry on chain 10 (`RPC_URL_10`), or on the
   * devnet's first chain, which has a stand-in at the same address.
   * `FARCASTER_CHANNEL_TTL_SECONDS`: how long a sign-in link (a relay channel) works before the
   * modal asks for a new one. Defaults to 300 (5 min, as the public relay's clients expect).
   */
  farcaster: { hubUrl: string | undefined; relayKey: string | undefined; channelTtlMs: number }
  /** `MAIL_FROM`: the sender of that mail. Defaults to `Airlock <no-reply@localhost>`. */
  mailFrom: string
  /**
   * `SECURE_ORIGIN_URL`: the origin of the secure origin (`apps/secure`), the only browser origin
   * the e-mail wallet's routes answer. Defaults to `http://localhost:8788`: the modal loads the
   * frame from there, the same site as a dapp on `localhost`, so the frame keeps its storage and
   * cookies.
   */
  secureOriginUrl: string
  /**
   * `TRUSTED_PROXIES`: comma-separated IP addresses of the proxies whose `X-Forwarded-For` names
   * the client (the secure origin's proxy, a load balancer), for every per-IP limit (sign-in,
   * e-mail and social login, the relay); compared as written. A request from any other peer is
   * counted under the peer's own address. Defaults to none: no peer is trusted, loopback neither.
   */
  trustedProxies: readonly string[]
  /**
   * `WALLET_KEK`: the key-encryption key (32 bytes, base64) that wraps each user's data key, under
   * which the server keeps the auth share. Unset: `<KEYS_DIR>/wallet-kek`, created (mode 0600) at
   * first use. Secret: never printed. The server has no recovery key: that is the secure
   * origin's (`WALLET_RECOVERY_KEY` of `apps/secure`), so the server never holds two shares.
   */
  walletKek: string | undefined
  /** On-ramp providers and regional rules: `ONRAMP_*`, `COINBASE_ONRAMP_*`, `MELD_PUBLIC_KEY`. */
  onramp: OnRampConfig
  /** Social login providers: `OAUTH_<PROVIDER>_*` and `OIDC_<NAME>_*`. None by default. */
  social: SocialConfig
  /** The name service: `NAMES_ZONE`, `NAMES_RESERVED`, `NAMES_GATEWAY_*`. */
  names: NamesConfig
}

/**
 * The chains of `apps/devnet`'s manifest (anvil on 8545 and 8546), used unless
 * `RPC_URL_<chainId>` says otherwise.
 */
export const defaultChains: readonly ChainConfig[] = devnetChains(defaultDevnet())

function devnetChains(devnet: DevnetData | undefined): ChainConfig[] {
  return (devnet?.manifest.chains ?? []).map((chain) => ({
    chainId: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
  }))
}

/**
 * Reads the server's configuration from environment variables and checks every one of them.
 * Empty values count as unset.
 *
 * @param env - The environment. Defaults to `process.env`.
 * @param options - The devnet to serve; `npm start` passes the one it started.
 * @returns The typed configuration.
 * @throws {ConfigError} When a variable is invalid; its message names each bad variable, the
 * problem and the value (with any password masked).
 *
 * @example
 * import { loadConfig } from '@airlock/server'
 * const config = loadConfig({ PORT: '9000', RPC_URL_1: 'https://rpc.example.org' })
 * config.port // 9000
 * config.chains.map((chain) => chain.caipNetworkId) // ['eip155:1', 'eip155:31337', 'eip155:31338']
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { devnet }: LoadConfigOptions = {},
): Config {
  const localChains = devnet ? devnetChains(devnet) : defaultChains
  // Docker and shells often set a variable to '' to mean "not set".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const issues: ConfigIssue[] = []
  const got = (name: string) => {
    if (hiddenVariables.has(name)) return 'a value that is not shown'
    const value = set[name] ?? ''
    return JSON.stringify(
      secretVariables.has(name) || name.startsWith('RPC_URL_') ? maskUrl(value) : value,
    )
  }

  const result = environment.safeParse(set)
  for (const issue of result.error?.issues ?? []) {
    const variable = String(issue.path[0])
    if (issues.some((known) => known.variable === variable)) continue
    issues.push({ variable, problem: `${issue.message}, got ${got(variable)}` })
  }

  const chains = new Map(localChains.map((chain) => [chain.chainId, chain]))
  for (const [variable, url] of Object.entries(set).sort(([a], [b]) => a.localeCompare(b))) {
    const reference = rpcUrlVariable.exec(variable)?.[1]
    if (reference === undefined || url === undefined || solanaRpcUrlVariable.test(variable))
      continue
    const chainId = /^[1-9]\d{0,15}$/.test(reference) ? Number(reference) : Number.NaN
    if (!Number.isSafeInteger(chainId))
      issues.push({
        variable,
        problem: 'expected RPC_URL_<chainId> with a positive integer chain id, such as RPC_URL_1',
      })
    else if (!httpUrl.safeParse(url).success)
      issues.push({
        variable,
        problem: `expected an http:// or https:// URL, got ${got(variable)}`,
      })
    else
      chains.set(chainId, {
        chainId,
        caipNetworkId: `eip155:${chainId}`,
        name: chains.get(chainId)?.name ?? `Chain ${chainId}`,
        rpcUrl: url,
      })
  }

  // After RPC_URL_<chainId>: a router needs its chain to be served.
  const swapChains = [...swapChainIds, ...localChains.map((chain) => chain.chainId)]
  for (const [variable, router] of Object.entries(set).sort(([a], [b]) => a.localeCompare(b))) {
    const reference = swapRouterVariable.exec(variable)?.[1]
    if (reference === undefined || router === undefined) continue
    const chainId = /^[1-9]\d{0,15}$/.test(reference) ? Number(reference) : Number.NaN
    const chain = chains.get(chainId)
    if (!Number.isSafeInteger(chainId))
      issues.push({
        variable,
        problem:
          'expected SWAP_ROUTER_<chainId> with a positive integer chain id, such as SWAP_ROUTER_1',
      })
    else if (!swapChains.includes(chainId))
      issues.push({
        variable,
        problem: `expected one of the swap chains (${swapChains.join(', ')}), got chain ${chainId}`,
      })
    else if (!/^0x[0-9a-fA-F]{40}$/.test(router))
      issues.push({
        variable,
        problem: `expected a router address (0x and 40 hexadecimal digits), got ${got(variable)}`,
      })
    else if (!chain)
      issues.push({
        variable,
        problem: `expected RPC_URL_${chainId} too: chain ${chainId} is not served`,
      })
    else chains.set(chainId, { ...chain, swapRouter: router as `0x${string}` })
  }

  // The devnet's Solana chain only when a devnet is handed over (`npm start`, `DEVNET_MANIFEST`):
  // the checkout's manifest alone does not mean a Solana facade is running.
  const solana = loadSolanaChains(set, devnet)
  issues.push(...solana.issues)
  // SOL's price from the EVM price oracle: a token on a served chain whose pools price SOL.
  // Unset: on the devnet alone, its wrapped SOL, whose WSOL/USDC pool prices SOL.
  const solPriceToken =
    set.SOL_PRICE_TOKEN?.trim() ||
    devnetSolPriceToken({
      manifest: (devnet ?? defaultDevnet())?.manifest,
      solanaChains: solana.chains,
      chainIds: [...chains.keys()],
    })
  const solPriceMatch = solPriceToken
    ? /^eip155:(\d+):0x[0-9a-fA-F]{40}$/.exec(solPriceToken)
    : null
  if (solPriceToken && !solPriceMatch)
    issues.push({
      variable: 'SOL_PRICE_TOKEN',
      problem: `expected an ERC-20 as CAIP-10, such as eip155:1:0xD31a59c85aE9D8edEFeC411D448f90841571b89c, got ${got('SOL_PRICE_TOKEN')}`,
    })
  else if (solPriceMatch && !chains.has(Number(solPriceMatch[1])))
    issues.push({
      variable: 'SOL_PRICE_TOKEN',
      problem: `expected RPC_URL_${solPriceMatch[1]} too: chain ${solPriceMatch[1]} is not served`,
    })
  const onramp = loadOnRampConfig(set)
  issues.push(...onramp.issues)
  const social = loadSocialConfig(set)
  issues.push(...social.issues)
  const names = loadNamesConfig(set)
  issues.push(...names.issues)

  if (!result.success || issues.length > 0) throw new ConfigError({ issues })
  const { data } = result
  return {
    port: data.PORT,
    host: data.HOST,
    publicUrl: data.PUBLIC_URL ?? `http://${reachableHost(data.HOST)}:${data.PORT}`,
    dataDir: data.DATA_DIR,
    keysDir: data.KEYS_DIR ?? `${data.DATA_DIR}-keys`,
    databaseUrl: data.DATABASE_URL,
    redisUrl: data.REDIS_URL,
    relayUrls: data.RELAY_URLS,
    relayMailboxBytes: data.RELAY_MAILBOX_MIB * 1024 * 1024,
    relayPerIp: {
      connections: data.RELAY_CONNECTIONS_PER_IP,
      messagesPerSecond: data.RELAY_PUBLISH_PER_IP,
      bytesPerSecond: data.RELAY_PUBLISH_KIB_PER_IP * 1024,
    },
    logLevel: data.LOG_LEVEL,
    devProject: data.DEV_PROJECT,
    chains: [...chains.values()].sort((a, b) => a.chainId - b.chainId),
    solanaChains: solana.chains,
    solPriceToken,
    smtpUrl: data.SMTP_URL,
    mailFrom: data.MAIL_FROM,
    farcaster: {
      hubUrl: data.FARCASTER_HUB_URL,
      relayKey: data.FARCASTER_RELAY_KEY,
      channelTtlMs: data.FARCASTER_CHANNEL_TTL_SECONDS * 1000,
    },
    secureOriginUrl: data.SECURE_ORIGIN_URL,
    trustedProxies: data.TRUSTED_PROXIES,
    walletKek: data.WALLET_KEK,
    onramp: onramp.config,
    social: social.config,
    names: names.config,
  }
}
