// `npm run bench`: measures and prints the product's figures, writes bench/results.json, and exits
// non-zero when a figure misses its budget (bench/budgets.ts). Budgets live there, not in timed tests.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchAuth } from './auth.ts'
import { benchBlockchain } from './blockchain.ts'
import { budgets, floors, withinBudget } from './budgets.ts'
import { benchBundler, benchSwapBatch } from './bundler.ts'
import { benchCatalogue } from './catalogue.ts'
import { benchConsoleUsage } from './consoleUsage.ts'
import { benchConvert } from './convert.ts'
import { benchFarcaster, benchFarcasterLogin, printFarcaster } from './farcaster.ts'
import { type BenchModalReturnType, benchModal } from './modal.ts'
import { benchEnsResolution, benchNames } from './names.ts'
import { benchRelay } from './relay.ts'
import { benchReplicas, pacedVerdicts, replicasExplained } from './replicas.ts'
import { benchSizeLimit } from './sizeLimit.ts'
import { benchSocial, printSocial } from './social.ts'
import { benchSolana } from './solana.ts'
import {
  benchSolanaModal,
  printSolanaModal,
  runSolanaModalOnly,
  solanaModalDetails,
} from './solanaModal.ts'
import { benchSpeed, printSpeed } from './speed.ts'
import {
  printSpeedTargets,
  runSpeedOnly,
  speedDetails,
  speedFigures,
  speedTargets,
} from './speedRun.ts'
import { runSpeedTrace } from './speedTrace.ts'
import { startStack } from './startStack.ts'
import { benchPorts, runStartOnly, timeStarts } from './startTimes.ts'
import { benchSwapQuote } from './swapQuote.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

// Ports away from the defaults, so a running `npm start` does not disturb the figures.
const ports = benchPorts

function directorySize(path: string): number {
  let total = 0
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name)
    if (entry.isDirectory()) total += directorySize(full)
    else if (entry.isFile()) total += statSync(full).size
  }
  return total
}

/** Whole numbers for big figures, one decimal for small ones (KiB, MiB, short ms). */
const round = (value: number) =>
  Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10

/** Ratios to two decimals (1.45 must not read as 1.5), other figures as `round`. */
const roundFigure = (key: string, value: number) =>
  key.endsWith('.ratio') ? Math.round(value * 100) / 100 : round(value)

/** The modal's figures beyond the budgets: every run, the chunks, what loaded when. */
function printModal(modal: BenchModalReturnType) {
  console.log('\nmodal: medians of every figure (KiB gzip, ms, MiB)')
  console.table(
    Object.entries(modal.figures).map(([figure, value]) => ({
      figure: `modal.${figure}`,
      median: round(value),
      runs: (modal.runs[figure] ?? []).map(round).join(', '),
    })),
  )
  console.log('modal: JS chunks of the fixture builds (gzip, level 9)')
  console.table(
    (['bare', 'airlock'] as const).flatMap((build) =>
      modal.chunks[build].map((chunk) => ({
        build,
        chunk: chunk.file,
        KiB: round(chunk.gzipBytes / 1024),
        loads: chunk.firstLoad ? 'before first paint' : 'lazily',
      })),
    ),
  )
  for (const build of ['bare', 'airlock'] as const) {
    const requested = modal.requestedBeforePaint[build]
    const manifest = modal.chunks[build].filter((chunk) => chunk.firstLoad)
    const agree =
      requested.length === manifest.length &&
      manifest.every((chunk) => requested.includes(`/${chunk.file}`))
    console.log(
      `${build}: JS requested before first-contentful-paint in Chromium: ${
        requested.join(', ') || 'none'
      } (${agree ? 'as the manifest says' : 'NOT what the manifest says'})`,
    )
  }
  console.log(
    `airlock: JS requested after first paint, before the first click: ${
      modal.loadedAfterPaint.join(', ') || 'none'
    }`,
  )
  console.log(
    `airlock: JS the modal's first open loaded: ${modal.loadedByFirstOpen.join(', ') || 'none'}`,
  )
  console.log(
    `airlock: requests to the Airlock server while loading and opening: ${modal.apiRequests.length}`,
  )
}

