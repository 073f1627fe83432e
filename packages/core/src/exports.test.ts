import { expect, test } from 'vitest'
import * as core from './index.js'

test('public API', () => {
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "BlockchainApiError",
      "CatalogueHttpError",
      "CatalogueRequestError",
      "CatalogueResponseError",
      "addRecentWallet",
      "canClose",
      "codeOf",
      "connectWallet",
      "connectorRdns",
      "createAirlock",
      "createAnalytics",
      "createBlockchainApi",
      "createEip155Config",
      "createNotifier",
      "createStorage",
      "createWalletCatalogue",
      "createWalletList",
      "disconnectWallet",
      "getRecentWallets",
      "listConnectWallets",
      "navigate",
      "openingView",
      "prefetchImages",
      "recentWalletsKey",
      "resolveTheme",
      "sendTokens",
      "storageVersion",
      "switchNetwork",
      "themeCssVariables",
      "toUnits",
      "tokenContract",
      "validateSend",
      "views",
    ]
  `)
})
