import { expect, test } from 'vitest'
import * as core from './index.js'

test('public API', () => {
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "canClose",
      "connectWallet",
      "createAirlock",
      "createEip155Config",
      "createNotifier",
      "createStorage",
      "disconnectWallet",
      "getAccount",
      "getBalance",
      "getConnectors",
      "navigate",
      "openingView",
      "storageVersion",
      "views",
      "watchAccount",
      "watchConnectors",
    ]
  `)
})