/** Logs why a part of the bench could not measure; its figures then read as missing. */
function reportFailure(part: string) {
  return (error: unknown): Record<string, number> => {
    console.error(`\n${part}: could not measure: ${error instanceof Error ? error.stack : error}`)
    return {}
  }
}

function prefixed(prefix: string, figures: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [`${prefix}.${key}`, value]),
  )
}

// `npm run bench -- speed`: the modal against the bare page only, on a stack of its own.
if (process.argv[2] === 'speed') {
  await runSpeedOnly(join(root, 'bench/results.json'))
  process.exit(process.exitCode ?? 0)
}
// `npm run bench -- solana-modal`: the modal with Solana only (bench/solanaModal.ts), likewise.
if (process.argv[2] === 'solana-modal') {
  await runSolanaModalOnly(join(root, 'bench/results.json'))
  process.exit(process.exitCode ?? 0)
}

// `npm run bench -- start`: only the cold and warm starts (bench/startTimes.ts), likewise.
if (process.argv[2] === 'start') {
  await runStartOnly(join(root, 'bench/results.json'))
  process.exit(process.exitCode ?? 0)
}

// `npm run bench -- speed-trace`: where the modal's extra time and heap go (bench/SPEED.md).
if (process.argv[2] === 'speed-trace') {
  await runSpeedTrace(join(root, 'bench/speed-trace.json'))
  process.exit(process.exitCode ?? 0)
}

