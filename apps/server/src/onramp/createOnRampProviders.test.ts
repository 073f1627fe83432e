import { expect, it } from 'vitest'
import { resolveBlockchainChains } from '../blockchain/resolveBlockchainChains.js'
import { loadConfig } from '../config/loadConfig.js'
import { createOnRampProviders } from './createOnRampProviders.js'

const idsFor = (env: Record<string, string>) => {
  const config = loadConfig({ DATA_DIR: '/nonexistent', ...env })
  return createOnRampProviders({ config, chains: resolveBlockchainChains({ config }) }).map(
    (provider) => provider.id,
  )
}

it('offers the providers the operator configured, the sandbox (embedded default) first', () => {
  expect(idsFor({})).toEqual([])
  expect(idsFor({ ONRAMP_SANDBOX_URL: 'http://127.0.0.1:8790' })).toEqual(['sandbox'])
  expect(idsFor({ MELD_PUBLIC_KEY: 'pk', COINBASE_ONRAMP_APP_ID: 'app' })).toEqual([
    'coinbase',
    'meld',
  ])
  expect(
    idsFor({
      MELD_PUBLIC_KEY: 'pk',
      COINBASE_ONRAMP_APP_ID: 'app',
      ONRAMP_SANDBOX_URL: 'http://127.0.0.1:8790',
    }),
  ).toEqual(['sandbox', 'coinbase', 'meld'])
})
