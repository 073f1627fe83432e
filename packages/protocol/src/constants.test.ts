import { expect, test } from 'vitest'
import * as constants from './constants.js'

test('business constants of SPEC §9', () => {
  expect(constants).toMatchInlineSnapshot(`
    {
      "animationTimes": {
        "headerTextMs": 120,
        "modalHeightMs": 150,
        "notificationReplaceDelayMs": 150,
        "shakeMs": 500,
        "viewTransitionMs": 150,
      },
      "cacheTimes": {
        "balanceMs": 30000,
        "balanceRetryGuardMs": 30000,
        "identityMs": 300000,
        "nameMs": 300000,
        "nativeBalanceMs": 30000,
      },
      "displayDecimals": {
        "balance": 2,
        "swapOutput": 6,
        "transactionQuantity": 3,
      },
      "embeddedWalletTimes": {
        "disconnectWaitMs": 3000,
        "emailCooldownMs": 30000,
        "errorToastDelayMs": 300,
        "loadTimeoutMs": 20000,
        "postReadyDelayMs": 500,
        "readyAfterLoadMs": 2000,
        "requestTimeoutMs": 30000,
      },
      "modalDefaults": {
        "defaultNetworkId": "eip155:1",
        "widthPx": 360,
        "zIndex": 999,
      },
      "onRampFallback": {
        "paymentCurrencies": [
          "USD",
          "EUR",
        ],
        "paymentMethodLimits": [
          {
            "id": "card",
            "max": "7500.00",
            "min": "10.00",
          },
          {
            "id": "ach_bank_account",
            "max": "25000.00",
            "min": "10.00",
          },
        ],
        "purchaseCurrencies": [
          "USDC",
          "ETH",
        ],
        "purchaseNetworks": [
          "eip155:1",
          "eip155:137",
        ],
      },
      "pairingTimes": {
        "expiryMarginMs": 10000,
        "lifetimeMs": 240000,
      },
      "rpcSettings": {
        "batchSize": 1000,
        "pollingIntervalMs": 4000,
        "retryCount": 3,
        "retryDelayMs": 150,
        "timeoutMs": 10000,
      },
      "sendNamespaces": [
        "eip155",
        "solana",
      ],
      "storageSettings": {
        "logBufferBytes": 1024000,
        "version": 1,
      },
      "swapSettings": {
        "defaultGasEstimate": 150000,
        "providerFeeRate": 0.0085,
        "slippageTolerancePercent": 1,
      },
      "telemetryLimits": {
        "maxErrors": 5,
        "windowMs": 60000,
      },
      "validationLimits": {
        "emailMaxLength": 254,
        "evmChainIdLimit": 2147483648,
        "nameMinLength": 4,
        "oneTimeCodeLength": 6,
        "signedMessageMinHexDigits": 62,
        "solanaAddressMaxLength": 44,
        "solanaAddressMinLength": 32,
      },
      "walletListLimits": {
        "featuredCount": 4,
        "imagePreloadTimeoutMs": 2000,
        "pageSize": 40,
        "prefetchedImages": 20,
        "recentWallets": 2,
        "searchDebounceMs": 300,
        "searchEntries": 100,
      },
    }
  `)
})

test('derived values agree with the spec', () => {
  expect(constants.pairingTimes.lifetimeMs).toBe(240_000)
  expect(constants.cacheTimes.nameMs).toBe(300_000)
  expect(constants.walletListLimits.searchEntries).toBe(100)
  expect(constants.validationLimits.evmChainIdLimit).toBe(2 ** 31)
})
