import { createAirlock } from '@airlock/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test, vi } from 'vitest'

test('before the English catalogue has loaded, the page’s buttons already have their texts', async () => {
  // Fresh modules: English not loaded yet, as on a page's first paint (test/setup.ts loads it).
  vi.resetModules()
  const { AirlockProvider } = await import('./AirlockProvider.js')
  const { ConnectButton } = await import('../components/ConnectButton/ConnectButton.js')
  const { loadedEnglish } = await import('../locales/english.js')
  expect(loadedEnglish()).toBeUndefined()
  const airlock = createAirlock({ projectId: 'dev' })
  expect(
    renderToStaticMarkup(
      <AirlockProvider airlock={airlock}>
        <ConnectButton />
      </AirlockProvider>,
    ),
  ).toContain('>Connect Wallet</button>')
})
