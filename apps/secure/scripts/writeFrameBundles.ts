// `npm run build` of @airlock/secure, after tsc: bundles the frame's browser scripts (the frame and
// the social login callback) into dist/bundles/, where the built secure origin reads them, so it
// needs no bundler and no TypeScript sources at run time.
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { bundleFrame, bundleName } from '../src/buildFrameBundle.js'

const out = fileURLToPath(new URL('../dist/bundles/', import.meta.url))
await mkdir(out, { recursive: true })
for (const entry of ['main', 'socialCallback'] as const) {
  const code = await bundleFrame(entry)
  await writeFile(`${out}${bundleName(entry)}.js`, code)
  console.log(`dist/bundles/${bundleName(entry)}.js: ${(code.length / 1024).toFixed(1)} KiB`)
}
