import { createAirlock, type WalletCatalogue } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AirlockProvider } from '../context/AirlockProvider.js'
import { useCatalogue } from './useCatalogue.js'

test('one catalogue client per Airlock client, the same across renders', () => {
  const seen: WalletCatalogue[] = []
  function Probe() {
    seen.push(useCatalogue())
    return null
  }
  const a = createAirlock({ projectId: 'dev' })
  const b = createAirlock({ projectId: 'dev' })
  for (const airlock of [a, a, b])
    renderToStaticMarkup(
      <AirlockProvider airlock={airlock}>
        <Probe />
        <Probe />
      </AirlockProvider>,
    )
  expect(new Set(seen.slice(0, 4)).size).toBe(1)
  expect(seen[4]).toBe(seen[5])
  expect(seen[4]).not.toBe(seen[0])
})
