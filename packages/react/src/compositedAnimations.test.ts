import { expect, test } from 'vitest'
import { modalStyles } from './components/Modal/modalStyles.js'
import { shellStyles } from './components/ModalShell/shellStyles.js'
import { emailStyles } from './views/email/emailStyles.js'
import { onRampStyles } from './views/onramp/onRampStyles.js'
import { swapStyles } from './views/swap/swapStyles.js'

// An animation that runs for as long as something loads must be one the compositor runs on its
// own: opacity and transforms. Any other property (the skeletons' background-position shimmer
// was one) is styled, painted and committed on the main thread on every frame, while the view
// that shows it is being opened (issue 25).
const composited = new Set(['opacity', 'transform', 'translate', 'rotate', 'scale', 'offset'])

const sheets = { shellStyles, modalStyles, emailStyles, onRampStyles, swapStyles }

/** `@keyframes` by name, with the properties their frames set. */
function keyframes(css: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const [, name = '', body = ''] of css.matchAll(
    /@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g,
  ))
    found.set(
      name,
      [...body.matchAll(/([a-z-]+)\s*:/g)].map(([, property = '']) => property),
    )
  return found
}

test('every endless animation of the modal animates only what the compositor runs', () => {
  const all = Object.values(sheets).join('\n')
  const frames = keyframes(all)
  const endless = [...all.matchAll(/animation:\s*([\w-]+)[^;}]*\binfinite\b/g)].map(
    ([, name = '']) => name,
  )
  expect(endless.length).toBeGreaterThan(0)
  const offending = [...new Set(endless)].flatMap((name) => {
    const properties = frames.get(name)
    if (!properties) return [`${name}: no @keyframes`]
    return properties
      .filter((property) => !composited.has(property))
      .map((property) => `${name}: ${property}`)
  })
  expect(offending).toEqual([])
})
