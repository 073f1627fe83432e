// `npm run airlock -- <group> <command> [options]`: manages projects, the wallet catalogue and
// analytics in the server's database (PGlite in DATA_DIR, or DATABASE_URL).

import { runCli } from './cli/runCli.js'

runCli(process.argv.slice(2), {
  env: process.env,
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
}).then((code) => process.exit(code))
