import { createConfig, getConnectors, http } from '@wagmi/core'
import { foundry } from 'viem/chains'
import { expect, test } from 'vitest'
import { createFakeFrame } from '../../../test/fakeFrame.js'
import { createAirlock } from '../../createAirlock.js'
import { addEmailWallet } from './addEmailWallet.js'

test('adds the connector to a wagmi config once; the frame waits until it is needed', () => {
  const airlock = createAirlock({ projectId: 'dev', apiUrl: 'http://127.0.0.1:9' })
  const frame = createFakeFrame()
  const config = createConfig({
    chains: [foundry],
    transports: { [foundry.id]: http('http://127.0.0.1:9') },
    storage: null,
    multiInjectedProviderDiscovery: false,
  })
  const options = {
    url: 'http://localhost:8788',
    projectId: 'dev',
    store: airlock.store,
    storage: airlock.storage,
    document: frame.document,
  }
  const connector = addEmailWallet(config, options)
  expect(addEmailWallet(config, options)).toBe(connector)
  expect(getConnectors(config).map((item) => item.id)).toEqual(['airlock-email'])
  expect(frame.elements).toHaveLength(0)
})
