import { screen, waitFor, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { serveCatalogue } from '../../../../core/test/serveCatalogue.js'
import { connectedAirlock, testAirlock } from '../../../test/connectedAirlock.js'
import { renderApp } from '../../../test/renderApp.js'
import { afterPaint } from '../../utils/afterPaint.js'

/**
 * The modal's dialog, inside the shadow root it renders into (the first open loads its chunk; the
 * shell shown meanwhile is busy).
 */
async function dialog() {
  const root = await waitFor(
    () => {
      const shadow = document.querySelector('airlock-modal')?.shadowRoot
      const found = shadow?.querySelector<HTMLElement>('[role="dialog"]:not([aria-busy])')
      if (!found) throw new Error('No dialog yet')
      return found
    },
    { timeout: 10_000 },
  )
  return within(root)
}

test('the Connect button opens the modal on Connect; Escape closes it', async () => {
  const airlock = testAirlock()
  const { user } = renderApp(airlock)
  await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const modal = await dialog()
  expect(modal.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  await user.click(modal.getByRole('button', { name: /All wallets/ }))
  // Another view: Back is offered, and leads back.
  expect((await dialog()).getByRole('heading', { name: 'All Wallets' })).toBeTruthy()
  await user.click((await dialog()).getByRole('button', { name: 'Back' }))
  expect((await dialog()).getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
  await user.keyboard('{Escape}')
  expect(airlock.store.getState().open).toBe(false)
  // The first open compiles the modal's chunk and every view it imports: seconds on a loaded
  // machine, so a ceiling above the 5 s default.
}, 20_000)

test('connected: the account button opens Account, the network button the networks; Close closes', async () => {
  const { airlock } = await connectedAirlock()
  const { user } = renderApp(airlock)
  await user.click(await screen.findByRole('button', { name: 'Account 0x7099…79C8' }))
  const account = await dialog()
  expect(account.getByRole('heading', { name: 'Account' })).toBeTruthy()
  await user.click(account.getByRole('button', { name: 'Close' }))
  expect(airlock.store.getState().open).toBe(false)
  await user.click(screen.getByRole('button', { name: 'Network: Foundry' }))
  expect((await dialog()).getByRole('heading', { name: 'Choose Network' })).toBeTruthy()
})

test('the e-mail wallet’s approval is named for what it asks ("Sign message" for a signature), under the frame’s one heading', async () => {
  const airlock = testAirlock()
  renderApp(airlock)
  airlock.open()
  await dialog()
  airlock.store.setState((state) => ({
    router: { history: ['ApproveTransaction'], data: undefined, transition: 'none' },
    embeddedWallet: { ...state.embeddedWallet, approving: true, approval: 'signature' },
  }))
  // The dialog's name, as aria-labelledby gives it (the title also when it is not shown).
  const card = () =>
    document
      .querySelector('airlock-modal')
      ?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
  const name = () => {
    const id = card()?.getAttribute('aria-labelledby') ?? ''
    return card()?.querySelector(`[id="${id}"]`)?.textContent
  }
  const named = (wanted: string) => {
    const element = card()
    if (!element || name() !== wanted) throw new Error(`not named ${wanted}`)
    return within(element)
  }
  await waitFor(() => expect(named('Sign message')).toBeTruthy())
  // The frame's screen has the heading ("Sign this message?"): the header shows none.
  expect(named('Sign message').queryAllByRole('heading')).toEqual([])
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, approval: 'transaction' },
  }))
  await waitFor(() => expect(named('Approve Transaction')).toBeTruthy())
  // A session to grant or revoke (ERC-7715) is the wallet's approval, not a transaction.
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, approval: 'wallet' },
  }))
  await waitFor(() => expect(named('Wallet approval')).toBeTruthy())
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, approval: 'transaction' },
  }))
  await waitFor(() => expect(named('Approve Transaction')).toBeTruthy())
  // Nothing to approve any more: the view says so under its own heading.
  airlock.store.setState((state) => ({
    embeddedWallet: { ...state.embeddedWallet, approving: false, approval: undefined },
  }))
  await waitFor(() =>
    expect(
      named('Approve Transaction').getByRole('heading', { name: 'Approve Transaction' }),
    ).toBeTruthy(),
  )
})

test("a catalogue wallet's QR view is titled with the wallet's name; WalletConnect's own entry stays 'WalletConnect'", async () => {
  const airlock = testAirlock()
  renderApp(airlock)
  airlock.open()
  await dialog()
  airlock.navigate({
    type: 'push',
    view: 'ConnectingWalletConnectBasic',
    data: { walletId: 'rainbow', name: 'Rainbow', image_url: null },
  })
  await waitFor(async () =>
    expect((await dialog()).getByRole('heading', { name: 'Rainbow' })).toBeTruthy(),
  )
  airlock.navigate({ type: 'back' })
  airlock.navigate({ type: 'push', view: 'ConnectingWalletConnectBasic' })
  await waitFor(async () =>
    expect((await dialog()).getByRole('heading', { name: 'WalletConnect' })).toBeTruthy(),
  )
}, 20_000)

