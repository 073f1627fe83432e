import { expect, test } from '@playwright/test'
import { connectedAddress, fresh, nextMail } from './emailHelpers.js'
import { checkView, openConnect, openIn, textOf, untranslated } from './localeViews.js'

// The pseudo-locales through the e-mail wallet's views the other runs do not reach: the e-mail
// change (the new address, then a code from each) and a second device's registration (Register
// Device, then the recovery code). Every view: text whole, the locale's direction, and no text
// from outside the catalogue.

test.describe.configure({ timeout: 180_000 })

for (const locale of ['en-XA', 'ar-XB'] as const) {
  const rtl = locale === 'ar-XB'

  test(`${locale}: the e-mail change, then a second device's registration and recovery code`, async ({
    page,
    browser,
  }) => {
    const views = new Set<string>()
    const check = async (dialog: ReturnType<typeof page.getByRole>, name: string) => {
      await checkView(page, dialog, name, { rtl, views })
      expect(await untranslated(page, locale), `untranslated in ${name}`).toEqual([])
    }
    const { t } = await openIn(page, locale)
    // Lower case, as the server keeps an address.
    const email = fresh(`change-${locale.toLowerCase()}`)
    const next = fresh(`changed-${locale.toLowerCase()}`)
    const seen = new Set<string>()
    // The e-mails speak the modal's language (ar-XB's are Arabic): the code is their 6 digits.
    const codeOf = async (to: string, seen: Set<string>) =>
      (await nextMail(to, /(\d{6})/, seen))[1] ?? ''
    const connect = await openConnect(page, t)
    await connect.getByRole('textbox', { name: t('email.label') }).fill(email)
    await connect.getByRole('button', { name: t('email.submit'), exact: true }).click()
    const digit = t('email.otp.digit', { index: 1, count: 6 })
    const verify = page.getByRole('dialog', { name: t('view.EmailVerifyOtp') })
    await verify.getByRole('textbox', { name: digit }).fill(await codeOf(email, seen))
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
    const address = await connectedAddress(page)

    await page.getByRole('button', { name: `${address.slice(0, 6)}…${address.slice(-4)}` }).click()
    await page
      .getByRole('dialog', { name: t('view.Account') })
      .getByRole('button', { name: t('account.settings') })
      .click()
    const settings = page.getByRole('dialog', { name: t('view.AccountSettings') })
    await settings.getByRole('button', { name: t('settings.editEmail') }).click()
    const edit = page.getByRole('dialog', { name: t('view.UpdateEmailWallet') })
    await expect(edit.getByRole('textbox', { name: t('updateEmail.label') })).toBeVisible()
    await check(edit, 'Edit Email')
    await edit.getByRole('textbox', { name: t('updateEmail.label') }).fill(next)
    await edit.getByRole('button', { name: t('updateEmail.submit') }).click()
    const primary = page.getByRole('dialog', { name: t('view.UpdateEmailPrimaryOtp') })
    await expect(primary).toContainText(email)
    await check(primary, 'Confirm Current Email')
    await primary.getByRole('textbox', { name: digit }).fill(await codeOf(email, seen))
    const secondary = page.getByRole('dialog', { name: t('view.UpdateEmailSecondaryOtp') })
    await expect(secondary).toContainText(next)
    await check(secondary, 'Confirm New Email')
    await secondary.getByRole('textbox', { name: digit }).fill(await codeOf(next, seen))
    await expect(settings.getByTestId('settings-email')).toHaveText(next, { timeout: 15_000 })

    // A second browser with the new address: its code, then Register Device until the link from
    // the inbox approves it, then the recovery code.
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL ?? 'http://localhost:3000',
    })
    const other = await context.newPage()
    await openIn(other, locale)
    const again = await openConnect(other, textOf(locale))
    await again.getByRole('textbox', { name: t('email.label') }).fill(next)
    await again.getByRole('button', { name: t('email.submit'), exact: true }).click()
    // The server's 30 s cooldown for an address may still hold from the change's code.
    const otherVerify = other.getByRole('dialog', { name: t('view.EmailVerifyOtp') })
    const cooldown = again.getByRole('alert')
    await expect(cooldown.or(otherVerify)).toBeVisible({ timeout: 15_000 })
    if (await cooldown.isVisible()) {
      await expect(cooldown).toBeHidden({ timeout: 40_000 })
      await again.getByRole('button', { name: t('email.submit'), exact: true }).click()
    }
    await otherVerify.getByRole('textbox', { name: digit }).fill(await codeOf(next, seen))
    const device = other.getByRole('dialog', { name: t('view.EmailVerifyDevice') })
    await expect(device).toContainText(t('email.device.waiting'), { timeout: 20_000 })
    await checkView(other, device, 'Register Device', { rtl, views })
    expect(await untranslated(other, locale), 'untranslated in Register Device').toEqual([])
    const [link = ''] = await nextMail(next, /https?:\/\/\S+\/device\/approve\?token=\S+/, seen)
    const approval = await context.newPage()
    await approval.goto(link)
    await approval.locator('form button[type="submit"]').click()
    await approval.close()
    await expect(otherVerify).toContainText(t('email.otp.recoveryTitle'), { timeout: 20_000 })
    await checkView(other, otherVerify, 'Recovery code', { rtl, views })
    expect(await untranslated(other, locale), 'untranslated in Recovery code').toEqual([])
    await codeOf(next, seen)
    await context.close()
    expect([...views]).toHaveLength(5)
  })
}
