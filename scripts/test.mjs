// `npm test`: runs every stage, even after one fails, and ends with a summary of all of them, so
// one run shows every failure instead of only the first. Exits 1 if any stage failed.
//
// On two cores, stages that each leave a core idle run side by side: the four short static checks,
// then docs:build beside build:server (typecheck already runs two compilers at once). A stage
// running beside another has its output held and printed whole when it ends. Once the server is
// built, the apps the e2e tests install from the packed tarballs (scripts/prepareExamples.ts) are
// installed and built in the background at a low priority, beside the unit tests (their installs
// mostly wait on the network and the disk); the e2e tests wait for them (AIRLOCK_EXAMPLES_DIR).
// The summary repeats the lines that name a failed test (`failureLines`): CI keeps only the end
// of the output, and a stage's own list of failures is far above it.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// build:server before the unit tests: the multi-replica tests run the built server
// (node apps/server/dist/main.js). docs:build builds the documentation site and checks its links
// (a dead one fails it).
const groups = [
  ['lint', 'deps', 'knip', 'licences'],
  ['typecheck'],
  ['docs:build', 'build:server'],
  ['test:unit'],
  ['test:e2e'],
]
const examplesDir = mkdtempSync(join(tmpdir(), 'airlock-examples-'))
let examples

/** Starts the installs and builds of the example apps, in a process group of their own. */
function startExamples() {
  console.log(`\n=== the example apps install and build in the background (logs: ${examplesDir})\n`)
  examples = spawn(
    'nice',
    ['-n', '10', 'node', '--import', 'tsx', 'scripts/prepareExamples.ts', examplesDir],
    // build:server has just built @airlock/protocol, which the packing would otherwise rebuild.
    { stdio: 'inherit', detached: true, env: { ...process.env, AIRLOCK_PROTOCOL_BUILT: '1' } },
  )
}

// A line that names a failed test or file: Vitest's `×` and `FAIL`, and its unhandled errors
// (which fail a run whose every test passed: the error, the file and test it came from),
// Playwright's `✘` and its numbered list (`  1) [chromium] › e2e/…`), TypeScript's and Biome's
// `error`.
const failureLine =
  /(\s×\s|\bFAIL\b|✘|^\s+\d+\) \S|error TS\d+|\berror\b.*\(\d+,\d+\)|Unhandled (Rejection|Error)|^\s*Errors\s+\d+ errors?|^(Error|TypeError|RangeError): |This error originated in|The latest test that might've caused)/
// ANSI colour codes, taken out before a line is matched and repeated.
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

/** The lines of `output` that name a failure, each once, at most `limit`. */
function failureLines(output, limit = 40) {
  const lines = Buffer.concat(output).toString('utf8').replace(ansi, '').split('\n')
  return [
    ...new Set(lines.filter((line) => failureLine.test(line)).map((line) => line.trimEnd())),
  ].slice(0, limit)
}

function runStage(stage, alone) {
  const started = performance.now()
  if (alone) console.log(`\n=== npm run ${stage}\n`)
  const env = { ...process.env }
  if (stage === 'test:e2e') env.AIRLOCK_EXAMPLES_DIR = examplesDir
  return new Promise((resolve) => {
    // Kept whole either way, for the failures the summary repeats; shown as it comes when alone.
    const child = spawn('npm', ['run', '--silent', stage], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    })
    const output = []
    child.stdout.on('data', (chunk) => {
      output.push(chunk)
      if (alone) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      output.push(chunk)
      if (alone) process.stderr.write(chunk)
    })
    child.on('exit', (exitCode, signal) => {
      const seconds = (performance.now() - started) / 1000
      if (!alone) {
        console.log(`\n=== npm run ${stage} (${seconds.toFixed(0)} s, beside others)\n`)
        process.stdout.write(Buffer.concat(output))
      }
      const code = exitCode ?? (signal ? 1 : 0)
      resolve({ stage, code, seconds, failures: code === 0 ? [] : failureLines(output) })
    })
  })
}

const began = performance.now()
const results = []
for (const group of groups) {
  results.push(...(await Promise.all(group.map((stage) => runStage(stage, group.length === 1)))))
  if (group.includes('build:server')) startExamples()
}
// The e2e tests waited for every app; anything still running is stopped.
if (examples && examples.exitCode === null && examples.signalCode === null)
  process.kill(-examples.pid, 'SIGTERM')

console.log('\n=== npm test summary\n')
for (const { stage, code, seconds } of results)
  console.log(`  ${code === 0 ? 'ok    ' : 'FAILED'}  ${stage.padEnd(12)} ${seconds.toFixed(0)} s`)
console.log(`  total                ${((performance.now() - began) / 1000).toFixed(0)} s`)
const failed = results.filter((result) => result.code !== 0)
console.log(
  failed.length === 0
    ? '\nEvery stage passed.'
    : `\n${failed.length} of ${results.length} stages failed: ${failed.map((r) => r.stage).join(', ')}`,
)
for (const { stage, failures } of failed) {
  console.log(
    `\n${stage}: ${failures.length === 0 ? 'no line names a failed test; see its output above' : 'what failed'}`,
  )
  for (const line of failures) console.log(`  ${line}`)
}
process.exitCode = failed.length === 0 ? 0 : 1
