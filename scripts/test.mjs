// `npm test`: runs every stage, even after one fails, and ends with a summary of all of them, so
// one run shows every failure instead of only the first. Exits 1 if any stage failed.
//
// On two cores, stages that each leave a core idle run side by side: the four short static checks,
// then docs:build beside build:server (typecheck already runs two compilers at once). A stage
// running beside another has its output held and printed whole when it ends. Once the server is
// built, the apps the e2e tests install from the packed tarballs (scripts/prepareExamples.ts) are
// installed and built in the background at a low priority, beside the unit tests (their installs
// mostly wait on the network and the disk); the e2e tests wait for them (AIRLOCK_EXAMPLES_DIR).
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

function runStage(stage, alone) {
  const started = performance.now()
  if (alone) console.log(`\n=== npm run ${stage}\n`)
  const env = { ...process.env }
  if (stage === 'test:e2e') env.AIRLOCK_EXAMPLES_DIR = examplesDir
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env,
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('exit', (exitCode, signal) => {
      const seconds = (performance.now() - started) / 1000
      if (!alone) {
        console.log(`\n=== npm run ${stage} (${seconds.toFixed(0)} s, beside others)\n`)
        process.stdout.write(Buffer.concat(output))
      }
      resolve({ stage, code: exitCode ?? (signal ? 1 : 0), seconds })
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
process.exitCode = failed.length === 0 ? 0 : 1
