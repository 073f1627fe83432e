import { injectSolanaTestWallet } from '@airlock/test-kit'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { appMessages } from '../apps/web/src/App/messages.js'
import { connectedAddress, frame, nextMail } from './emailHelpers.js'
import { checkView, frameOverflowing, openConnect, openIn, untranslated } from './localeViews.js'

// The pseudo-locales through the views the other locale runs do not reach: Solana's (Select
// Chain, the Solana account and its Send, Switch Chain), Farcaster's QR code, and a social login
// whose verified e-mail is an e-mail wallet's (its code, SocialVerifyOtp), then that wallet's
// name (Choose a name, Name registered, Account with it), the wallet's grant of a session
// (ERC-7715) and Sessions. Every view: text whole, the locale's direction, and no text from
// outside the catalogue.

test.describe.configure({ timeout: 180_000 })

// The sandbox identity provider's user for each run (apps/sandbox's sandboxTestUsers): Alice
// again, with an address no other spec writes to.
const users = {
  'en-XA': { name: /Xena Accented/, email: 'xena@example.com' },
  'ar-XB': { name: /Basma Mirrored/, email: 'basma@example.com' },
} as const

for (const locale of ['en-XA', 'ar-XB'] as const) {
  const rtl = locale === 'ar-XB'
  const checker =
    (page: Page, views: Set<string>) =>
    async (dialog: Locator, name: string, back = true) => {
      await checkView(page, dialog, name, { rtl, back, views })
      expect(await untranslated(page, locale), `untranslated in ${name}`).toEqual([])
    }

  test(`${locale}: Select Chain, the Solana account and its Send, Networks with Solana, Switch Chain to connect and to switch`, async ({
    page,
  }) => {
    const views = new Set<string>()
    const check = checker(page, views)
    const solana = await injectSolanaTestWallet(page)
    const { t } = await openIn(page, locale)
    const connect = await openConnect(page, t)
    await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    const chooser = page.getByRole('dialog', { name: t('view.ConnectingMultiChain') })
    await expect(chooser.getByRole('button', { name: t('namespace.eip155') })).toBeVisible()
    await check(chooser, 'Select Chain')
    await chooser.getByRole('button', { name: t('connect.solanaTag') }).click()
    await expect(connect).toBeHidden()

    const network = t('networkButton.label', { network: 'Airlock Solana Devnet' })
    await expect(page.getByRole('button', { name: network })).toBeVisible()
    await page
      .getByRole('button', { name: `${solana.address.slice(0, 6)}…${solana.address.slice(-4)}` })
      .click()
    const account = page.getByRole('dialog', { name: t('view.Account') })
    const section = account.getByTestId('solana-account')
    await expect(section.getByTestId('solana-balance')).toBeVisible()
    await expect(
      section.getByTestId('solana-activity').getByTestId('activity').first(),
    ).toBeVisible({ timeout: 20_000 })
    await check(account, 'Solana account', false)
    await section.getByRole('button', { name: t('account.send'), exact: true }).click()
    await expect(section.getByTestId('solana-send')).toBeVisible()
    await check(account, 'Solana account: Send', false)
    await page.keyboard.press('Escape')
    await expect(account).toBeHidden()

    await page.getByRole('button', { name: network }).click()
    const networks = page.getByRole('dialog', { name: t('view.Networks') })
    await expect(networks.getByRole('button', { name: /Airlock Solana Devnet/ })).toBeVisible()
    await check(networks, 'Networks with Solana', false)
    await networks.getByRole('button', { name: /^Airlock Devnet$/ }).click()
    const switchChain = page.getByRole('dialog', { name: t('view.SwitchActiveChain') })
    await expect(switchChain.getByRole('button', { name: t('connectButton.label') })).toBeVisible()
    await check(switchChain, 'Switch Chain')

    // Connected in both namespaces: Switch Chain asks to make the other one the active one.
    await switchChain.getByRole('button', { name: t('connectButton.label') }).click()
    await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await chooser.getByRole('button', { name: t('namespace.eip155') }).click()
    await expect(connect).toBeHidden()
    const evmNetwork = t('networkButton.label', { network: 'Airlock Devnet' })
    await page.getByRole('button', { name: evmNetwork }).click()
    await networks.getByRole('button', { name: /Airlock Solana Devnet/ }).click()
    await expect(switchChain.getByRole('button', { name: t('switchChain.confirm') })).toBeVisible()
    await check(switchChain, 'Switch Chain (connected)')
    expect([...views]).toHaveLength(6)
  })

  test(`${locale}: Farcaster's QR code`, async ({ page }) => {
    const views = new Set<string>()
    const check = checker(page, views)
    const { t } = await openIn(page, locale)
    const connect = await openConnect(page, t)
    const socials = connect.getByRole('list', { name: t('social.label') })
    await expect(socials.getByRole('button').first()).toBeVisible({ timeout: 20_000 })
    const tile = socials.getByRole('button', { name: 'Farcaster', exact: true })
    if ((await tile.count()) === 0) {
      await connect.getByRole('button', { name: t('social.all') }).click()
      await page
        .getByRole('dialog', { name: t('view.ConnectSocials') })
        .getByRole('button', { name: t('social.continueWith', { provider: 'Farcaster' }) })
        .click()
    } else await tile.click()
    const farcaster = page.getByRole('dialog', { name: t('view.ConnectingFarcaster') })
    await expect(farcaster.getByTestId('farcaster-qr')).toHaveAttribute(
      'data-uri',
      /^farcaster:\/\/connect\?channelToken=/,
      { timeout: 20_000 },
    )
    await check(farcaster, 'Farcaster')
    expect([...views]).toHaveLength(1)
  })

  test(`${locale}: a social login's e-mail code, then the wallet's name and Sessions, and its recovery code elsewhere`, async ({
    page,
    browser,
  }) => {
    const views = new Set<string>()
    const check = checker(page, views)
    const { name: user, email } = users[locale]
    const seen = new Set<string>()
    // The e-mails speak the modal's language: the code is their 6 digits.
    const codeOf = async () => (await nextMail(email, /(\d{6})/, seen))[1] ?? ''

    // The e-mail wallet of the user's verified address first, then signed out.
    const { t } = await openIn(page, locale)
    const digit = t('email.otp.digit', { index: 1, count: 6 })
    const connect = await openConnect(page, t)
    await connect.getByRole('textbox', { name: t('email.label') }).fill(email)
    await connect.getByRole('button', { name: t('email.submit'), exact: true }).click()
    await page
      .getByRole('dialog', { name: t('view.EmailVerifyOtp') })
      .getByRole('textbox', { name: digit })
      .fill(await codeOf())
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
    const address = await connectedAddress(page)
    const accountButton = page.getByRole('button', {
      name: `${address.slice(0, 6)}…${address.slice(-4)}`,
    })
    const account = page.getByRole('dialog', { name: t('view.Account') })
    const settings = page.getByRole('dialog', { name: t('view.AccountSettings') })
    await accountButton.click()
    await account.getByRole('button', { name: t('account.settings') }).click()
    await settings.getByRole('button', { name: t('settings.signOut') }).click()
    await expect(accountButton).toBeHidden({ timeout: 10_000 })

    // Google as that user: the provider vouches for the address, so its code goes there first.
    await openConnect(page, t)
    const opened = page.waitForEvent('popup')
    await connect.getByRole('button', { name: 'Google', exact: true }).click()
    const popup = await opened
    // The provider's pages speak the locale: its buttons by their forms.
    await popup.getByRole('button', { name: user }).click({ timeout: 20_000 })
    await popup.locator('input[name="decision"][value="allow"] + button').click()
    const link = page.getByRole('dialog', { name: t('view.SocialVerifyOtp') })
    await expect(link).toContainText(t('social.link.title'), { timeout: 20_000 })
    await expect(link).toContainText(email)
    await check(link, 'Social login: e-mail code')
    await link.getByRole('textbox', { name: digit }).fill(await codeOf())
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
    expect(await connectedAddress(page)).toBe(address)

    // The wallet's name: Choose a name, approved in the wallet's frame, Name registered.
    await accountButton.click()
    await account.getByRole('button', { name: t('account.settings') }).click()
    await settings.getByRole('button', { name: t('settings.chooseName') }).click()
    const choose = page.getByRole('dialog', { name: t('view.RegisterAccountName') })
    // A label of its own per run: the stack may be reused between runs.
    const label = `${locale.slice(-2).toLowerCase()}${Date.now().toString(36)}`
    await choose.getByTestId('name-input').fill(label)
    await expect(choose.getByTestId('name-status')).toHaveText(
      t('names.available', { name: `${label}.airlock.test` }),
      { timeout: 20_000 },
    )
    await check(choose, 'Choose a name')
    await choose.getByRole('button', { name: t('names.register') }).click()
    await frame(page).locator('.approval-approve').click({ timeout: 20_000 })
    const success = page.getByRole('dialog', { name: t('view.RegisterAccountNameSuccess') })
    await expect(success.getByTestId('name-success')).toBeVisible({ timeout: 20_000 })
    await check(success, 'Name registered', false)
    await success.getByRole('button', { name: t('names.done') }).click()

    await expect(account.getByTestId('account-name')).toHaveText(`${label}.airlock.test`)
    await check(account, 'Account with a name', false)
    await page.keyboard.press('Escape')
    await expect(account).toBeHidden()

    // A session the web app asks for (ERC-7715): the wallet's grant screen in the locale, then
    // the session in Sessions.
    await page.getByRole('button', { name: appMessages(locale)['session.request'] }).click()
    const grant = frame(page)
    await expect(grant.locator('.approval-permissions li')).toHaveCount(1, { timeout: 20_000 })
    await expect(grant.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
    await expect
      .poll(() => frameOverflowing(grant), { message: 'overflow in the grant' })
      .toEqual([])
    views.add('Grant a session (frame)')
    await grant.locator('.approval-approve').click()
    await expect(page.getByTestId('session-result')).toHaveText(/0x[0-9a-f]{64}/, {
      timeout: 45_000,
    })
    await accountButton.click()
    await account.getByRole('button', { name: t('account.settings') }).click()
    await settings.getByRole('button', { name: t('settings.manageSessionsLabel') }).click()
    const sessions = page.getByRole('dialog', { name: t('view.Sessions') })
    const row = sessions.getByRole('list', { name: t('view.Sessions') }).getByRole('listitem')
    await expect(row).toHaveCount(1, { timeout: 20_000 })
    await expect(row).toContainText(t('sessions.status.active'))
    await check(sessions, 'Sessions')

    // Another browser: Google logs the user in where no share of the wallet is, so the same view
    // asks for the recovery code e-mailed to the wallet's address.
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL ?? 'http://localhost:3000',
    })
    const other = await context.newPage()
    const elsewhere = await openConnect(other, (await openIn(other, locale)).t)
    const otherPopup = other.waitForEvent('popup')
    await elsewhere.getByRole('button', { name: 'Google', exact: true }).click()
    const providerWindow = await otherPopup
    await providerWindow.getByRole('button', { name: user }).click({ timeout: 20_000 })
    await providerWindow.locator('input[name="decision"][value="allow"] + button').click()
    const recovery = other.getByRole('dialog', { name: t('view.SocialVerifyOtp') })
    await expect(recovery).toContainText(t('email.otp.recoveryTitle'), { timeout: 20_000 })
    await expect(recovery).toContainText(email)
    await checkView(other, recovery, 'Social login: recovery code', { rtl, views })
    expect(await untranslated(other, locale), 'untranslated in the recovery code').toEqual([])
    await context.close()
    expect([...views]).toHaveLength(7)
  })
}
