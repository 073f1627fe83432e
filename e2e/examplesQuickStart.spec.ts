import { type ChildProcess, spawn } from 'node:child_process'
import { injectTestWallet } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'
import { copiesOf } from '../scripts/buildExample.ts'
import { preparedApp } from '../scripts/prepareExamples.ts'
import { commandsOf, quickStartPage } from '../scripts/quickStart.ts'

// The documentation's quick start, followed as written in a new directory (scripts/quickStart.ts:
// its shell commands, its src/main.tsx, the template's strict build; by `npm test` beside the unit
// tests, or else here), then its `npm run dev`; the page connects the test wallet.

test.describe('the quick start, followed as written in a new app', () => {
  let dev: ChildProcess | undefined
  let url = ''

  test.beforeAll(async () => {
    // A ceiling for a hung install: the app's dependencies come from the registry.
    test.setTimeout(900_000)
    const { dir: cwd } = await preparedApp('quick-start')
    expect(copiesOf(cwd, '@wagmi/core')).toHaveLength(1)
    expect(copiesOf(cwd, 'react')).toHaveLength(1)

    expect(commandsOf(quickStartPage(), '3. Run it')).toEqual(['npm run dev'])
    // Its own process group, so the dev server under npm's shell stops with it.
    dev = spawn('npm', ['run', 'dev'], {
      cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const started = dev
    url = await new Promise<string>((resolve, reject) => {
      started.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}`)))
      let output = ''
      started.stdout?.on('data', (chunk: Buffer) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes
        output += chunk.toString().replace(/\u001b\[[0-9;]*m/g, '')
        const local = output.match(/Local:\s+(http:\/\/localhost:\d+\/)/)?.[1]
        if (local) resolve(local)
      })
    })
  })
  test.afterAll(async () => {
    const running = dev
    if (!running?.pid || running.exitCode !== null) return
    await new Promise((done) => {
      running.once('exit', done)
      process.kill(-(running.pid as number), 'SIGTERM')
    })
  })

  test('the page from the quick start connects the test wallet', async ({ page }) => {
    // The dev server optimises the dependencies on the first visit: a ceiling for a busy machine.
    test.setTimeout(120_000)
    const wallet = await injectTestWallet(page)
    await page.goto(url)
    await expect(page.getByText('Not connected')).toBeVisible({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Airlock Test Wallet/ })
      .click()
    await expect(page.getByText(`Connected: ${wallet.address}`)).toBeVisible()
    await expect(
      page.getByRole('button', {
        name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`,
      }),
    ).toBeVisible()
  })
})
