import { expect, test } from '@playwright/test'
import { checkView, openConnect, openIn } from './localeViews.js'

// The pseudo-locales through every view before a wallet is connected: en-XA (40 % longer) and
// ar-XB (right to left). Each view: no text wider than its box, Back on the reading side.

test.describe.configure({ timeout: 90_000 })

// German too: the German walkthrough (checkView finds no English of the catalogue on a view).
for (const locale of ['en-XA', 'ar-XB', 'de'] as const) {
  const rtl = locale === 'ar-XB'

  test(`${locale}: Connect, All Wallets, WalletConnect, Connecting and its error, Networks without a wallet`, async ({
    page,
  }) => {
    const views = new Set<string>()
    const { t, wallet } = await openIn(page, locale)
    const connect = await openConnect(page, t)
    await expect(connect.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
    await checkView(page, connect, 'Connect', { rtl, back: false, views })

    await connect
      .getByRole('button', { name: t('connect.allWallets') })
      .first()
      .click()
    const all = page.getByRole('dialog', { name: t('view.AllWallets') })
    await expect(all.getByRole('searchbox').or(all.getByRole('textbox'))).toBeVisible()
    await checkView(page, all, 'All Wallets', { rtl, views })
    await all.getByRole('button', { name: t('modal.back') }).click()

    await connect
      .getByRole('button', { name: t('connect.walletConnect') })
      .first()
      .click()
    const walletConnect = page.getByRole('dialog', { name: t('view.ConnectingWalletConnectBasic') })
    await expect(walletConnect.getByTestId('walletconnect-qr')).toBeVisible({ timeout: 20_000 })
    await checkView(page, walletConnect, 'WalletConnect QR', { rtl, views })
    await walletConnect.getByRole('button', { name: t('modal.back') }).click()

    // Connecting, declined: the error view, then Try again connects.
    wallet.rejectNext()
    await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    const connecting = page.getByRole('dialog', { name: t('view.ConnectingExternalWallet') })
    await expect(connecting.getByRole('status')).toContainText(t('connecting.declined'))
    await checkView(page, connecting, 'Connecting (declined)', { rtl, views })
    await connecting.getByRole('button', { name: t('connecting.retry') }).click()
    await expect(connecting).toBeHidden()
    expect([...views]).toHaveLength(4)
  })

  test(`${locale}: Networks, Switch network declined, and the unsupported network`, async ({
    page,
  }) => {
    const views = new Set<string>()
    const { t, wallet } = await openIn(page, locale)
    const connect = await openConnect(page, t)
    await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await expect(connect).toBeHidden()
    await page
      .getByRole('button', { name: t('networkButton.label', { network: 'Airlock Devnet' }) })
      .click()
    const networks = page.getByRole('dialog', { name: t('view.Networks') })
    await expect(networks.getByRole('button', { name: /Airlock Devnet L2/ })).toBeVisible()
    await checkView(page, networks, 'Networks', { rtl, back: false, views })

    wallet.rejectNext()
    await networks.getByRole('button', { name: /Airlock Devnet L2/ }).click()
    const switching = page.getByRole('dialog', { name: t('view.SwitchNetwork') })
    await expect(switching.getByRole('status')).toContainText(t('switch.declined'))
    await checkView(page, switching, 'Switch network (declined)', { rtl, views })
    await page.keyboard.press('Escape')
    await expect(switching).toBeHidden()

    // The wallet moves to a chain the dapp does not know: the modal locks on UnsupportedChain.
    await wallet.moveToChain(999)
    const unsupported = page.getByRole('dialog', { name: t('view.UnsupportedChain') })
    await expect(unsupported.getByRole('alert')).toBeVisible()
    await checkView(page, unsupported, 'Unsupported network', { rtl, back: false, views })
    expect([...views]).toHaveLength(3)
  })
}
