// `npm run licences`: fails when a production dependency's licence is not OSI-approved, so a
// licence that binds users to a vendor (the WalletConnect Community License, say) cannot creep in
// through an upgrade. Reads package-lock.json, whose entries carry each package's licence; npm
// marks the packages only development needs with `dev: true`.
import { readFileSync } from 'node:fs'

/** OSI-approved licences (SPDX ids) that our production dependencies use or may use. */
const approved = new Set([
  '0BSD',
  'Apache-2.0',
  'Artistic-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'GPL-2.0-only',
  'GPL-2.0-or-later',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'ISC',
  'LGPL-2.1-or-later',
  'LGPL-3.0-only',
  'LGPL-3.0-or-later',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
])

type LockEntry = { license?: string; dev?: boolean; link?: boolean; devOptional?: boolean }

/** Whether an SPDX expression is satisfied by approved licences: `OR` needs one, `AND` all. */
export function isApproved(expression: string): boolean {
  const text = expression.trim().replace(/^\((.*)\)$/, '$1')
  if (/ OR /i.test(text)) return text.split(/ OR /i).some(isApproved)
  if (/ AND /i.test(text)) return text.split(/ AND /i).every(isApproved)
  return approved.has(text)
}

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>
}
const refused: string[] = []
let checked = 0
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!path.includes('node_modules/') || entry.dev || entry.devOptional || entry.link) continue
  checked++
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
  if (!entry.license || !isApproved(entry.license))
    refused.push(`${name}: ${entry.license ?? 'no licence declared'}`)
}
if (refused.length > 0) {
  console.error(
    `Production dependencies without an OSI-approved licence:\n  ${refused.join('\n  ')}`,
  )
  process.exit(1)
}
console.log(`licences: ${checked} production dependencies, all under OSI-approved licences`)
