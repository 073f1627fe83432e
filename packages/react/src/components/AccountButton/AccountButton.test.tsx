import { disconnectWallet } from '@airlock/core'
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock } from '../../../test/connectedAirlock.js'
import { renderView, topView } from '../../../test/renderView.js'
import { connectTestWallet } from '../../../test/testWallet.js'
import { AccountButton } from './AccountButton.js'

test('disconnected, the Account button is not there; connected, it names the account and opens Account', async () => {
  const { airlock } = await connectedAirlock()
  await disconnectWallet(airlock)
  const { user } = renderView(airlock, <AccountButton />)
  expect(screen.queryByRole('button')).toBeNull()
  await connectTestWallet(airlock)
  await user.click(await screen.findByRole('button', { name: /^Account 0x7099/ }))
  expect(airlock.store.getState().open).toBe(true)
  expect(topView(airlock)).toBe('Account')
})
