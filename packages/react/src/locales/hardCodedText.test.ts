import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

// Every text a person reads or hears in the modal comes from the catalogue: JSX text, and the
// attributes a screen reader speaks or a field shows. A literal there is a string no translator
// will ever see.
const spoken = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt'])
// Not language: numbers, the address prefix, separators and ellipses.
const neutral = /^[\s\d.,:;·•…–—/+%$#()[\]x×→←-]*$/u

const src = join(import.meta.dirname, '..')
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : []
  })
}

/** The literal user-facing texts of one file, as `file:line "text"`. */
export function hardCodedTexts(path: string, text = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const report = (node: ts.Node, value: string) => {
    if (neutral.test(value)) return
    const { line } = file.getLineAndCharacterOfPosition(node.getStart())
    found.push(`${relative(src, path)}:${line + 1} ${JSON.stringify(value.trim())}`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && node.text.trim()) report(node, node.text)
    if (ts.isJsxAttribute(node) && spoken.has(node.name.getText(file))) {
      const value = node.initializer
      if (value && ts.isStringLiteral(value)) report(value, value.text)
      if (value && ts.isJsxExpression(value) && value.expression) {
        const inner = value.expression
        if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner))
          report(inner, inner.text)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

test('no view or component has a hard-coded user-facing string', () => {
  const files = [...sources(join(src, 'views')), ...sources(join(src, 'components'))]
  expect(files.length).toBeGreaterThan(40)
  expect(files.flatMap((path) => hardCodedTexts(path))).toEqual([])
})

test('the check finds JSX text and spoken attributes, and lets numbers and addresses be', () => {
  const sample = `export const A = () => (
    <div aria-label="Close" title={'Copy'}>
      Send {count}
      <input placeholder="0x…" />
      <input placeholder="0" alt="" />
      <span>{t('send.max')}</span>
    </div>
  )`
  expect(hardCodedTexts(join(src, 'views', 'A.tsx'), sample)).toEqual([
    'views/A.tsx:2 "Close"',
    'views/A.tsx:2 "Copy"',
    'views/A.tsx:3 "Send"',
  ])
})
