import { expect, test } from '@playwright/test'
import { connectedAddress, fresh, nextMail } from './emailHelpers.js'
import { checkView, openConnect, openIn, untranslated } from './localeViews.js'

// The pseudo-locales through the e-mail wallet's views the other runs do not reach: the e-mail
// change (the new address, then a code from each). Every view: text whole, the locale's
// direction, and no text from outside the catalogue.

test.describe.configure({ timeout: 180_000 })

// German too: the German walkthrough (checkView finds no English of the catalogue on a view).
for (const locale of ['en-XA', 'ar-XB', 'de'] as const) {
  const rtl = locale === 'ar-XB'

  test(`${locale}: the e-mail change: the new address, then the codes from the current and the new`, async ({
    page,
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

    expect([...views]).toHaveLength(3)
  })
}
