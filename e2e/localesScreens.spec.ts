import { expect, type Page, test } from '@playwright/test'
import { modalAxeViolations } from './axe.js'
import { checkView, openAccount, openIn, type TestLocale } from './localeViews.js'

// Real languages through Connect, Account, Send and Swap: Arabic (right to left), Japanese,
// German, saved as screenshots to look at; axe clean in Arabic and Japanese. (Russian's are
// saved by locales.spec.ts.)

test.describe.configure({ timeout: 90_000 })

const shot = (page: Page, locale: string, view: string) =>
  page.screenshot({ path: `e2e/screenshots/locale-${locale}-${view}.png`, animations: 'disabled' })

for (const locale of ['ar', 'ja', 'de'] as const satisfies readonly TestLocale[]) {
  const rtl = locale === 'ar'
  const axe = locale === 'ar' || locale === 'ja'

  test(`${locale}: Connect, Account, Send and Swap whole${axe ? ', axe clean' : ''}, saved as screenshots`, async ({
    page,
  }) => {
    const views = new Set<string>()
    const { t, wallet } = await openIn(page, locale)
    const check = async (dialog: ReturnType<Page['getByRole']>, view: string, back: boolean) => {
      await checkView(page, dialog, view, { rtl, back, views })
      if (axe) expect(await modalAxeViolations(page), view).toEqual([])
      await shot(page, locale, view)
    }
    await page
      .getByRole('button', { name: t('connectButton.label') })
      .first()
      .click()
    const connect = page.getByRole('dialog', { name: t('view.Connect') })
    await expect(connect.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
    await check(connect, 'connect', false)
    await page.keyboard.press('Escape')
    await expect(connect).toBeHidden()

    const account = await openAccount(page, t, wallet)
    await expect(account.getByTestId('balance')).toBeVisible()
    await check(account, 'account', false)

    await account.getByRole('button', { name: t('account.send'), exact: true }).click()
    const send = page.getByRole('dialog', { name: t('view.WalletSend') })
    await send.getByLabel(t('send.amount')).fill(new Intl.NumberFormat(locale).format(1.5))
    await check(send, 'send', true)
    await send.locator('.header button').first().click()

    await account.getByRole('button', { name: t('account.swap'), exact: true }).click()
    const swap = page.getByRole('dialog', { name: t('view.Swap') })
    await expect(swap.getByRole('textbox', { name: t('swap.pay') })).toBeVisible()
    await check(swap, 'swap', true)
  })
}
