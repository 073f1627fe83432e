import { injectSolanaTestWallet } from '@airlock/test-kit'
import { devices, expect, type Locator, type Page, test } from '@playwright/test'
import type { Translate } from '../packages/react/src/locales/createTranslate.js'
import { connectedAddress, frame } from './emailHelpers.js'
import {
  checkView,
  englishOnScreen,
  openConnect,
  openIn,
  wrappedButtonLabels,
} from './localeViews.js'
import { farcasterCli, short, socialButton } from './socialHelpers.js'
import { walletConnectPeers } from './walletConnectPeer.ts'

// The German walkthrough, continued: the views the other locale specs do not reach. Farcaster's
// QR code and its phone link, the account name's views (choosing, registered), the
// Solana views (the chain chooser, a declined Solana connect, the Solana account, its Send and
// Swap, Switch Chain both ways; a Solana account has no Receive view of its own) and WalletConnect's (the QR code, a catalogue wallet's
// links, a declined pairing, a phone opening the app). Each: no English of the catalogue
// (checkView), every text whole.

test.describe.configure({ timeout: 180_000 })

/**
 * Checks a German view. Its English is collected softly first, so one run lists every view's
 * leaks; a view without any gets the whole of checkView.
 */
async function german(page: Page, dialog: Locator, name: string, views: Set<string>, back = true) {
  await expect(dialog).toBeVisible()
  const english = await englishOnScreen(page)
  expect.soft(english, `English in German ${name}`).toEqual([])
  if (english.length === 0) await checkView(page, dialog, name, { rtl: false, back, views })
  else views.add(name)
}

/** A phone's page (Pixel 7), for the views a phone gets instead of a QR code. */
async function phonePage(page: Page) {
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7']
  const context = await page
    .context()
    .browser()
    ?.newContext({ ...phone, baseURL: test.info().project.use.baseURL ?? 'http://localhost:3000' })
  if (!context) throw new Error('no browser')
  // The app's link is recorded, not followed: the page stays.
  await context.addInitScript(() => {
    window.open = () => null
  })
  return { context, phone: await context.newPage() }
}

/** Connect → All wallets → MetaMask, found by search; returns the dialog it opens (titled so). */
async function pickMetaMask(page: Page, t: Translate, connect: Locator) {
  await connect
    .getByRole('button', { name: t('connect.allWallets') })
    .first()
    .click()
  const all = page.getByRole('dialog', { name: t('view.AllWallets') })
  await all.getByRole('searchbox').fill('MetaMask')
  await all
    .getByRole('button', { name: /MetaMask/ })
    .first()
    .click()
  return page.getByRole('dialog', { name: 'MetaMask', exact: true })
}

test('de: Farcaster (QR code and phone link), then the account name chosen and registered', async ({
  page,
}) => {
  const views = new Set<string>()
  const { t } = await openIn(page, 'de')
  const connect = await openConnect(page, t)
  await (await socialButton(page, connect, 'farcaster', t)).click()
  const farcaster = page.getByRole('dialog', { name: t('view.ConnectingFarcaster') })
  const qr = farcaster.getByTestId('farcaster-qr')
  await expect(qr).toHaveAttribute('data-uri', /^farcaster:\/\/connect\?/, { timeout: 20_000 })
  await german(page, farcaster, 'Farcaster QR', views)

  const { context, phone } = await phonePage(page)
  try {
    const { t: phoneT } = await openIn(phone, 'de')
    const phoneConnect = await openConnect(phone, phoneT)
    await (await socialButton(phone, phoneConnect, 'farcaster', phoneT)).click()
    const onPhone = phone.getByRole('dialog', { name: t('view.ConnectingFarcaster') })
    await expect(onPhone.getByRole('link', { name: t('farcaster.openApp') })).toHaveAttribute(
      'href',
      /^farcaster:/,
      { timeout: 20_000 },
    )
    await german(phone, onPhone, 'Farcaster on a phone', views)
  } finally {
    await context.close()
  }

  // fid 1003: the one account no other spec logs in with (farcaster.spec logs 1001 in on two
  // browsers, and the second is a recovery, which a third browser would have to wait out).
  await farcasterCli('approve', (await qr.getAttribute('data-uri')) ?? '', '--fid', '1003')
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
  const address = await connectedAddress(page)
  await page.getByRole('button', { name: short(address) }).click()
  await page
    .getByRole('dialog', { name: t('view.Account') })
    .getByRole('button', { name: t('account.settings') })
    .click()
  await page
    .getByRole('dialog', { name: t('view.AccountSettings') })
    .getByRole('button', { name: t('settings.chooseName') })
    .click()
  const choose = page.getByRole('dialog', { name: t('view.RegisterAccountName') })
  await expect(choose.getByTestId('name-input')).toBeVisible()
  await german(page, choose, 'Choose a name', views)
  const label = `ada${Date.now().toString(36)}`
  await choose.getByTestId('name-input').fill(label)
  await expect(choose.getByTestId('name-status')).toContainText(`${label}.`)
  await german(page, choose, 'Choose a name (available)', views)

  await choose.getByRole('button', { name: t('names.register') }).click()
  await frame(page).locator('.approval-actions button').last().click({ timeout: 20_000 })
  const success = page.getByRole('dialog', { name: t('view.RegisterAccountNameSuccess') })
  await expect(success.getByTestId('name-success')).toContainText(label, { timeout: 20_000 })
  await german(page, success, 'Name registered', views, false)
  expect([...views]).toHaveLength(5)
})

