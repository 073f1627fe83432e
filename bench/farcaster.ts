import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { approveFarcasterSignIn } from '@airlock/sandbox'
import type { Browser, Page } from '@playwright/test'
import { median } from './serveDirectory.ts'
import { launchChromium, withStandaloneStack } from './standalone.ts'
import { signOut, waitForConnected } from './webAppSteps.ts'

/**
 * Measures `POST /v1/channel` of the server at `baseUrl`.
 *
 * @param baseUrl - Such as `http://127.0.0.1:8787`.
 * @param parameters.iterations - Timed requests per run. Defaults to 400.
 * @returns p50, p99 and max in ms for `serial` and `concurrent10`, and the answers that were not 201.
 *
 * @example
 * import { benchFarcaster } from './bench/farcaster.ts'
 * console.log(await benchFarcaster('http://127.0.0.1:8787'))
 */
export async function benchFarcaster(
  baseUrl: string,
  { iterations = 400, warmUp = 40 }: { iterations?: number; warmUp?: number } = {},
): Promise<Record<string, number>> {
  let client = 0
  const create = async () => {
    client += 1
    const started = performance.now()
    const response = await fetch(`${baseUrl}/v1/channel`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify({
        siweUri: 'http://localhost:8788/farcaster',
        domain: 'localhost:8788',
      }),
    })
    await response.arrayBuffer()
    return { ms: performance.now() - started, ok: response.status === 201 }
  }
  for (let index = 0; index < warmUp; index++) await create()
  const serial = []
  for (let index = 0; index < iterations; index++) serial.push(await create())
  const concurrent = []
  for (let index = 0; index < iterations; index += 10)
    concurrent.push(...(await Promise.all(Array.from({ length: 10 }, create))))
  return { ...summary('serial', serial), ...summary('concurrent10', concurrent) }
}

function summary(name: string, samples: { ms: number; ok: boolean }[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b)
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
  const round = (ms: number) => Math.round(ms * 100) / 100
  return {
    [`${name}.p50Ms`]: round(at(0.5)),
    [`${name}.p99Ms`]: round(at(0.99)),
    [`${name}.maxMs`]: round(sorted.at(-1) ?? 0),
    [`${name}.failed`]: samples.filter((sample) => !sample.ok).length,
  }
}

export type BenchFarcasterLoginParameters = {
  /** The running stack's web app, e.g. `http://localhost:3000`. */
  webUrl: string
  /** The running stack's server (the connect relay), e.g. `http://127.0.0.1:8787`. */
  relayUrl: string
  /** Logins measured, the first of them making the wallet. Defaults to `6`. */
  runs?: number | undefined
}

/**
 * Logs in with Farcaster `runs` times in one browser, the sandbox's Farcaster app approving each
 * QR code's link, and measures approval → connected.
 *
 * @param parameters - The running web app and relay.
 * @returns Medians in ms (`approvalToConnectedMs` of the returning logins,
 *   `approvalToConnectedNewWalletMs` of the first) and every run.
 *
 * @example
 * import { benchFarcasterLogin } from './bench/farcaster.ts'
 * const { figures } = await benchFarcasterLogin({ webUrl, relayUrl })
 */
export async function benchFarcasterLogin({
  webUrl,
  relayUrl,
  runs = 6,
}: BenchFarcasterLoginParameters): Promise<{
  figures: Record<string, number>
  runs: Record<string, number[]>
}> {
  let browser: Browser | undefined
  try {
    browser = await launchChromium()
    const context = await browser.newContext()
    // tsx compiles with esbuild's keepNames, which wraps named functions in `__name(fn, 'name')`:
    // functions serialised into the page (waitForConnected) need that helper too.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
    const page = await context.newPage()
    await page.goto(webUrl, { waitUntil: 'load' })
    const samples: Record<string, number[]> = {}
    for (let run = 0; run < runs; run++) {
      const link = await showQrCode(page)
      const connected = page.evaluate(waitForConnected)
      await approveFarcasterSignIn({ relayUrl, link, fid: 1001 })
      // On the page's clock: the approval's end as the page saw it, then the panel.
      const approvedAt = await page.evaluate(() => performance.timeOrigin + performance.now())
      const figure = run === 0 ? 'approvalToConnectedNewWalletMs' : 'approvalToConnectedMs'
      samples[figure] = [...(samples[figure] ?? []), (await connected) - approvedAt]
      await signOut(page)
    }
    return {
      figures: Object.fromEntries(
        Object.entries(samples).map(([key, values]) => [key, median(values)]),
      ),
      runs: Object.fromEntries(
        Object.entries(samples).map(([key, values]) => [
          key,
          values.map((value) => Math.round(value * 10) / 10),
        ]),
      ),
    }
  } finally {
    await browser?.close()
  }
}

/**
 * Prints the channel-create latencies and the login's medians and runs.
 *
 * @param relay - What `benchFarcaster` measured (ms).
 * @param login - What `benchFarcasterLogin` measured, if it could.
 *
 * @example
 * printFarcaster(await benchFarcaster(relayUrl), await benchFarcasterLogin({ webUrl, relayUrl }))
 */
export function printFarcaster(
  relay: Record<string, number>,
  login: { figures: Record<string, number>; runs: Record<string, number[]> } | undefined,
) {
  console.log('\nfarcaster: POST /v1/channel (ms), then approval → connected in Chromium (ms)')
  console.table(
    Object.entries(relay).map(([figure, value]) => ({
      figure: `farcaster.channel.${figure}`,
      value,
    })),
  )
  if (login)
    console.table(
      Object.entries(login.figures).map(([figure, value]) => ({
        figure: `farcaster.${figure}`,
        median: Math.round(value * 10) / 10,
        runs: (login.runs[figure] ?? []).join(', '),
      })),
    )
}

/** Connect → Farcaster (among the socials or under All socials): the QR code's link. */
async function showQrCode(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const socials = page.getByRole('list', { name: 'Log in with a social account' })
  // The first open loads (in dev, compiles) the modal's chunks: slow on a busy machine.
  await socials.getByRole('button').first().waitFor({ timeout: 90_000 })
  const tile = socials.getByRole('button', { name: 'Farcaster', exact: true })
  if ((await tile.count()) === 0) {
    await socials.getByRole('button', { name: 'All socials' }).click()
    await page
      .getByRole('dialog', { name: 'All Socials' })
      .getByRole('button', { name: 'Continue with Farcaster' })
      .click()
  } else await tile.click()
  // A locator, not document.querySelector: the modal lives in a shadow root, which only
  // Playwright's selectors look into.
  await page
    .locator('[data-testid=farcaster-qr][data-uri^="farcaster://connect?"]')
    .waitFor({ timeout: 90_000 })
  return (await page.getByTestId('farcaster-qr').getAttribute('data-uri')) ?? ''
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await withStandaloneStack(async ({ apiUrl, webUrl }) => {
    const relay = await benchFarcaster(apiUrl)
    printFarcaster(relay, undefined)
    if (!process.argv.includes('--relay-only'))
      printFarcaster({}, await benchFarcasterLogin({ webUrl, relayUrl: apiUrl }))
    console.log(
      `load average: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    )
  })
  process.exit(process.exitCode ?? 0)
}
