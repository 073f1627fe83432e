// `npm test`: runs every stage, even after one fails, and ends with a summary of all of them, so
// one run shows every failure instead of only the first. Exits 1 if any stage failed.
import { spawn } from 'node:child_process'

// build:server first: the multi-replica tests run the built server (node apps/server/dist/main.js).
// docs:build builds the documentation site and checks its links (a dead one fails it).
const stages = [
  'lint',
  'deps',
  'knip',
  'licences',
  'typecheck',
  'docs:build',
  'build:server',
  'test:unit',
  'test:e2e',
]
const results = []
for (const stage of stages) {
  const started = performance.now()
  console.log(`\n=== npm run ${stage}\n`)
  const code = await new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage], { stdio: 'inherit' })
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
  })
  results.push({ stage, code, seconds: (performance.now() - started) / 1000 })
}

console.log('\n=== npm test summary\n')
for (const { stage, code, seconds } of results)
  console.log(`  ${code === 0 ? 'ok    ' : 'FAILED'}  ${stage.padEnd(10)} ${seconds.toFixed(0)} s`)
const failed = results.filter((result) => result.code !== 0)
console.log(
  failed.length === 0
    ? '\nEvery stage passed.'
    : `\n${failed.length} of ${results.length} stages failed: ${failed.map((r) => r.stage).join(', ')}`,
)
process.exitCode = failed.length === 0 ? 0 : 1