test('focus leaves a control before React takes it away: onto the card as the view changes, back to the opener as the dialog closes', async () => {
  const airlock = testAirlock()
  const { user } = renderApp(airlock)
  const opener = screen.getByRole('button', { name: 'Connect Wallet' })
  await user.click(opener)
  const modal = await dialog()
  const shadow = document.querySelector('airlock-modal')?.shadowRoot
  // A listener added after the dialog's sees each change as React does: before it renders.
  const seen: (Element | null | undefined)[] = []
  airlock.store.subscribe((state, previous) => {
    if (state.router !== previous.router || state.open !== previous.open)
      seen.push(state.open ? shadow?.activeElement : document.activeElement)
  })
  const allWallets = modal.getByRole('button', { name: /All wallets/ })
  await user.click(allWallets)
  // The clicked row was focused; removed while focused, the browser and React would fix the
  // focus up in the middle of the commit (style and layout forced), and it would drop to the page.
  expect(seen[0]).toBe(shadow?.querySelector('[role="dialog"]'))
  await user.keyboard('{Escape}')
  expect(airlock.store.getState().open).toBe(false)
  expect(seen.at(-1)).toBe(opener)
}, 20_000)

test('the featured wallets are asked for as the visitor shows intent (a pointer over Connect), not before: the first open shows them, no skeleton, no second request', async () => {
  const catalogue = await serveCatalogue()
  try {
    const airlock = testAirlock({ apiUrl: catalogue.url, walletConnect: false })
    const { user } = renderApp(airlock)
    const asked = () => catalogue.requests.filter((path) => path.startsWith('/getWallets'))
    // The hidden dialog is made once the page is idle; the server is asked nothing for it.
    await waitFor(
      () => {
        if (!document.querySelector('airlock-modal')?.shadowRoot?.querySelector('[role=dialog]'))
          throw new Error('no hidden dialog yet')
      },
      { timeout: 10_000 },
    )
    expect(asked()).toEqual([])
    await user.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
    // Still before any click: the featured wallets asked for once, and their rows made hidden.
    await waitFor(
      () => {
        const hidden = document.querySelector('airlock-modal')?.shadowRoot
        if (!hidden?.querySelector('img[src*="getWalletImage"]')) throw new Error('not warm yet')
      },
      { timeout: 10_000 },
    )
    expect(asked()).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const modal = await dialog()
    // On the first frame the dialog shows: not found later, nor after a skeleton.
    expect(modal.getByRole('button', { name: 'Wallet 1' })).toBeTruthy()
    expect(modal.queryByTestId('featured-skeleton')).toBeNull()
    expect(modal.getByRole('button', { name: /All wallets/ }).textContent).toContain('130+')
    expect(asked()).toHaveLength(1)
  } finally {
    await catalogue.close()
  }
}, 20_000)

