import { expect, test } from 'vitest'
import * as core from './index.js'

test('public API', () => {
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "canClose",
      "codeOf",
      "connectWallet",
      "createAirlock",
      "createEip155Config",
      "createNotifier",
      "createStorage",
      "disconnectWallet",
      "navigate",
      "openingView",
      "resolveTheme",
      "storageVersion",
      "switchNetwork",
      "themeCssVariables",
      "views",
    ]
  `)
})
