// `npm start`: scripts/start.ts, run from its bundle (scripts/startBundle.mjs) by Node alone.
// Source maps cost a second of reading every package's maps: on only with DEBUG set (or Node's
// own --enable-source-maps); without them, a stack names the bundle's lines, each module there
// headed by its file's path.
import { fileURLToPath } from 'node:url'
import { startBundle } from './startBundle.mjs'

if (process.env.DEBUG) process.setSourceMapsEnabled(true)
const { url } = await startBundle({
  entry: fileURLToPath(new URL('start.ts', import.meta.url)),
  outDir: fileURLToPath(new URL('../node_modules/.cache/airlock-start/', import.meta.url)),
})
await import(url)
