import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkBuiltSite } from './checkBuiltSite.js'

let site: string | undefined
/** A built site of the given files in a fresh folder. */
function buildSite(files: Record<string, string>): string {
  site = mkdtempSync(join(tmpdir(), 'airlock-docs-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(site, path)), { recursive: true })
    writeFileSync(join(site, path), text)
  }
  return site
}
afterEach(() => site && rmSync(site, { recursive: true, force: true }))

const page = (body: string) => `<html><head></head><body>${body}</body></html>`

describe('checkBuiltSite', () => {
  it('passes a site whose relative links and anchors all resolve', () => {
    const dir = buildSite({
      'index.html': page('<a href="/guide/">Guide</a> <a href="/guide/a.html#first-step">A</a>'),
      'guide/index.html': page('<a href="a.html">A</a> <a href="#top">top</a><h1 id="top">G</h1>'),
      'guide/a.html': page('<h2 id="first-step">1</h2><a href="https://example.org/x">out</a>'),
    })
    expect(checkBuiltSite(dir)).toEqual([])
  })

  it('names a link to a missing page and one to a missing anchor', () => {
    const dir = buildSite({
      'index.html': page('<a href="/guide/missing.html">x</a> <a href="/b.html#nowhere">y</a>'),
      'b.html': page('<h2 id="somewhere">B</h2>'),
    })
    expect(checkBuiltSite(dir)).toEqual([
      'index.html: /guide/missing.html: no such page',
      'index.html: /b.html#nowhere: no element with id "nowhere"',
    ])
  })

  it('refuses scripts, style sheets and fonts loaded from another host', () => {
    const dir = buildSite({
      'index.html': page(
        '<link rel="preload" href="https://fonts.example.org/inter.woff2"><script src="//cdn.example.org/a.js"></script>',
      ),
      'assets/style.css': '@font-face{src:url("https://fonts.example.org/x.woff2")}',
    })
    expect(checkBuiltSite(dir)).toEqual([
      'index.html: loads https://fonts.example.org/inter.woff2 from another host',
      'index.html: loads //cdn.example.org/a.js from another host',
      'assets/style.css: loads https://fonts.example.org/x.woff2 from another host',
    ])
  })
})
