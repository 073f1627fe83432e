// A bench part run alone (`npm run bench -- speed`, `-- solana-modal`, `-- start`) writes its figures into
// bench/results.json beside the full run's, replacing only its own.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'

export type MergeResultsParameters = {
  /** The part's figures' prefix (`speed`): figures `<prefix>.*`, and those it names, are replaced. */
  prefix: string
  /** The part's figures, rounded as the results file holds them. */
  figures: Record<string, number>
  /** The part's own section of the results file (`results[prefix]`), replaced as a whole. */
  details: Record<string, unknown>
  /** What the part missed (budgets or targets), recorded with the run. */
  missed: string[]
}

/**
 * Replaces one part's figures and section in the results file, keeping the rest; the section
 * gets `run`: when, on what machine, and what it missed.
 *
 * @example
 * mergeResults('bench/results.json', { prefix: 'speed', figures, details, missed: [] })
 */
export function mergeResults(
  file: string,
  { prefix, figures, details, missed }: MergeResultsParameters,
) {
  const results = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {}
  const kept = Object.entries((results.figures ?? {}) as Record<string, number>).filter(
    ([key]) => !key.startsWith(`${prefix}.`) && !(key in figures),
  )
  const run = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    missed,
  }
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        ...results,
        figures: { ...Object.fromEntries(kept), ...figures },
        [prefix]: { ...details, run },
      },
      null,
      2,
    )}\n`,
  )
}