test('de: Solana — chain chooser, a declined connect, the account, Send, Swap, Switch Chain', async ({
  page,
}) => {
  const views = new Set<string>()
  const solana = await injectSolanaTestWallet(page)
  const { t } = await openIn(page, 'de')
  const connect = await openConnect(page, t)
  await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  const chooser = page.getByRole('dialog', { name: t('view.ConnectingMultiChain') })
  await expect(chooser.getByRole('button', { name: 'Solana' })).toBeVisible()
  await german(page, chooser, 'Select Chain', views)

  solana.rejectNext()
  await chooser.getByRole('button', { name: 'Solana' }).click()
  const connecting = page.getByRole('dialog', { name: t('view.ConnectingExternalWallet') })
  await expect(connecting.getByRole('status')).toContainText(t('connecting.declined'))
  await german(page, connecting, 'Solana connect (declined)', views)
  await connecting.getByRole('button', { name: t('connecting.retry') }).click()
  await expect(connect).toBeHidden()

  const solanaNetwork = t('networkButton.label', { network: 'Airlock Solana Devnet' })
  await expect(page.getByRole('button', { name: solanaNetwork })).toBeVisible()
  await page.getByRole('button', { name: short(solana.address) }).click()
  const account = page.getByRole('dialog', { name: t('view.Account') })
  const section = account.getByTestId('solana-account')
  await expect(section.getByTestId('solana-balance')).toContainText('SOL')
  await expect(section.getByTestId('solana-activity').getByTestId('activity').first()).toBeVisible()
  await german(page, account, 'Solana account', views, false)

  await section.getByRole('button', { name: t('account.send'), exact: true }).click()
  const form = section.getByTestId('solana-send')
  await form.getByLabel(t('send.receiver')).fill(solana.address.slice(0, 20))
  await form.getByLabel(t('send.amount')).fill(new Intl.NumberFormat('de').format(100000000))
  await form.getByRole('button', { name: t('send.confirm'), exact: true }).click()
  // Refused in the error line, as EVM's Send refuses.
  await expect(form.getByRole('alert')).not.toBeEmpty()
  await german(page, account, 'Solana send (refused)', views, false)

  await section.getByTestId('solana-swap').click()
  const swap = page.getByRole('dialog', { name: t('view.Swap') })
  await expect(swap.getByRole('textbox').first()).toBeVisible()
  await german(page, swap, 'Solana swap', views)
  await page.keyboard.press('Escape')
  await expect(swap).toBeHidden()

  await page.getByRole('button', { name: solanaNetwork }).click()
  await page
    .getByRole('dialog', { name: t('view.Networks') })
    .getByRole('button', { name: /^Airlock Devnet/ })
    .first()
    .click()
  const switchChain = page.getByRole('dialog', { name: t('view.SwitchActiveChain') })
  await expect(switchChain.getByRole('button').last()).toBeVisible()
  await german(page, switchChain, 'Switch Chain (connect EVM)', views)
  // "Wallet verbinden" on one line at a desktop's and a phone's width.
  const size = page.viewportSize()
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport)
    await expect.poll(() => wrappedButtonLabels(page)).toEqual([])
    await page.screenshot({
      path: `e2e/screenshots/de/switch-chain-${viewport.width}.png`,
      animations: 'disabled',
    })
  }
  if (size) await page.setViewportSize(size)
  await switchChain.getByRole('button', { name: t('connectButton.label') }).click()
  await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await chooser.getByRole('button', { name: t('namespace.eip155') }).click()
  await expect(connect).toBeHidden()

  const evmNetwork = t('networkButton.label', { network: 'Airlock Devnet' })
  await page.getByRole('button', { name: evmNetwork }).click()
  await page
    .getByRole('dialog', { name: t('view.Networks') })
    .getByRole('button', { name: /Airlock Solana Devnet/ })
    .click()
  await expect(switchChain).toContainText('Airlock Solana Devnet')
  await german(page, switchChain, 'Switch Chain (to Solana)', views)
  expect([...views]).toHaveLength(7)
})

const openWalletConnectWallet = walletConnectPeers()

test('de: WalletConnect — QR code, a catalogue wallet, a declined pairing, a phone opening the app', async ({
  page,
}) => {
  const views = new Set<string>()
  const { t } = await openIn(page, 'de')
  const connect = await openConnect(page, t)
  await connect
    .getByRole('button', { name: t('connect.walletConnect') })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: t('view.ConnectingWalletConnectBasic') })
  const code = dialog.getByTestId('walletconnect-qr')
  await expect(code).toHaveAttribute('data-uri', /^wc:/, { timeout: 20_000 })
  await german(page, dialog, 'WalletConnect QR', views)

  const wallet = await openWalletConnectWallet()
  wallet.rejectNext()
  await wallet.pair((await code.getAttribute('data-uri')) ?? '')
  await expect(dialog.getByRole('status')).toContainText(t('connecting.declined'))
  await german(page, dialog, 'WalletConnect (declined)', views)
  await dialog.getByRole('button', { name: t('modal.back') }).click()

  // A wallet from the catalogue: its name on the QR code, its links and stores.
  const named = await pickMetaMask(page, t, connect)
  await expect(named.getByTestId('walletconnect-qr')).toHaveAttribute('data-uri', /^wc:/, {
    timeout: 20_000,
  })
  await german(page, named, 'WalletConnect (MetaMask)', views)

  const { context, phone } = await phonePage(page)
  try {
    const { t: phoneT } = await openIn(phone, 'de')
    const phoneConnect = await openConnect(phone, phoneT)
    const opening = await pickMetaMask(phone, phoneT, phoneConnect)
    await expect(opening.getByRole('status')).not.toBeEmpty()
    await german(phone, opening, 'WalletConnect on a phone (MetaMask)', views)
  } finally {
    await context.close()
  }
  expect([...views]).toHaveLength(4)
})
