/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, test } from 'vitest'

// The root of `@airlock/protocol` is what the modal loads before first paint: it must not load zod
// (the schemas are on `@airlock/protocol/schemas`). Follows every import and re-export that stays
// in the emitted JavaScript (type-only ones are erased) from `index.ts`, and names the path to any
// package it reaches.
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const found: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      if (clause?.isTypeOnly) continue
      const bindings = clause?.namedBindings
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly)
      if (!onlyTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue
      const clause = statement.exportClause
      const onlyTypes =
        clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.every((element) => element.isTypeOnly)
      if (!onlyTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return found
}

test('the root loads no package, zod least of all', () => {
  const here = dirname(fileURLToPath(import.meta.url))
  const seen = new Set<string>()
  const packages: string[] = []
  const visit = (file: string, path: string[]) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.'))
        visit(join(dirname(file), specifier.replace(/\.js$/, '.ts')), [...path, specifier])
      else packages.push([...path, specifier].join(' → '))
    }
  }
  visit(join(here, 'index.ts'), ['index.ts'])
  expect(packages).toEqual([])
  expect(seen.size).toBeGreaterThan(20)
})
