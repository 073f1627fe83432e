import { demoAccounts } from '@airlock/test-kit'
import { expect, test } from '@playwright/test'
import { appMessages } from '../apps/web/src/App/messages.js'
import { connectedAddress, frame, fresh, fundFromDevnet, nextMail } from './emailHelpers.js'
import { checkView, frameOverflowing, openConnect, openIn, openSendWith } from './localeViews.js'

// The pseudo-locales through the embedded wallet's views: the e-mail code, Account Settings, the
// secure frame's approval screens (a message, a transaction), and the social login's views. The
// frame follows the modal's language: ar-XB shows its Arabic, right to left. In German, no English
// of the catalogue on any of them (checkView).

test.describe.configure({ timeout: 150_000 })

const receiver = demoAccounts()[2]?.account.address ?? '0x'

for (const locale of ['en-XA', 'ar-XB', 'de'] as const) {
  const rtl = locale === 'ar-XB'

  test(`${locale}: the e-mail code, Account Settings, and the secure frame's approval of a message and a transaction`, async ({
    page,
  }) => {
    const views = new Set<string>()
    const { t } = await openIn(page, locale)
    const email = fresh(`locale-${locale}`)
    const seen = new Set<string>()
    const connect = await openConnect(page, t)
    await connect.getByRole('textbox', { name: t('email.label') }).fill(email)
    await connect.getByRole('button', { name: t('email.submit'), exact: true }).click()
    const verify = page.getByRole('dialog', { name: t('view.EmailVerifyOtp') })
    await expect(verify).toContainText(email)
    await checkView(page, verify, 'E-mail code', { rtl, views })
    const code = (await nextMail(email, /(\d{6})/, seen))[1] ?? ''
    await verify
      .getByRole('textbox', { name: t('email.otp.digit', { index: 1, count: 6 }) })
      .fill(code)
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
    const address = await connectedAddress(page)
    // Funded before the account's balances are first read (they are cached for a while).
    await fundFromDevnet(address, '0.1')
    const accountButton = page.getByRole('button', {
      name: `${address.slice(0, 6)}…${address.slice(-4)}`,
    })

    await accountButton.click()
    const account = page.getByRole('dialog', { name: t('view.Account') })
    await account.getByRole('button', { name: t('account.settings') }).click()
    const settings = page.getByRole('dialog', { name: t('view.AccountSettings') })
    await expect(settings.getByRole('button').nth(2)).toBeVisible()
    await checkView(page, settings, 'Account Settings', { rtl, views })
    await page.keyboard.press('Escape')
    await expect(settings).toBeHidden()

    // A message to sign: the modal holds the secure frame's approval screen.
    // The web app's own button, in the page's language.
    await page.getByRole('button', { name: appMessages(locale)['panel.sign'], exact: true }).click()
    const sign = page.getByRole('dialog', { name: t('email.approve.signTitle') })
    const approval = frame(page)
    await expect(approval.locator('.approval-actions button')).toHaveCount(2, { timeout: 20_000 })
    await expect(approval.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
    await checkView(page, sign, 'Approve message (modal)', { rtl, back: false, views })
    await expect.poll(() => frameOverflowing(approval)).toEqual([])
    views.add('Approve message (frame)')
    await approval.locator('.approval-actions button').first().click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // A transaction: Send from the wallet, then the frame's transaction screen.
    await accountButton.click()
    const send = await openSendWith(page, t, account, /ETH/)
    await send.getByLabel(t('send.amount')).fill(new Intl.NumberFormat(locale).format(0.01))
    await send.getByLabel(t('send.receiver')).fill(receiver)
    await send.getByRole('button', { name: t('send.preview') }).click()
    await page
      .getByRole('dialog', { name: t('view.WalletSendPreview') })
      .getByRole('button', { name: t('send.confirm'), exact: true })
      .click()
    const transaction = page.getByRole('dialog', { name: t('view.ApproveTransaction') })
    await expect(approval.locator('.approval-transaction')).not.toHaveCount(0, { timeout: 20_000 })
    await checkView(page, transaction, 'Approve transaction (modal)', { rtl, back: false, views })
    await expect.poll(() => frameOverflowing(approval)).toEqual([])
    views.add('Approve transaction (frame)')
    await approval.locator('.approval-actions button').first().click()
    expect([...views]).toHaveLength(6)
  })

  test(`${locale}: the social logins, All Socials, and a blocked window's error`, async ({
    page,
  }) => {
    const views = new Set<string>()
    await page.addInitScript(() => {
      window.open = () => null
    })
    const { t } = await openIn(page, locale)
    const connect = await openConnect(page, t)
    const socials = connect.getByRole('list', { name: t('social.label') }).getByRole('button')
    await expect(socials.first()).toBeVisible()
    const more = connect.getByRole('button', { name: t('social.all') })
    if (await more.count()) {
      await more.click()
      const all = page.getByRole('dialog', { name: t('view.ConnectSocials') })
      await expect(all.getByRole('button').nth(2)).toBeVisible()
      await checkView(page, all, 'All Socials', { rtl, views })
      await all.locator('.header button').first().click()
    }
    await connect.getByRole('button', { name: 'Google', exact: true }).click()
    const connecting = page.getByRole('dialog', { name: t('view.ConnectingSocial') })
    await expect(connecting.getByRole('alert')).toHaveText(t('social.blocked'))
    await expect(connecting.getByRole('button', { name: t('social.retry') })).toBeVisible()
    await checkView(page, connecting, 'Social login (blocked)', { rtl, views })
    expect(views.size).toBeGreaterThanOrEqual(1)
  })
}