test('the social logins are asked with the featured wallets, as the visitor shows intent: the armed dialog shows its rows and its social tiles in one render, no placeholder tiles first', async () => {
  const catalogue = await serveCatalogue({ socials: ['google', 'github'] })
  try {
    const airlock = testAirlock({
      apiUrl: catalogue.url,
      walletConnect: false,
      embeddedWallet: { url: catalogue.url },
    })
    const { user } = renderApp(airlock)
    const shadow = () => document.querySelector('airlock-modal')?.shadowRoot
    await waitFor(
      () => {
        if (!shadow()?.querySelector('[role=dialog]')) throw new Error('no hidden dialog yet')
      },
      { timeout: 10_000 },
    )
    const asked = (path: string) => catalogue.requests.filter((request) => request.startsWith(path))
    expect(asked('/appkit/v1/config')).toEqual([])
    // What the dialog held when the featured rows first came into it.
    let withRows: { tiles: number; placeholders: number } | undefined
    const observer = new MutationObserver(() => {
      const root = shadow()
      if (withRows || !root?.querySelector('img[src*="getWalletImage"]')) return
      withRows = {
        tiles: root.querySelectorAll('.social-grid .tile').length,
        placeholders: root.querySelectorAll('[data-testid="social-skeleton"]').length,
      }
    })
    const root = shadow()
    if (root) observer.observe(root, { subtree: true, childList: true })
    await user.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(withRows).toBeDefined(), { timeout: 10_000 })
    observer.disconnect()
    expect(withRows).toEqual({ tiles: 2, placeholders: 0 })
    expect(asked('/appkit/v1/config')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const modal = await dialog()
    expect(
      within(modal.getByRole('list', { name: 'Log in with a social account' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Google', 'GitHub'])
    expect(asked('/appkit/v1/config')).toHaveLength(1)
  } finally {
    await catalogue.close()
  }
}, 20_000)

test('once the featured wallets have come, the dialog is made ready while closed (armed): inert, painted only while the visitor is at the button, focus and Escape left to the page; the open shows it, takes focus, and a close arms it again', async () => {
  const catalogue = await serveCatalogue()
  try {
    const airlock = testAirlock({ apiUrl: catalogue.url, walletConnect: false })
    const { user } = renderApp(airlock)
    const shadow = () => document.querySelector('airlock-modal')?.shadowRoot
    const root = () => shadow()?.querySelector<HTMLElement>('.root')
    const painted = () => new Promise<void>((resolve) => afterPaint(resolve))
    const connect = screen.getByRole('button', { name: 'Connect Wallet' })
    // Focus is intent too (a keyboard user tabbing to the button).
    connect.focus()
    await waitFor(
      () => {
        const element = root()
        // Shown to React (Activity no longer sets display: none), hidden to the page.
        if (!element?.hasAttribute('data-closed') || element.style.display === 'none')
          throw new Error('not armed yet')
        if (!element.querySelector('img[src*="getWalletImage"]')) throw new Error('no rows yet')
      },
      { timeout: 10_000 },
    )
    // Closed to the page: inert, out of the accessibility tree; painted ahead (transparent)
    // while the visitor is at the button, not once they have left it.
    expect(root()?.inert).toBe(true)
    expect(root()?.getAttribute('aria-hidden')).toBe('true')
    expect(root()?.getAttribute('data-closed')).toBe('painted')
    connect.blur()
    await waitFor(() => expect(root()?.getAttribute('data-closed')).toBe('hidden'))
    connect.focus()
    await waitFor(() => expect(root()?.getAttribute('data-closed')).toBe('painted'))
    // Its effects wait for the open: focus stays on the page, and Escape is the page's own.
    await painted()
    await painted()
    expect(document.activeElement).toBe(connect)
    const escapes: boolean[] = []
    const onKeyDown = (event: KeyboardEvent) => escapes.push(event.defaultPrevented)
    window.addEventListener('keydown', onKeyDown)
    await user.keyboard('{Escape}')
    window.removeEventListener('keydown', onKeyDown)
    expect(escapes).toEqual([false])

    await user.keyboard('{Enter}')
    expect(airlock.store.getState().open).toBe(true)
    expect(root()?.hasAttribute('data-closed')).toBe(false)
    expect(root()?.inert).toBe(false)
    expect(root()?.hasAttribute('aria-hidden')).toBe(false)
    await waitFor(() => {
      const dialogElement = shadow()?.querySelector('[role=dialog]')
      if (!dialogElement?.contains(shadow()?.activeElement ?? null))
        throw new Error('focus not in the dialog yet')
    })
    await user.keyboard('{Escape}')
    expect(airlock.store.getState().open).toBe(false)
    expect(document.activeElement).toBe(connect)
    await waitFor(() => expect(root()?.hasAttribute('data-closed')).toBe(true))
    expect(root()?.style.display).not.toBe('none')
    expect(catalogue.requests.filter((path) => path.startsWith('/getWallets'))).toHaveLength(1)
  } finally {
    await catalogue.close()
  }
}, 20_000)

test('a dialog armed soon after a close on another view shows Connect, not the view it closed on', async () => {
  const catalogue = await serveCatalogue()
  try {
    const airlock = testAirlock({ apiUrl: catalogue.url, walletConnect: false })
    renderApp(airlock)
    airlock.open({ view: 'Networks' })
    expect((await dialog()).getByRole('heading', { name: 'Choose Network' })).toBeTruthy()
    airlock.close()
    airlock.store.setState({
      router: { history: ['Connect'], data: undefined, transition: 'none' },
    })
    const root = () => document.querySelector('airlock-modal')?.shadowRoot?.querySelector('.root')
    // Within the second the hidden dialog waits after a close: arming does not wait for it.
    screen.getByRole('button', { name: 'Connect Wallet' }).focus()
    await waitFor(
      () => {
        const element = root() as HTMLElement | null | undefined
        if (!element?.hasAttribute('data-closed') || element.style.display === 'none')
          throw new Error('not armed yet')
      },
      { timeout: 10_000 },
    )
    expect(root()?.querySelector('h2')?.textContent).toBe('Connect Wallet')
  } finally {
    await catalogue.close()
  }
}, 20_000)
