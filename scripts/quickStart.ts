// The documentation's quick start, followed as written in a new directory up to its `npm run dev`:
// its shell commands (the app from `npm create vite`, then the install), its src/main.tsx, then
// the template's own strict build. Only what cannot be followed literally before the packages are
// published is changed: `npm install` takes the packed tarballs for the @airlock names (and
// @airlock/protocol, which @airlock/core depends on). npm's "Ok to proceed?" for `npm create` is
// answered yes, as a person at a terminal would. e2e/examplesQuickStart.spec.ts runs the app.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { packPackages, run } from './buildExample.ts'

const docs = new URL('../docs/', import.meta.url)

/** The quick start page. */
export function quickStartPage(): string {
  return readFileSync(new URL('guide/quick-start.md', docs), 'utf8')
}

/** The shell commands of the quick start's step `heading`, one a line. */
export function commandsOf(page: string, heading: string): string[] {
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

/**
 * Steps 1 and 2 of the quick start in a new directory, with the app's server at `serverOrigin`,
 * then `npm run build`; returns the app's directory. The commands' output goes to `log` if given.
 */
export async function followQuickStart(serverOrigin: string, log?: number): Promise<string> {
  const page = quickStartPage()
  const tarballs = await packPackages(log)
  const sh = (command: string, cwd: string) =>
    run('sh', ['-c', command], cwd, { npm_config_yes: 'true' }, log)
  let cwd = mkdtempSync(join(tmpdir(), 'airlock-quick-start-'))
  for (const command of commandsOf(page, '1. Make the app')) {
    const into = command.match(/^cd (\S+)$/)?.[1]
    if (into) {
      cwd = join(cwd, into)
      continue
    }
    if (!command.startsWith('npm install ')) {
      await sh(command, cwd)
      continue
    }
    const named = command.split(' ').map((word) => tarballs[word]?.replace(/^file:/, '') ?? word)
    const protocol = tarballs['@airlock/protocol']?.replace(/^file:/, '') ?? ''
    await sh(`${named.join(' ')} ${protocol} --no-audit --no-fund`, cwd)
  }
  writeFileSync(
    join(cwd, 'src/main.tsx'),
    mainOf(page).replace("'http://127.0.0.1:8787'", `'${serverOrigin}'`),
  )
  // The template's own check, strict: the quick start's file type-checks and builds.
  await sh('npm run build', cwd)
  return cwd
}