const dataDir = mkdtempSync(join(tmpdir(), 'airlock-bench-'))
try {
  const { coldStartMs, warmRunsMs: warmRuns, warmStartMs } = await timeStarts(dataDir)
  const installedSizeMb = directorySize(join(root, 'node_modules')) / 1024 / 1024
  const catalogue = await benchCatalogue()
  const names = await benchNames().catch(reportFailure('names'))
  // ERC-4337: a devnet and server of its own, at the bundler's default interval (500 ms).
  const bundler = await benchBundler().catch(reportFailure('bundler'))
  // A swap's approve + swap as one batched user operation vs two EOA transactions (no budget:
  // printed with its ratio below).
  const swapBatch = await benchSwapBatch().catch(reportFailure('bundler: batch swap'))
  // The modal talks to the stack's server and chains, started once more (a warm start).
  const stack = await startStack({ ports, dataDir, timeoutMs: budgets.coldStartMs * 2 })
  const modal = await benchModal({
    apiUrl: `http://127.0.0.1:${ports.PORT}`,
    rpcUrls: {
      31337: `http://127.0.0.1:${ports.DEVNET_PORT}`,
      31338: `http://127.0.0.1:${ports.DEVNET_L2_PORT}`,
    },
  })
    // A fixture that no longer builds (the packages change under it) must not cost the other
    // figures: the modal's then read as missing, so over budget.
    .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
  // The Blockchain API and sign-in on the same stack; a failure reads as missing figures.
  const serverUrl = `http://127.0.0.1:${ports.PORT}`
  const blockchain = await benchBlockchain(serverUrl, {
    rpcUrl: `http://127.0.0.1:${ports.DEVNET_PORT}`,
  }).catch(reportFailure('blockchain'))
  const convert = await benchConvert(serverUrl).catch(reportFailure('convert'))
  const auth = await benchAuth(serverUrl, { origin: 'http://localhost:3000' }).catch(
    reportFailure('auth'),
  )
  const swap = await benchSwapQuote({
    apiUrl: serverUrl,
    rpcUrls: {
      31337: `http://127.0.0.1:${ports.DEVNET_PORT}`,
      31338: `http://127.0.0.1:${ports.DEVNET_L2_PORT}`,
    },
  })
    .then((result) => result.figures)
    .catch(reportFailure('swap'))
  // Social login through the stack's own web app, secure origin and sandbox identity provider.
  const social = await benchSocial({ webUrl: `http://localhost:${ports.WEB_PORT}` }).catch(
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  )
  // The modal against the floor, on the same stack: the catalogue is served as in production.
  const speed = await benchSpeed({
    apiUrl: serverUrl,
    rpcUrls: {
      31337: `http://127.0.0.1:${ports.DEVNET_PORT}`,
      31338: `http://127.0.0.1:${ports.DEVNET_L2_PORT}`,
    },
  }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
  const ens = await benchEnsResolution({ rpcUrl: `http://127.0.0.1:${ports.DEVNET_PORT}` }).catch(
    reportFailure('names: getEnsAddress'),
  )
  const farcasterRelay = await benchFarcaster(serverUrl).catch(reportFailure('farcaster'))
  const farcasterLogin = await benchFarcasterLogin({
    webUrl: `http://localhost:${ports.WEB_PORT}`,
    relayUrl: serverUrl,
  }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
  const solana = await benchSolana({
    rpcUrl: `http://127.0.0.1:${ports.SOLANA_PORT}`,
    wsUrl: `ws://127.0.0.1:${ports.SOLANA_WS_PORT}`,
    serverUrl,
  }).catch(reportFailure('solana'))
  // The modal with a Solana cluster offered, on the same stack.
  const solanaModal = await benchSolanaModal({
    apiUrl: serverUrl,
    rpcUrls: {
      31337: `http://127.0.0.1:${ports.DEVNET_PORT}`,
      31338: `http://127.0.0.1:${ports.DEVNET_L2_PORT}`,
    },
    solanaRpcUrl: `http://127.0.0.1:${ports.SOLANA_PORT}`,
  }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
  await stack.stop()
  // The relay starts a server of its own.
  const relay = await benchRelay().catch(reportFailure('relay'))
  // Built replicas behind nginx on Postgres and Redis (skipped, saying why, where one is missing).
  if (!existsSync(join(root, 'apps/server/dist/main.js')))
    spawnSync('npm', ['run', 'build:server'], { cwd: root, stdio: 'inherit' })
  const replicas = (await benchReplicas().catch(reportFailure('replicas'))) ?? {}
  // The console's usage queries over 1 million events, on PGlite and the machine's Postgres.
  const consoleUsage = await benchConsoleUsage().catch(reportFailure('console usage'))
  const size = await benchSizeLimit().catch((error: unknown) => ({
    entries: [],
    warnings: [`size-limit could not measure: ${String(error)}`],
    buildFailed: true,
  }))

  const figures: Record<string, number> = {
    coldStartMs,
    warmStartMs,
    installedSizeMb,
    ...Object.fromEntries(
      Object.entries(catalogue).map(([key, value]) => [`getWallets.${key}`, value]),
    ),
    ...Object.fromEntries(
      Object.entries(modal instanceof Error ? {} : modal.figures).map(([key, value]) => [
        `modal.${key}`,
        value,
      ]),
    ),
    ...prefixed('names', names),
    ...prefixed('bundler', bundler),
    ...prefixed('bundler', swapBatch),
    ...prefixed('names', ens),
    ...prefixed('blockchain', blockchain),
    ...prefixed('convert', convert),
    ...prefixed('auth', auth),
    ...prefixed('relay', relay),
    ...prefixed('replicas', replicas),
    ...prefixed('console.usage', consoleUsage),
    ...prefixed('swap', swap),
    ...prefixed('social', social instanceof Error ? {} : social.figures),
    ...prefixed('solana', solana),
    ...prefixed('solanaModal', solanaModal instanceof Error ? {} : solanaModal.figures),
    ...prefixed('farcaster.channel', farcasterRelay),
    ...prefixed('farcaster', farcasterLogin instanceof Error ? {} : farcasterLogin.figures),
    ...(speed instanceof Error ? {} : speedFigures(speed)),
  }
  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    figures: {
      coldStartMs: Math.round(coldStartMs),
      warmStartMs: Math.round(warmStartMs),
      warmStartRunsMs: warmRuns.map(Math.round),
      installedSizeMb: Math.round(installedSizeMb),
      ...Object.fromEntries(
        Object.entries(figures).filter(([key]) => key.startsWith('getWallets.')),
      ),
      ...Object.fromEntries(
        Object.entries(figures)
          .filter(([key]) =>
            /^(modal|blockchain|bundler|convert|auth|relay|replicas|swap|social|solana|solanaModal|speed|farcaster|names)\./.test(
              key,
            ),
          )
          .map(([key, value]) => [key, roundFigure(key, value)]),
      ),
    },
    modal:
      modal instanceof Error
        ? { error: modal.message }
        : {
            runs: Object.fromEntries(
              Object.entries(modal.runs).map(([key, values]) => [key, values.map(round)]),
            ),
            chunks: modal.chunks,
            requestedBeforePaint: modal.requestedBeforePaint,
            loadedAfterPaint: modal.loadedAfterPaint,
            loadedByFirstOpen: modal.loadedByFirstOpen,
            apiRequests: modal.apiRequests,
          },
    speed: speedDetails(speed),
    social: social instanceof Error ? { error: social.message } : { runs: social.runs },
    solanaModal: solanaModalDetails(solanaModal),
    farcaster:
      farcasterLogin instanceof Error
        ? { error: farcasterLogin.message }
        : { runs: farcasterLogin.runs },
    size: size.entries,
    sizeWarnings: size.warnings,
    budgets,
    missed: [
      ...Object.entries(budgets)
        .filter(([key, budget]) => !withinBudget(key, figures[key] ?? Number.NaN, budget))
        .map(([key]) => key),
      ...size.entries.filter((entry) => !entry.passed).map((entry) => `size: ${entry.name}`),
      ...(size.buildFailed ? ['size: build'] : []),
      ...Object.entries(speedTargets)
        .filter(([key, target]) => !((figures[key] ?? Number.NaN) <= target))
        .map(([key]) => `target: ${key}`),
    ],
  }
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`)
  console.table(
    Object.entries(budgets).map(([figure, budget]) => ({
      figure,
      measured: roundFigure(figure, figures[figure] ?? Number.NaN),
      budget: floors.has(figure) ? `>= ${budget}` : `<= ${budget}`,
      ok: withinBudget(figure, figures[figure] ?? Number.NaN, budget),
    })),
  )
  console.log(`warm start runs: ${results.figures.warmStartRunsMs.join(', ')} ms`)
  console.log(
    `batch swap total time vs the two-transaction path (confirmation → settled, median, bundling interval 500 ms): ${
      swapBatch['swap.batchMs'] ?? 'missing'
    } ms as one user operation, ${swapBatch['swap.twoTransactionsMs'] ?? 'missing'} ms as approve then swap; ratio ${
      swapBatch['swap.batchVsTwoTransactions.ratio'] ?? 'missing'
    }`,
  )

  if (modal instanceof Error) console.error(`\nmodal: could not measure: ${modal.stack}`)
  else printModal(modal)
  if (speed instanceof Error) console.error(`\nspeed: could not measure: ${speed.stack}`)
  else {
    printSpeed(speed)
    printSpeedTargets(figures)
  }
  if (solanaModal instanceof Error)
    console.error(`\nsolana modal: could not measure: ${solanaModal.stack}`)
  else printSolanaModal(solanaModal)
  if (social instanceof Error) console.error(`\nsocial: could not measure: ${social.stack}`)
  else printSocial(social)
  if (farcasterLogin instanceof Error)
    console.error(`\nfarcaster: could not measure the login: ${farcasterLogin.stack}`)
  printFarcaster(farcasterRelay, farcasterLogin instanceof Error ? undefined : farcasterLogin)
  console.log('\nsize-limit (bench/size-limit.json, gzip)')
  for (const warning of size.warnings) console.warn(warning)
  console.table(
    size.entries.map((entry) => ({
      check: entry.name,
      'measured KiB': round(entry.bytes / 1024),
      'limit KiB': round(entry.limitBytes / 1024),
      ok: entry.passed,
    })),
  )
  if (Object.keys(replicas).length > 0) {
    console.log('\nreplicas (through nginx, 1 and 3 built replicas on Postgres and Redis)')
    console.table(replicas)
    for (const line of pacedVerdicts(replicas)) console.log(line)
    console.log(replicasExplained)
  }
  console.log('wrote bench/results.json')
  if (results.missed.length) {
    console.error(`over budget: ${results.missed.join(', ')}`)
    process.exitCode = 1
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
// Every part has stopped what it started; what may linger (vite's esbuild service, a keep-alive
// socket) must not keep the bench from ending.
process.exit(process.exitCode ?? 0)
