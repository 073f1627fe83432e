// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, preview } from 'vite'
import { describe, expect, it } from 'vitest'

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url))
const root = fileURLToPath(new URL('..', import.meta.url))

/** The page's headers, and the nonces its scripts and styles carry. */
async function page(url: string) {
  const response = await fetch(url)
  const html = await response.text()
  const nonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))
  return { response, html, nonces }
}

function expectHardened(headers: Headers, nonces: Set<string | undefined>) {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
  const csp = headers.get('content-security-policy') ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('unsafe-inline')
  expect(csp).not.toContain('unsafe-eval')
  // Every script and style of the page carries the one nonce the CSP names.
  expect(nonces.size).toBe(1)
  const [nonce] = nonces
  expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`)
  return nonce
}

// Port 0: these servers never take npm start's fixed ports.
describe("the web app's security headers", () => {
  it('are on the HTML of the dev server (npm start), with a fresh nonce per page', async () => {
    const server = await createServer({
      configFile,
      root,
      logLevel: 'silent',
      server: { port: 0, strictPort: false, hmr: false },
    })
    try {
      await server.listen()
      const url = server.resolvedUrls?.local[0] ?? ''
      const first = await page(url)
      expect(first.response.status).toBe(200)
      const nonce = expectHardened(first.response.headers, first.nonces)
      expect(first.html).not.toContain('AirlockNonceStandIn')
      const second = await page(url)
      expect(expectHardened(second.response.headers, second.nonces)).not.toBe(nonce)
      // The scripts the page loads are answered nosniff too.
      const script = await fetch(new URL('/src/main.tsx', url))
      expect(script.headers.get('x-content-type-options')).toBe('nosniff')
    } finally {
      await server.close()
    }
  }, 60_000)

  it('are on the HTML of the built preview', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'airlock-web-preview-'))
    await writeFile(
      join(outDir, 'index.html'),
      '<!doctype html><html><head><script type="module" nonce="AirlockNonceStandIn00000" src="/assets/index.js"></script></head><body></body></html>',
    )
    const server = await preview({
      configFile,
      root,
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, strictPort: false },
    })
    try {
      const url = server.resolvedUrls?.local[0] ?? ''
      const { response, nonces } = await page(url)
      expect(response.status).toBe(200)
      expectHardened(response.headers, nonces)
    } finally {
      await server.close()
      await rm(outDir, { recursive: true, force: true })
    }
  }, 60_000)
})
