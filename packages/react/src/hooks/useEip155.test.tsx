import { act, screen, waitFor } from '@testing-library/react'
import { expect, test } from 'vitest'
import { connectedAirlock, testAirlock } from '../../test/connectedAirlock.js'
import { renderHookWith } from '../../test/renderHookWith.js'
import { renderView, showView } from '../../test/renderView.js'
import { connectTestWallet, testWallet, testWalletConnector } from '../../test/testWallet.js'
import { useAccount, useConnectors, useDisconnect, useNetwork } from './useEip155.js'

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('useAccount and useNetwork follow the connected wallet; a chain outside the networks is unsupported', async () => {
  const { airlock } = await connectedAirlock()
  const { result } = renderHookWith(airlock, () => ({
    account: useAccount(),
    network: useNetwork(),
  }))
  expect(result.current.account).toMatchObject({
    address: account,
    chainId: 31337,
    status: 'connected',
    isConnected: true,
  })
  expect(result.current.account.chain?.id).toBe(31337)
  expect(result.current.network.isUnsupported).toBe(false)

  act(() => airlock.store.setState((state) => ({ eip155: { ...state.eip155, chainId: 999 } })))
  expect(result.current.account.chain).toBeUndefined()
  expect(result.current.network.isUnsupported).toBe(true)
})

test('useNetwork.switchNetwork moves the wallet through the core action', async () => {
  const { airlock, wallet } = await connectedAirlock()
  showView(airlock, 'Account')
  const { result } = renderHookWith(airlock, useNetwork)
  // The last visit's connection has been looked for (wagmi's reconnect would write its chain).
  await waitFor(() => expect(airlock.store.getState().eip155.ready).toBe(true))
  expect(await result.current.switchNetwork(1)).toBe(true)
  expect(wallet.chainId()).toBe(1)
  // The store follows at once, not only when (or if) the wallet's chainChanged arrives.
  expect(airlock.store.getState().eip155.chainId).toBe(1)
  expect(result.current.chainId).toBe(1)
  // Through the SwitchNetwork view and back to Account, as the action does.
  expect(airlock.store.getState().switchAttempt).toEqual({ status: 'idle' })
  expect(airlock.store.getState().router.history).toEqual(['Account'])
})

test('disconnected, switchNetwork chooses the network, and Connect then asks the wallet for it', async () => {
  const wallet = testWallet()
  const airlock = testAirlock()
  airlock.open({ view: 'Networks' })
  const { result } = renderHookWith(airlock, useNetwork)
  // Nothing chosen yet: the dapp's first network.
  expect(result.current.chainId).toBe(31337)
  let switched: boolean | undefined
  await act(async () => {
    switched = await result.current.switchNetwork(1)
  })
  expect(switched).toBe(true)
  expect(airlock.store.getState().selectedChainId).toBe(1)
  expect(result.current.chain?.name).toBe('Ethereum')
  // No wallet was asked; the Networks view (alone) closes.
  expect(airlock.store.getState().open).toBe(false)
  expect(wallet.chainId()).toBe(31337)
  await act(() => connectTestWallet(airlock))
  await waitFor(() => expect(airlock.store.getState().eip155.chainId).toBe(1))
  expect(wallet.chainId()).toBe(1)
})

test('useNetwork.switchNetwork moves the store and the hook to the new chain', async () => {
  const { airlock } = await connectedAirlock()
  showView(airlock, 'Account')
  const { result } = renderHookWith(airlock, useNetwork)
  expect(result.current.chainId).toBe(31337)
  expect(await result.current.switchNetwork(1)).toBe(true)
  await waitFor(() => expect(airlock.store.getState().eip155.chainId).toBe(1))
  await waitFor(() => expect(result.current.chainId).toBe(1))
  expect(result.current.chain?.id).toBe(1)
})

test('useConnectors lists the browser wallets found on the page', async () => {
  testWallet()
  const airlock = testAirlock()
  const { result } = renderHookWith(airlock, useConnectors)
  const uid = await testWalletConnector(airlock)
  await waitFor(() => expect(result.current.map((connector) => connector.uid)).toContain(uid))
})

/** A dapp's disconnect button. */
function DisconnectButton() {
  const disconnect = useDisconnect()
  const { address } = useAccount()
  return (
    <button type="button" onClick={() => void disconnect()}>
      {address ? 'Disconnect' : 'Not connected'}
    </button>
  )
}

test('useDisconnect disconnects the wallet and closes the modal', async () => {
  const { airlock } = await connectedAirlock()
  airlock.open({ view: 'Account' })
  const { user } = renderView(airlock, <DisconnectButton />)
  await user.click(screen.getByRole('button', { name: 'Disconnect' }))
  await screen.findByRole('button', { name: 'Not connected' })
  expect(airlock.store.getState()).toMatchObject({
    open: false,
    eip155: { status: 'disconnected' },
  })
  expect(airlock.store.getState().router.history).toEqual(['Connect'])
})
