import { expect, test } from 'vitest'
import * as react from './index.js'

test('public API', () => {
  expect(Object.keys(react).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "AccountButtonRenderer",
      "AirlockProvider",
      "ConnectButton",
      "ConnectButtonRenderer",
      "NetworkButton",
      "NetworkButtonRenderer",
      "en",
      "loadMessages",
      "locales",
      "useAccount",
      "useAirlock",
      "useAirlockState",
      "useConnectors",
      "useDisconnect",
      "useLocale",
      "useMessages",
      "useModal",
      "useNetwork",
      "useSwap",
      "useTheme",
    ]
  `)
})
