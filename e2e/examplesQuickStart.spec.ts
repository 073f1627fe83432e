import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { injectTestWallet } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'
import { copiesOf, packPackages } from '../scripts/buildExample.ts'

// The documentation's quick start, followed as written in a new directory: its shell commands
// (the app from `npm create vite`, then the install), its src/main.tsx, `npm run dev`; then the
// page connects the test wallet. Only what cannot be followed literally before the packages are
// published is changed: `npm install` takes the packed tarballs for the @airlock names (and
// @airlock/protocol, which @airlock/core depends on). npm's "Ok to proceed?" for `npm create` is
// answered yes, as a person at a terminal would.
const docs = new URL('../docs/', import.meta.url)
const serverOrigin = `http://127.0.0.1:${process.env.PORT ?? 8787}`

/** The shell commands of the quick start's step `heading`, one a line. */
function commandsOf(page: string, heading: string): string[] {
  const section = page.split(/^## /m).find((part) => part.startsWith(heading))
  const block = section?.match(/```sh\n([\s\S]*?)```/)?.[1]
  if (!block) throw new Error(`the quick start has no shell block under "${heading}"`)
  return block.split('\n').filter((line) => line.trim() !== '')
}

/** The file the quick start tells the reader to put in src/main.tsx. */
function mainOf(page: string): string {
  const include = page.match(/Replace `src\/main\.tsx`:\s*\n\s*<<< @\/(\S+)#(\w+)/)
  if (!include) throw new Error('the quick start no longer includes src/main.tsx from a snippet')
  const [, file, region] = include as unknown as [string, string, string]
  const source = readFileSync(new URL(file, docs), 'utf8')
  const body = source.match(
    new RegExp(`// #region ${region}\\n([\\s\\S]*?)// #endregion ${region}`),
  )?.[1]
  if (!body) throw new Error(`${file} has no region ${region}`)
  return body
}

function sh(command: string, cwd: string) {
  execFileSync('sh', ['-c', command], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, npm_config_yes: 'true' },
  })
}

test.describe('the quick start, followed as written in a new app', () => {
  let dev: ChildProcess | undefined
  let url = ''

  test.beforeAll(async () => {
    // A ceiling for a hung install: the app's dependencies come from the registry.
    test.setTimeout(900_000)
    const page = readFileSync(new URL('guide/quick-start.md', docs), 'utf8')
    const tarballs = packPackages()
    let cwd = mkdtempSync(join(tmpdir(), 'airlock-quick-start-'))
    for (const command of commandsOf(page, '1. Make the app')) {
      const into = command.match(/^cd (\S+)$/)?.[1]
      if (into) {
        cwd = join(cwd, into)
        continue
      }
      if (!command.startsWith('npm install ')) {
        sh(command, cwd)
        continue
      }
      const named = command.split(' ').map((word) => tarballs[word]?.replace(/^file:/, '') ?? word)
      const protocol = tarballs['@airlock/protocol']?.replace(/^file:/, '') ?? ''
      sh(`${named.join(' ')} ${protocol} --no-audit --no-fund`, cwd)
    }
    expect(copiesOf(cwd, '@wagmi/core')).toHaveLength(1)
    expect(copiesOf(cwd, 'react')).toHaveLength(1)

    writeFileSync(
      join(cwd, 'src/main.tsx'),
      mainOf(page).replace("'http://127.0.0.1:8787'", `'${serverOrigin}'`),
    )
    // The template's own check, strict: the quick start's file type-checks and builds.
    sh('npm run build', cwd)

    expect(commandsOf(page, '3. Run it')).toEqual(['npm run dev'])
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
