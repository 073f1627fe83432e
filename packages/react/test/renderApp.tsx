import type { Airlock } from '@airlock/core'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AccountButton } from '../src/components/AccountButton/AccountButton.js'
import { ConnectButton } from '../src/components/ConnectButton/ConnectButton.js'
import { NetworkButton } from '../src/components/NetworkButton/NetworkButton.js'
import { AirlockProvider } from '../src/context/AirlockProvider.js'

/**
 * A dapp's page as the web app makes it: the provider (which mounts the modal) and the Connect,
 * Account and Network buttons.
 */
export function renderApp(airlock: Airlock) {
  const user = userEvent.setup()
  const result = render(
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
      <AccountButton />
      <NetworkButton />
    </AirlockProvider>,
  )
  return { user, ...result }
}
