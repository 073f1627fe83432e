import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

const webUrl = `http://localhost:${process.env.WEB_PORT ?? 3000}`
// This run's data folder, named in the environment the test workers inherit: the console spec
// reads the operator token the server leaves beside it (`<DATA_DIR>-keys`) for the CLI.
const dataDir =
  process.env.AIRLOCK_E2E_DATA_DIR ?? join(mkdtempSync(join(tmpdir(), 'airlock-e2e-')), 'data')
process.env.AIRLOCK_E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI, reported as flaky in the output: the machine's speed varies severalfold.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A ceiling for a hung test, not a pace: beside another CPU-heavy job a flow of a dozen steps
  // took 24 s, and 30 s was too close.
  timeout: 60_000,
  // Likewise each expect waits up to 15 s for a DOM state where the test gives no timeout
  // (Playwright's default is 5 s); a check that times a promise passes its own bound.
  expect: { timeout: 15_000 },
  use: {
    baseURL: webUrl,
    // A test that needed its retry leaves a trace of the retry (test-results/…/trace.zip).
    trace: 'on-first-retry',
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium: Playwright may not download a browser of its own on this network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The README's `npm start` as it runs (`exec node`): no shell, npx or tsx command between the
    // stop signal and the script. tsx's command SIGKILLs the script when a busy machine keeps it
    // from acknowledging the signal within 30 ms, which left the chains running.
    command: 'exec node --conditions=@airlock/source scripts/start.mjs',
    cwd: '..',
    url: webUrl,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // The README's embedded defaults in a data folder of this run's own: a shell's DATABASE_URL or
    // REDIS_URL (set for the Postgres and Redis tests) would otherwise carry wallets and sessions
    // from one run into the next, and the sandbox's fixed test users meet their old wallets.
    env: {
      ...(process.env as Record<string, string>),
      DATABASE_URL: '',
      REDIS_URL: '',
      // Farcaster sign-in links expire in a minute, not 5: farcaster.spec waits for one to renew.
      FARCASTER_CHANNEL_TTL_SECONDS: '60',
      DATA_DIR: dataDir,
    },
  },
})
