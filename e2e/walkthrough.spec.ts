import { demoAccounts, injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { cutWords } from './cutWords.ts'
import { fresh, submitEmail } from './emailHelpers.js'
import { captureView, roomBelow } from './walkthroughShots.ts'
import { walletConnectPeers } from './walletConnectPeer.ts'
import { pickReloading } from './webSettings.js'

// The walkthrough (issue 16): every view of the modal a visitor reaches with a browser wallet or
// without one, each photographed in both themes at a desktop and a phone viewport
// (e2e/screenshots/walkthrough/), with its header and Close in view and no notification over a
// control. The e-mail wallet's and the on-ramp's views are in walkthroughEmail.spec.ts.

test.describe.configure({ timeout: 240_000 })

const receiver = demoAccounts()[1]?.account.address ?? ''

/** Connects the injected test wallet from the home page; returns the account button's name. */
async function connect(page: Page, wallet: { address: string }) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  return `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
}

test('without a wallet connected: Connect, All Wallets, WalletConnect, socials, networks, e-mail code', async ({
  page,
}) => {
  await injectTestWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connectView = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connectView.getByRole('button', { name: /All wallets/ })).toContainText('+')
  // All wallets is in view without scrolling (1280×800 too, below e-mail, socials and five
  // wallets), and nothing lies over it.
  await captureView(page, 'connect', async () => {
    const allWallets = connectView.getByRole('button', { name: /All wallets/ })
    await expect(allWallets).toBeInViewport({ ratio: 1 })
    const onTop = await allWallets.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect()
      const root = button.getRootNode() as ShadowRoot
      return [
        [x + 4, y + 4],
        [x + width / 2, y + height / 2],
        [x + width - 4, y + height - 4],
      ].every(([px = 0, py = 0]) => button.contains(root.elementFromPoint(px, py)))
    })
    expect(onTop, 'All wallets uncovered').toBe(true)
  })

  await connectView.getByRole('button', { name: /All wallets/ }).click()
  const all = page.getByRole('dialog', { name: 'All Wallets' })
  await expect(all.getByRole('list', { name: 'Wallets' }).getByRole('listitem')).toHaveCount(40)
  // A name breaks between its words or their pieces (Blockchain | .com), never inside one.
  await captureView(page, 'all-wallets', async () => {
    expect(await cutWords(all, '.tile-name')).toEqual([])
  })
  // Scrolled down the list, the header and the search field stay where they were, and typing a
  // search that shrinks the list moves neither.
  const search = all.getByRole('searchbox', { name: 'Search wallets' })
  const searchTop = (await search.boundingBox())?.y
  await all
    .getByRole('list', { name: 'Wallets' })
    .getByRole('listitem')
    .nth(30)
    .scrollIntoViewIfNeeded()
  await expect(all.getByRole('button', { name: 'Close', exact: true })).toBeInViewport({ ratio: 1 })
  expect((await search.boundingBox())?.y).toBe(searchTop)
  await search.pressSequentially('zzzz-no-such')
  await expect(all.getByText('No wallet found')).toBeVisible()
  expect((await search.boundingBox())?.y).toBe(searchTop)
  // The card keeps the list's height; the message sits in the middle of the room under the field.
  await captureView(page, 'all-wallets-no-match', async () => {
    const field = await all.locator('.catalogue-search').boundingBox()
    const message = await all.locator('.catalogue-empty').boundingBox()
    const card = await all.boundingBox()
    if (!field || !message || !card) throw new Error('All Wallets: no field, message or card')
    const above = message.y - (field.y + field.height)
    const below = card.y + card.height - (message.y + message.height)
    // Below it, the body's padding (16 px) and the card's border besides.
    expect(Math.abs(above - (below - 17))).toBeLessThanOrEqual(14)
  })
  await all.getByRole('button', { name: 'Back', exact: true }).click()

  await connectView.getByRole('button', { name: /WalletConnect/ }).click()
  const walletConnect = page.getByRole('dialog', { name: 'WalletConnect' })
  await expect(walletConnect.getByTestId('walletconnect-qr')).toHaveAttribute('data-uri', /^wc:/, {
    timeout: 20_000,
  })
  await captureView(page, 'walletconnect')
  await walletConnect.getByRole('button', { name: 'Back', exact: true }).click()

  const tiles = connectView.getByRole('list', { name: 'Log in with a social account' })
  const allSocials = tiles.getByRole('button', { name: 'All socials' })
  if ((await allSocials.count()) > 0) {
    await allSocials.click()
    const socials = page.getByRole('dialog', { name: 'All Socials' })
    await expect(socials.getByRole('button', { name: /^Continue with / }).first()).toBeVisible()
    await captureView(page, 'all-socials')
    await socials.getByRole('button', { name: 'Back', exact: true }).click()
  }
  await connectView.getByRole('button', { name: 'Close', exact: true }).click()

  await page.getByRole('button', { name: 'Network: Airlock Devnet' }).click()
  const networks = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(networks.getByRole('button', { name: /^Airlock Devnet Selected/ })).toBeVisible()
  // The namespaces' names (EVM, Solana) are small labels over their lists, not big headings.
  await captureView(page, 'networks', async () => {
    for (const label of await networks.getByRole('heading', { level: 3 }).all())
      expect(
        await label.evaluate((heading) => Number.parseFloat(getComputedStyle(heading).fontSize)),
      ).toBeLessThanOrEqual(13)
  })
  await networks.getByRole('button', { name: 'Close', exact: true }).click()

  const email = fresh('walkthrough')
  await submitEmail(page, email)
  const verify = page.getByRole('dialog', { name: 'Confirm Email' })
  await expect(verify).toContainText(email)
  await captureView(page, 'email-verify-otp')
})

test('a connected wallet: Account and its tabs, a notification, Receive, Send, Swap, networks', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const wallet = await injectTestWallet(page)
  await page.getByRole('button', { name: await connect(page, wallet) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('balance')).toContainText('ETH')
  await expect(account.getByRole('button', { name: 'Buy', exact: true })).toBeVisible()
  await captureView(page, 'account')
  await account.getByRole('button', { name: 'Copy address' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible()
  await captureView(page, 'account-notification')
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(account.getByRole('tabpanel').getByTestId('activity').first()).toBeVisible()
  await captureView(page, 'account-activity')
  await account.getByRole('tab', { name: 'NFTs' }).click()
  await expect(account.getByRole('tabpanel')).toBeVisible()
  await captureView(page, 'account-nfts')
  await account.getByRole('tab', { name: 'Tokens' }).click()

  await account.getByRole('button', { name: 'Receive', exact: true }).click()
  const receive = page.getByRole('dialog', { name: 'Receive' })
  await expect(receive.getByTestId('receive-address')).toBeVisible()
  // The address sits centred under the QR code, on one line or two.
  await captureView(page, 'receive', async () => {
    const offsets = await receive.getByTestId('receive-address').evaluate((paragraph) => {
      const card = paragraph.closest('.card')?.getBoundingClientRect()
      const middle = card ? card.left + card.width / 2 : 0
      return Array.from(paragraph.querySelectorAll('.full-address > span')).map((half) => {
        const lines = Array.from(half.getClientRects())
        return lines.map((line) => Math.abs(line.left + line.width / 2 - middle))
      })
    })
    const lineTops = await receive
      .getByTestId('receive-address')
      .evaluate((paragraph) =>
        Array.from(paragraph.querySelectorAll('.full-address > span')).map((half) =>
          Math.round(half.getBoundingClientRect().top),
        ),
      )
    // On two lines each half is centred; on one line the whole is.
    const centred =
      lineTops[0] === lineTops[1]
        ? await receive.getByTestId('receive-address').evaluate((paragraph) => {
            const text = paragraph.querySelector('.full-address')?.getBoundingClientRect()
            const card = paragraph.closest('.card')?.getBoundingClientRect()
            return text && card
              ? Math.abs(text.left + text.width / 2 - (card.left + card.width / 2))
              : 99
          })
        : Math.max(...offsets.flat())
    expect(centred).toBeLessThanOrEqual(2)
  })
  await receive.getByRole('button', { name: 'Back', exact: true }).click()

  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Amount')).toBeVisible()
  await captureView(page, 'send')
  await send.getByRole('button', { name: 'Select token' }).click()
  const tokens = page.getByRole('dialog', { name: 'Select Token' })
  await expect(tokens.getByRole('button', { name: /USD Coin/ })).toBeVisible()
  await captureView(page, 'send-select-token')
  await tokens.getByRole('button', { name: /USD Coin/ }).click()
  await send.getByLabel('To address').fill(receiver)
  await send.getByLabel('Amount').fill('99999999')
  // The error sits under the amount it is about (between it and the receiver's field), and
  // Preview is off while it shows.
  const insufficient = send.getByRole('alert').filter({ hasText: 'Insufficient balance' })
  await expect(insufficient).toBeVisible()
  await captureView(page, 'send-insufficient', async () => {
    const amount = await send.getByLabel('Amount').boundingBox()
    const error = await insufficient.boundingBox()
    const receiver = await send.getByLabel('To address').boundingBox()
    if (!amount || !error || !receiver) throw new Error('Send: no amount, error or receiver')
    expect(error.y).toBeGreaterThanOrEqual(amount.y + amount.height)
    expect(error.y + error.height).toBeLessThanOrEqual(receiver.y)
    await expect(send.getByRole('button', { name: 'Preview send' })).toBeDisabled()
  })
  await send.getByLabel('Amount').fill('1.5')
  await send.getByRole('button', { name: 'Preview send' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await expect(preview.getByTestId('send-fee')).toContainText('$')
  await captureView(page, 'send-preview')
  // Cancel goes back to Send with the form as it was.
  await preview.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(send.getByLabel('Amount')).toHaveValue('1.5')
  await expect(send.getByLabel('To address')).toHaveValue(receiver)
  await expect(send.getByRole('button', { name: /USDC/ })).toBeVisible()
  await send.getByRole('button', { name: 'Back', exact: true }).click()

  await account.getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = page.getByRole('dialog', { name: 'Swap' })
  await expect(swap.getByRole('textbox', { name: 'You pay' })).toBeVisible()
  await captureView(page, 'swap')
  await swap.getByRole('button', { name: 'Select the token to receive' }).click()
  const picker = page.getByRole('dialog', { name: 'Select Token' })
  await expect(picker.getByRole('heading', { name: 'Your tokens' })).toBeVisible()
  await captureView(page, 'swap-select-token')
  await picker.getByTestId('swap-token-USDC').click()
  await swap.getByRole('textbox', { name: 'You pay' }).fill('0.01')
  await expect(swap.getByTestId('swap-output')).toHaveText(/[1-9]/)
  await expect(swap.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  await captureView(page, 'swap-quoted')
  await swap.getByRole('button', { name: 'Review swap' }).click()
  const review = page.getByRole('dialog', { name: 'Review Swap' })
  await expect(review.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled()
  // Cancel and Swap share the row evenly, a phone's too.
  await captureView(page, 'swap-preview', async () => {
    const cancel = await review.getByRole('button', { name: 'Cancel' }).boundingBox()
    const confirm = await review.getByRole('button', { name: 'Swap', exact: true }).boundingBox()
    if (!cancel || !confirm) throw new Error('Review Swap: no buttons')
    expect(Math.abs(cancel.width - confirm.width)).toBeLessThanOrEqual(1)
  })
  await review.getByRole('button', { name: 'Cancel' }).click()
  await swap.getByRole('button', { name: 'Back', exact: true }).click()

  await account.getByRole('button', { name: 'Close', exact: true }).click()
  await page.getByRole('button', { name: 'Network: Airlock Devnet' }).click()
  const networks = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(networks.getByRole('button', { name: /^Airlock Devnet Connected$/ })).toBeVisible()
  await captureView(page, 'networks-connected')
  wallet.rejectNext()
  await networks.getByRole('button', { name: 'Airlock Devnet L2' }).click()
  const switching = page.getByRole('dialog', { name: 'Switch Network' })
  await expect(switching.getByRole('status')).toContainText('Switch declined')
  await captureView(page, 'switch-network-declined')
  await switching.getByRole('button', { name: 'Close', exact: true }).click()

  // The wallet wanders off to a chain the dapp does not know: the modal locks on it.
  await wallet.moveToChain(999)
  const unsupported = page.getByRole('dialog', { name: 'Switch Network' })
  await expect(unsupported.getByRole('alert')).toBeVisible()
  await captureView(page, 'unsupported-chain')
  await unsupported.getByRole('button', { name: 'Airlock Devnet', exact: true }).click()
  await expect(
    page.getByRole('button', { name: 'Network: Airlock Devnet', exact: true }),
  ).toBeVisible()
})

test('sign-in: the message before Sign', async ({ page }) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  await pickReloading(page, page.getByRole('radio', { name: 'Required' }))
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  const sign = page.getByRole('dialog', { name: 'Sign In' })
  await expect(sign.getByRole('region', { name: 'Message to sign' })).toContainText(wallet.address)
  // At every size, the address in the message stays on one line: no character left alone.
  await captureView(page, 'siwx-sign-message', async () => {
    const lines = await page.evaluate((address) => {
      const pre = document.querySelector('airlock-modal')?.shadowRoot?.querySelector('.message')
      const text = pre?.firstChild
      const start = text?.textContent?.indexOf(address) ?? -1
      if (!text || start < 0) return -1
      const range = document.createRange()
      range.setStart(text, start)
      range.setEnd(text, start + address.length)
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size
    }, wallet.address)
    expect(lines).toBe(1)
  })
  await page.evaluate(() => localStorage.removeItem('airlock-web/signIn'))
})

const openWalletConnectWallet = walletConnectPeers()

test('declined: the card fits what is left (no tall empty card under the message)', async ({
  page,
}) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connectView = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connectView.getByRole('button', { name: /WalletConnect/ }).click()
  const walletConnect = page.getByRole('dialog', { name: 'WalletConnect' })
  const code = walletConnect.getByTestId('walletconnect-qr')
  await expect(code).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 })
  const pairing = await openWalletConnectWallet()
  pairing.rejectNext()
  await pairing.pair((await code.getAttribute('data-uri')) ?? '')
  await expect(walletConnect.getByRole('status')).toContainText('Connection declined')
  const retry = walletConnect.getByRole('button', { name: 'Try again' })
  await captureView(page, 'walletconnect-declined', async () => {
    expect(await roomBelow(walletConnect, retry)).toBeLessThanOrEqual(18)
  })
  await walletConnect.getByRole('button', { name: 'Back', exact: true }).click()

  wallet.rejectNext()
  await connectView.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  const connecting = page.getByRole('dialog', { name: 'Connecting' })
  await expect(connecting.getByRole('status')).toContainText('Connection declined')
  await captureView(page, 'connecting-declined', async () => {
    const again = connecting.getByRole('button', { name: 'Try again' })
    expect(await roomBelow(connecting, again)).toBeLessThanOrEqual(18)
  })
})
