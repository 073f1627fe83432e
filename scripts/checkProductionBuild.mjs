// Proves the built server runs from a production install: copies the checkout (with its dist/
// folders, without node_modules) to a temporary folder, runs `npm ci --omit=dev` there, checks
// that no build tool was installed, starts `node apps/server/dist/main.js`, asks it for the wallet
// list and the operator console's page and script, starts the built secure origin
// (`node apps/secure/dist/main.js`) against it and loads the frame's page and script (no bundler
// at run time), then sends both SIGTERM and expects clean exits within 10 s. Run `npm run build` (or `npm run build:server`) first.
// Plain JavaScript on purpose: it must not need tsx either.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const skipped = new Set(['node_modules', '.git', '.data', '.data-keys', '.devnet', 'test-results'])
const devOnly = ['tsx', 'vite', 'vitest', '@biomejs/biome', 'esbuild']

function fail(message) {
  console.error(`production build check FAILED: ${message}`)
  process.exitCode = 1
}

for (const dist of [
  'packages/protocol/dist',
  'apps/devnet/dist',
  'apps/server/dist/main.js',
  'apps/secure/dist/main.js',
  'apps/secure/dist/bundles/frame.js',
  'apps/console/dist/index.html',
])
  if (!existsSync(join(root, dist))) {
    fail(`${dist} is missing: run npm run build first`)
    process.exit(1)
  }

const work = mkdtempSync(join(tmpdir(), 'airlock-prod-'))
const copy = join(work, 'airlock')
const started = Date.now()
let child
let secure
try {
  cpSync(root, copy, { recursive: true, filter: (source) => !skipped.has(basename(source)) })
  console.log('--- npm ci --omit=dev in a copy of the checkout')
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: copy, stdio: 'inherit' },
  )
  if (install.status !== 0) throw new Error(`npm ci --omit=dev exited with ${install.status}`)
  const present = devOnly.filter((name) => existsSync(join(copy, 'node_modules', name)))
  if (present.length > 0) throw new Error(`development packages installed: ${present.join(', ')}`)
  // @solana/* name TypeScript as a (non-optional) peer, so npm installs it; the server must not
  // load it: removed before the start.
  rmSync(join(copy, 'node_modules', 'typescript'), { recursive: true, force: true })

  const port = await freePort()
  console.log(`--- node apps/server/dist/main.js on port ${port}`)
  child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: copy,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      LOG_LEVEL: 'info',
      // Chains on a closed port: the API below needs none.
      RPC_URL_31337: `http://127.0.0.1:${await freePort()}`,
      RPC_URL_31338: `http://127.0.0.1:${await freePort()}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  await Promise.race([
    waitForLine(child.stdout, '"server listening"'),
    exited.then((code) => {
      throw new Error(`the server exited with ${code} before listening`)
    }),
  ])
  const base = `http://127.0.0.1:${port}`
  const live = await fetch(`${base}/health/live`)
  if (live.status !== 200) throw new Error(`/health/live answered ${live.status}`)
  const wallets = await fetch(`${base}/getWallets?projectId=dev&page=1&entries=3`, {
    headers: { origin: 'http://localhost:3000' },
  })
  const body = await wallets.json()
  if (wallets.status !== 200 || !Array.isArray(body.data) || body.data.length !== 3)
    throw new Error(`/getWallets answered ${wallets.status}: ${JSON.stringify(body).slice(0, 200)}`)
  console.log(`/getWallets: 200, ${body.count} wallets, first ${body.data[0].name}`)
  // The operator console: its built page and script, served by the server itself.
  const consolePage = await fetch(`${base}/console/`)
  const consoleHtml = await consolePage.text()
  const consoleScript =
    /<script type="module" crossorigin src="(\/console\/assets\/[\w.-]+\.js)"/.exec(consoleHtml)
  const consoleCsp = consolePage.headers.get('content-security-policy') ?? ''
  if (consolePage.status !== 200 || !consoleScript || !consoleCsp.includes("script-src 'self'"))
    throw new Error(`/console/ answered ${consolePage.status}: ${consoleHtml.slice(0, 200)}`)
  const consoleCode = await fetch(`${base}${consoleScript[1]}`)
  if (consoleCode.status !== 200)
    throw new Error(`${consoleScript[1]} answered ${consoleCode.status}`)
  console.log(`/console/: 200 with its CSP, ${consoleScript[1]} 200`)

  const securePort = await freePort()
  console.log(`--- node apps/secure/dist/main.js on port ${securePort}`)
  secure = spawn(process.execPath, ['apps/secure/dist/main.js'], {
    cwd: copy,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SECURE_PORT: String(securePort),
      SERVER_URL: base,
      SECURE_DATA_DIR: join(work, 'secure'),
      SECURE_KEYS_DIR: join(work, 'secure-keys'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const secureExited = new Promise((resolve) => secure.once('exit', (code) => resolve(code)))
  await Promise.race([
    waitForLine(secure.stdout, '"secure origin listening"'),
    secureExited.then((code) => {
      throw new Error(`the secure origin exited with ${code} before listening`)
    }),
  ])
  const secureBase = `http://127.0.0.1:${securePort}`
  const page = await fetch(`${secureBase}/?projectId=dev`)
  const html = await page.text()
  const src = /<script type="module" src="\/([\w.-]+\.js)" integrity="(sha384-[\w+/=]+)"/.exec(html)
  if (page.status !== 200 || !src)
    throw new Error(`the frame page answered ${page.status}: ${html.slice(0, 200)}`)
  const frameScript = await fetch(`${secureBase}/${src[1]}`)
  const frameCode = await frameScript.text()
  if (frameScript.status !== 200 || frameCode.length < 10_000)
    throw new Error(`the frame script answered ${frameScript.status} (${frameCode.length} bytes)`)
  console.log(`secure origin: frame page 200, ${src[1]} ${Math.round(frameCode.length / 1024)} KiB`)
  const secureSignalled = Date.now()
  secure.kill('SIGTERM')
  const secureCode = await secureExited
  if (secureCode !== 0) throw new Error(`secure origin SIGTERM: exit code ${secureCode}`)
  console.log(`secure origin SIGTERM: exit 0 after ${Date.now() - secureSignalled} ms`)

  const signalled = Date.now()
  child.kill('SIGTERM')
  const code = await exited
  const shutdownMs = Date.now() - signalled
  if (code !== 0) throw new Error(`SIGTERM: exit code ${code}`)
  if (shutdownMs > 10_000) throw new Error(`SIGTERM: exit took ${shutdownMs} ms`)
  console.log(`SIGTERM: exit 0 after ${shutdownMs} ms`)
  console.log(`production build check passed in ${Math.round((Date.now() - started) / 1000)} s`)
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
} finally {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  if (secure && secure.exitCode === null) secure.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function waitForLine(stream, text) {
  return new Promise((resolve) => {
    let buffered = ''
    const onData = (chunk) => {
      buffered += chunk
      if (!buffered.includes(text)) {
        buffered = buffered.slice(-text.length)
        return
      }
      stream.off('data', onData)
      stream.resume()
      resolve()
    }
    stream.setEncoding('utf8')
    stream.on('data', onData)
  })
}
