// Airlock's framework-free client with a plain DOM button: the store says what to show, the
// actions connect and disconnect. No React, no modal, no wagmi hooks.
import { type AirlockState, connectWallet, createAirlock, disconnectWallet } from '@airlock/core'
import { airlockDevnet } from './networks.js'

const airlock = createAirlock({
  projectId: 'dev', // a project of your Airlock server (`npm run airlock -- project create`)
  apiUrl: import.meta.env.VITE_AIRLOCK_API_URL ?? 'http://127.0.0.1:8787',
  networks: [airlockDevnet],
})

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id)
  if (!found) throw new Error(`index.html has no #${id} element`)
  return found as T
}
const address = element<HTMLParagraphElement>('address')
const connect = element<HTMLButtonElement>('connect')
const wallets = element<HTMLUListElement>('wallets')
const disconnect = element<HTMLButtonElement>('disconnect')

let listed = ''
/** The browser wallets (EIP-6963) the client found, one button each. */
function listWallets({ eip155 }: AirlockState) {
  const key = eip155.connectors.map((connector) => connector.uid).join()
  if (key === listed) return
  listed = key
  wallets.replaceChildren(
    ...eip155.connectors.map((connector) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = connector.name
      button.addEventListener('click', () => {
        void connectWallet(airlock, { connectorUid: connector.uid })
      })
      const item = document.createElement('li')
      item.append(button)
      return item
    }),
  )
}

function render(state: AirlockState) {
  const { status, address: account } = state.eip155
  const connected = status === 'connected' && account !== undefined
  address.textContent = connected ? `Connected: ${account}` : 'Not connected'
  connect.hidden = connected || !state.eip155.ready
  disconnect.hidden = !connected
  if (connected) wallets.hidden = true
  listWallets(state)
}

connect.addEventListener('click', () => {
  wallets.hidden = !wallets.hidden
})
disconnect.addEventListener('click', () => {
  void disconnectWallet(airlock)
})
airlock.store.subscribe(render)
render(airlock.store.getState())
