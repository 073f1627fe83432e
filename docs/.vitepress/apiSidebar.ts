// The API reference's sidebar, read from what TypeDoc generated into reference/api/ (so it never
// lists a page that does not exist, nor misses one that does).
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { DefaultTheme } from 'vitepress'

/** TypeDoc's folders (one per kind of export) and their headings, in reading order. */
const kinds = [
  ['functions', 'Functions'],
  ['type-aliases', 'Types'],
  ['classes', 'Errors and classes'],
  ['variables', 'Values'],
] as const

/**
 * The sidebar group of one package's generated reference: a collapsed group per kind of export.
 *
 * @param apiDir - The folder TypeDoc wrote to (`docs/reference/api`).
 * @param module - The package's folder there: `core` or `react`.
 * @param title - The group's heading.
 */
export function apiSidebar(
  apiDir: string,
  module: string,
  title: string,
): DefaultTheme.SidebarItem {
  const items = kinds.flatMap(([folder, text]) => {
    const dir = join(apiDir, module, folder)
    if (!existsSync(dir)) return []
    const pages = readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .sort((a, b) => a.localeCompare(b))
      .map((file) => ({
        text: file.slice(0, -'.md'.length),
        link: `/reference/api/${module}/${folder}/${file.slice(0, -'.md'.length)}`,
      }))
    return [{ text, collapsed: true, items: pages }]
  })
  return { text: title, link: `/reference/api/${module}/`, collapsed: true, items }
}
