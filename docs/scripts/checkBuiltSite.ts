// Part of `npm run docs:build`: reads the built site and fails on any relative link or anchor
// that leads nowhere, and on anything the pages would load from another host at run time
// (a script, a style sheet, a font, an image), so the site works offline as the product does.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Every file under `dir`, as paths relative to it with `/` separators. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/** The `id`s of a page's elements: the anchors a link may point at. */
function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeHtml(match[1] ?? '')))
}

function decodeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/** The built file a site path names (`/guide/` → `guide/index.html`), if there is one. */
function fileFor(path: string, files: ReadonlySet<string>): string | undefined {
  const bare = path.replace(/^\//, '')
  const candidates = [bare, `${bare}index.html`, `${bare}.html`, `${bare}/index.html`]
  return candidates.find((candidate) => files.has(candidate))
}

/** Whether a URL leaves the site (a scheme such as `https:`/`mailto:`, or `//host`). */
function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')
}

/** A tag that makes the browser load its URL as the page opens (not a link the reader follows). */
const loadedResource =
  /<(?:script|img|source|iframe|video|audio)\b[^>]*\ssrc="([^"]+)"|<link\b[^>]*\shref="([^"]+)"[^>]*>/g

/**
 * The problems of a built site: relative links to missing pages or anchors, and resources loaded
 * from another host (in HTML tags, and `url(…)`/`@import` in the CSS).
 *
 * @param dir - The built site (`docs/.vitepress/dist`).
 * @returns One line per problem, naming the page and the link; empty when all is well.
 *
 * @example
 * checkBuiltSite('docs/.vitepress/dist') // ['guide/a.html: /guide/b.html#c: no element with id "c"']
 */
export function checkBuiltSite(dir: string): string[] {
  const files = listFiles(dir)
  const fileSet = new Set(files)
  const ids = new Map<string, Set<string>>()
  const idsFor = (file: string) => {
    let found = ids.get(file)
    if (!found) {
      found = idsOf(readFileSync(join(dir, file), 'utf8'))
      ids.set(file, found)
    }
    return found
  }
  const problems: string[] = []
  for (const page of files.filter((file) => file.endsWith('.html'))) {
    const html = readFileSync(join(dir, page), 'utf8')
    for (const match of html.matchAll(loadedResource)) {
      const url = decodeHtml(match[1] ?? match[2] ?? '')
      const isLinkTag = match[2] !== undefined
      const rel = match[0].match(/\srel="([^"]*)"/)?.[1] ?? ''
      // <link rel="canonical|alternate"> name a page; every other <link> loads what it names.
      if (isLinkTag && /\b(canonical|alternate)\b/.test(rel)) continue
      if (isExternal(url) && !url.startsWith('data:'))
        problems.push(`${page}: loads ${url} from another host`)
    }
    for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
      const href = decodeHtml(match[1] ?? '')
      if (isExternal(href)) continue
      const problem = checkLink(page, href, fileSet, idsFor)
      if (problem) problems.push(`${page}: ${href}: ${problem}`)
    }
  }
  for (const sheet of files.filter((file) => file.endsWith('.css'))) {
    const css = readFileSync(join(dir, sheet), 'utf8')
    for (const match of css.matchAll(
      /(?:url\(\s*['"]?|@import\s+['"])((?:https?:)?\/\/[^'")\s]+)/g,
    ))
      problems.push(`${sheet}: loads ${match[1]} from another host`)
  }
  return problems
}

/** Why a relative link of `page` leads nowhere, or undefined when it resolves. */
function checkLink(
  page: string,
  href: string,
  files: ReadonlySet<string>,
  idsFor: (file: string) => Set<string>,
): string | undefined {
  const url = new URL(href, `http://site/${page}`)
  const target = fileFor(decodeURIComponent(url.pathname), files)
  if (!target) return 'no such page'
  const anchor = decodeURIComponent(url.hash.slice(1))
  if (anchor && target.endsWith('.html') && !idsFor(target).has(anchor))
    return `no element with id "${anchor}"`
  return undefined
}
