// What `npm run bench` holds each figure to: a ceiling, or a floor where more is better. Budgets
// live here, not in timed tests.

export const budgets = {
  /** First start on a fresh machine: seeds both chains' 60-day history. */
  coldStartMs: 45_000,
  /** Every later start, to all parts healthy. */
  warmStartMs: 6_000,
  /** node_modules after `npm ci`. */
  installedSizeMb: 600,
  /** `GET /getWallets` first page, 50 connections: at least this many requests per second… */
  'getWallets.page.requestsPerSecond': 3_000,
  /** …with this 99th-percentile latency, and the same for a search. */
  'getWallets.page.p99Ms': 15,
  'getWallets.search.p99Ms': 15,
  /** Gzip KiB a minimal dapp's first-load JS grows by with Airlock (bench/fixtures/, vite build). */
  'modal.firstLoad.deltaKiB': 20,
  /** Click on Connect → dialog listing the injected wallet: first open (loads the modal's chunk)… */
  'modal.openMs': 50,
  /** …opened again… */
  'modal.reopenMs': 50,
  /** …and both with the Airlock server never answering. */
  'modal.serverDown.openMs': 50,
  'modal.serverDown.reopenMs': 50,
  /** Click on the wallet → the Connect button shows the account's short address. */
  'modal.connectMs': 50,
  /** JS heap of the dapp with the modal open, after a forced garbage collection. */
  'modal.heapMiB': 6,
  /** Balances of demo account #1 at 50 connections: cached (30 s) and forced past the cache. */
  'blockchain.balance.cached.p99Ms': 20,
  'blockchain.balance.cold.p99Ms': 150,
  /** First page of history at 50 connections. */
  'blockchain.history.firstPage.p99Ms': 100,
  /** The indexer's catch-up over both seeded chains at start. */
  'blockchain.indexer.catchUpMs': 5_000,
  /** `GET /v1/convert/quotes` at 50 connections, the worse p99 of ETH → USDC and USDC → DAI. */
  'convert.quote.p99Ms': 50,
  /** `eth_estimateUserOperationGas` for a new SimpleAccount's first operation, one at a time. */
  'bundler.estimate.p99Ms': 100,
  /** `eth_sendUserOperation` → its receipt at the default bundling interval (500 ms), median. */
  'bundler.sendToReceipt.medianMs': 3_000,
  /** Sign-in: `POST /auth/v1/authenticate` with an EOA signature, one at a time. */
  'auth.authenticate.serial.p99Ms': 30,
  /** WalletConnect through our relay: URI shown → session settled; personal_sign round trip. */
  'relay.pairing.medianMs': 500,
  'relay.personalSign.medianMs': 100,
  /** N pairs publishing: messages per second delivered, p99 publish → delivery. */
  'relay.throughput.messagesPerSecond': 2_000,
  'relay.throughput.p99Ms': 100,
  /** Concurrent sockets held by one process. */
  'relay.sockets.opened': 5_000,
  /** Solana facade: a kit transfer from `sendTransaction` to its `confirmed` notification. */
  'solana.sendToConfirmed.p50Ms': 50,
  /** Balances of the Solana demo account #1 at 50 connections, cached; its history's first page. */
  'solana.balance.cached.p99Ms': 20,
  'solana.history.firstPage.p99Ms': 100,
  /**
   * The Airlock fixture offering a Solana cluster (bench/solanaModal.ts): its first-load JS beside
   * the same fixture without Solana (gzip KiB), and the Solana chunks Chromium requested before
   * first paint (none: Solana's code loads for a Solana wallet only)…
   */
  'solanaModal.firstLoad.deltaKiB': 0.5,
  'solanaModal.firstPaint.solanaChunks': 0,
  /** …click on the test wallet's Solana side → the Connect button shows the Solana account… */
  'solanaModal.connectMs': 100,
  /** …and the JS heap with EVM and Solana both connected, after a forced garbage collection. */
  'solanaModal.bothConnected.heapMiB': 8,
  /** Last keystroke of a swap amount → the quote shown, 300 ms debounce included (Chromium). */
  'swap.keystrokeToQuoteMs': 400,
  /**
   * The console's usage queries (`queryUsage`, read from the daily rollups) over 1 million
   * generated events: one project and all projects, 30 days, on PGlite and on Postgres.
   */
  'console.usage.pglite.project.p99Ms': 200,
  'console.usage.pglite.all.p99Ms': 200,
  'console.usage.postgres.project.p99Ms': 200,
  'console.usage.postgres.all.p99Ms': 200,
  /** Click on a social tile → `window.open` returned the provider's window, inside the click… */
  'social.clickToPopupMs': 50,
  /** …and the secure origin's callback page → the dapp connected (a returning login, Chromium). */
  'social.callbackToConnectedMs': 1_000,
  /** Farcaster's connect relay: `POST /v1/channel`, one at a time and 10 at a time (issue 18)… */
  'farcaster.channel.serial.p99Ms': 20,
  'farcaster.channel.concurrent10.p99Ms': 20,
  /** …and the sandbox app's approval → the web app connected, at the default 400 ms poll. */
  'farcaster.approvalToConnectedMs': 1_500,
  /** Names at 500 registered (bench/names.ts, 10 connections): suggestions and a gateway answer… */
  'names.suggestions.p99Ms': 20,
  'names.gateway.p99Ms': 20,
  /** …and viem's `getEnsAddress` of a registered name on the stack's devnet (CCIP-Read), median. */
  'names.getEnsAddress.medianMs': 100,
}

/** Budgets that are floors (more is better); every other budget is a ceiling. */
export const floors = new Set([
  'getWallets.page.requestsPerSecond',
  'relay.throughput.messagesPerSecond',
  'relay.sockets.opened',
])
export const withinBudget = (key: string, value: number, budget: number) =>
  floors.has(key) ? value >= budget : value <= budget
