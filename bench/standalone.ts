// What the browser benches share: Debian's Chromium launched as e2e/playwright.config.ts does, the
// devnet chains as the fixture pages read them, and a stack of their own on free ports when one
// bench module is run alone (`node --import tsx bench/<name>.ts`).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort, readManifest } from '@airlock/devnet'
import { chromium } from '@playwright/test'
import { startStack } from './startStack.ts'

/** Launches Debian's Chromium (or `CHROMIUM_PATH`) with the flags the e2e suite uses. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** The devnet's chains with the bench stack's RPC URLs, as the fixtures' `BENCH_CHAINS`. */
export function benchChains(rpcUrls: Record<number, string>) {
  return readManifest().chains.map((chain) => ({
    chainId: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrl: rpcUrls[chain.chainId] ?? chain.rpcUrl,
    multicall3: chain.contracts.multicall3,
  }))
}

export type StandaloneUrls = {
  apiUrl: string
  webUrl: string
  rpcUrls: Record<number, string>
  solanaRpcUrl: string
  solanaWsUrl: string
}

/**
 * Starts the product on free ports (in `BENCH_DATA_DIR`, or a fresh directory removed after),
 * runs `measure` against it, and stops it.
 *
 * @example
 * await withStandaloneStack(async ({ apiUrl, rpcUrls }) => console.log(await benchModal({ apiUrl, rpcUrls })))
 */
export async function withStandaloneStack(
  measure: (urls: StandaloneUrls) => Promise<void>,
  { timeoutMs = 240_000 }: { timeoutMs?: number } = {},
) {
  const ports: number[] = []
  while (ports.length < 9) {
    const port = await getFreePort()
    if (!ports.includes(port)) ports.push(port)
  }
  const [devnet = 0, devnetL2 = 0, server = 0, secure = 0, sandbox = 0, web = 0] = ports
  const [solana = 0, solanaWs = 0, smtp = 0] = ports.slice(6)
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'airlock-bench-'))
  const stack = await startStack({
    ports: {
      DEVNET_PORT: devnet,
      DEVNET_L2_PORT: devnetL2,
      SOLANA_PORT: solana,
      SOLANA_WS_PORT: solanaWs,
      PORT: server,
      SECURE_PORT: secure,
      SANDBOX_PORT: sandbox,
      SANDBOX_SMTP_PORT: smtp,
      WEB_PORT: web,
    },
    dataDir,
    timeoutMs,
  })
  try {
    await measure({
      apiUrl: `http://127.0.0.1:${server}`,
      webUrl: `http://localhost:${web}`,
      rpcUrls: { 31337: `http://127.0.0.1:${devnet}`, 31338: `http://127.0.0.1:${devnetL2}` },
      solanaRpcUrl: `http://127.0.0.1:${solana}`,
      solanaWsUrl: `ws://127.0.0.1:${solanaWs}`,
    })
  } finally {
    await stack.stop()
    if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
  }
}
