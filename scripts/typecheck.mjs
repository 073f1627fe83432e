// Type-checks every workspace project (each with its own tsconfig), two at a time.
import { spawn } from 'node:child_process'

const projects = [
  'packages/protocol',
  'packages/core',
  'packages/react',
  'apps/devnet',
  'apps/test-kit',
  'apps/server',
  'apps/secure',
  'apps/sandbox',
  'apps/web',
  'apps/console',
  'e2e',
  'scripts',
  'docs',
]
let failed = false
const queue = [...projects]
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const code = await new Promise((resolve) => {
      const child = spawn('node_modules/.bin/tsc', ['-p', `${project}/tsconfig.json`], {
        stdio: 'inherit',
      })
      child.on('exit', resolve)
    })
    console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'}`)
    if (code !== 0) failed = true
  }
}
await Promise.all([worker(), worker()])
process.exit(failed ? 1 : 0)
