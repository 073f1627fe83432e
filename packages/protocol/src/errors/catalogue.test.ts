import { expect, test } from 'vitest'
import {
  addressErrorMessages,
  alerts,
  frameErrorMessages,
  httpStatusMessage,
  inputMessages,
  sessionErrorMessages,
  userMessages,
  walletMessages,
} from './catalogue.js'

// Every text the user can see, so that any change to a spec message shows in review. Texts with a
// placeholder are shown with the spec's placeholder in its place.
const placeholders: Record<string, string> = { registerNameFailed: '{name}', emailCooldown: '{n}' }
const render = (messages: Record<string, string | ((value: never) => string)>) =>
  Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      typeof message === 'function'
        ? (message as (value: unknown) => string)(placeholders[id])
        : message,
    ]),
  )

test('user messages (SPEC §8)', () => {
  expect(userMessages.registerNameFailed('alice')).toBe('Error registering name alice')
  expect(userMessages.emailCooldown(12)).toBe('Please try again after 12 seconds')
  expect(render(userMessages)).toMatchInlineSnapshot(`
    {
      "checkAllowanceFailed": "Failed to check allowance",
      "createApprovalTransactionFailed": "Failed to create approval transaction",
      "createTransactionFailed": "Failed to create transaction",
      "disconnectFailed": "Failed to disconnect",
      "emailCooldown": "Please try again after {n} seconds",
      "fetchNameSuggestionsFailed": "Error fetching name suggestions",
      "fetchNamesForAddressFailed": "Error fetching names for address",
      "fetchNetworkTokenPriceFailed": "Failed to fetch network token price",
      "fetchTransactionsFailed": "Failed to fetch transactions",
      "gasPriceNetworkUnsupported": "Network not supported for Gas Price",
      "initializeAuthenticationFailed": "A problem occurred while trying initialize authentication",
      "initializeSwapFailed": "Failed to initialize swap",
      "registerNameFailed": "Error registering name {name}",
      "resolveNameFailed": "Error resolving name",
      "signatureDeclined": "Signature declined",
      "smartAccountsUnsupported": "This application might not support Smart Accounts",
      "swapNetworkUnsupported": "Network not supported for Swaps",
      "tokenBalanceUnavailable": "Token Balance Unavailable",
      "transactionError": "Transaction error",
    }
  `)
})

test('input and wallet messages (SPEC §5, §6, §7)', () => {
  expect({ ...inputMessages, ...walletMessages }).toMatchInlineSnapshot(`
    {
      "actionNotAllowed": "Action not allowed",
      "amountAndReceiverRequired": "An amount and receiver address are required",
      "chainNotSupported": "Chain is not supported",
      "enterValidAmount": "Please enter a valid amount",
      "incorrectAmount": "Incorrect amount",
      "insufficientBalance": "Insufficient balance",
      "insufficientLiquidity": "Insufficient liquidity for this amount",
      "invalidAddress": "Invalid address",
      "invalidChainId": "Invalid chainId",
      "rpcMethodNotAllowed": "Requested RPC call is not allowed",
      "tokenRequired": "A token is required",
      "unsupportedChain": "Unsupported chain",
    }
  `)
})

test('alerts (SPEC §8)', () => {
  expect(alerts).toMatchInlineSnapshot(`
    {
      "iframeLoadFailed": {
        "description": "The embedded wallet could not be loaded. Check the connection and try again.",
        "shortMessage": "Network Error - Could not load embedded wallet",
      },
      "iframeRequestTimeout": {
        "description": "The embedded wallet did not answer in time. Try again.",
        "shortMessage": "Embedded Wallet Request Timed Out",
      },
      "invalidAppConfiguration": {
        "description": "This origin is not on the project's allowed origins. Add it on the Airlock server.",
        "shortMessage": "Invalid App Configuration",
      },
      "invalidProjectId": {
        "description": "The server does not know this project id. Check the projectId option.",
        "shortMessage": "Invalid Project ID",
      },
      "networkNotFound": {
        "description": "The network is not in the networks list the app was configured with.",
        "shortMessage": "Network Not Found",
      },
      "projectIdNotConfigured": {
        "description": "No projectId was passed to createAirlock. Create a project and pass its id.",
        "shortMessage": "Project ID Not Configured",
      },
      "sessionExpired": {
        "description": "The session is not valid yet. Check this device's time settings and reconnect.",
        "shortMessage": "Session Expired",
      },
      "unverifiedDomain": {
        "description": "The embedded wallet did not accept this domain. Check the project's allowed origins.",
        "shortMessage": "Invalid App Configuration",
      },
    }
  `)
})

test('frame, address, session and HTTP errors (SPEC §8)', () => {
  expect({
    ...frameErrorMessages,
    ...addressErrorMessages,
    ...sessionErrorMessages,
    http: httpStatusMessage(503),
  }).toMatchInlineSnapshot(`
    {
      "default": "An error occurred",
      "emailLoginUnavailable": "Unable to load email login dependency",
      "http": "HTTP status code: 503",
      "invalidCaip10Address": "Invalid CAIP-10 address",
      "invalidCaipAddress": "Invalid CAIP Address",
      "invalidCaipNetworkId": "Invalid CAIP-2 network id",
      "notConnected": "Please call connect() before request()",
      "requestAborted": "Request was aborted",
      "signClientNotInitialized": "Sign Client not initialized",
      "somethingWentWrong": "Something went wrong",
    }
  `)
})
