import { expect, test } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { checkView, openAccount, openIn, untranslated } from './localeViews.js'

// The pseudo-locales through the on-ramp beyond Buy: its currency and token pickers, a purchase
// in progress, and the purchases once the sandbox's test card paid. A fresh wallet buys, so the
// balances other specs read stay as they are. Every view: text whole, the locale's direction,
// and no text from outside the catalogue.

test.describe.configure({ timeout: 150_000 })

// German too: the German walkthrough (checkView finds no English of the catalogue on a view).
for (const locale of ['en-XA', 'ar-XB', 'de'] as const) {
  const rtl = locale === 'ar-XB'

  test(`${locale}: Buy's currency and token pickers, a purchase in progress, the purchases`, async ({
    page,
    context,
  }) => {
    const views = new Set<string>()
    const check = async (dialog: ReturnType<typeof page.getByRole>, name: string, back = true) => {
      await checkView(page, dialog, name, { rtl, back, views })
      expect(await untranslated(page, locale), `untranslated in ${name}`).toEqual([])
    }
    const { t, wallet } = await openIn(page, locale, { privateKey: generatePrivateKey() })
    const account = await openAccount(page, t, wallet)
    await account.getByRole('button', { name: t('account.buy'), exact: true }).click()
    const buy = page.getByRole('dialog', { name: t('view.OnRampProviders') })
    const currency = buy.getByRole('button', {
      name: t('onramp.changeCurrency', { currency: 'USD' }),
    })
    await expect(currency).toBeVisible({ timeout: 20_000 })
    await check(buy, 'Buy')

    await currency.click()
    const currencies = page.getByRole('dialog', { name: t('view.OnRampFiatSelect') })
    await expect(currencies.getByRole('button').nth(2)).toBeVisible()
    await check(currencies, 'Select Currency')
    await currencies.locator('.header button').first().click()

    await buy
      .getByRole('button', {
        name: t('onramp.changeToken', { token: 'USDC', network: 'Airlock Devnet' }),
      })
      .click()
    const tokens = page.getByRole('dialog', { name: t('view.OnRampTokenSelect') })
    await expect(tokens.getByRole('button').nth(2)).toBeVisible()
    await check(tokens, 'Select Token')
    await tokens.locator('.header button').first().click()

    await buy.getByLabel(t('onramp.youPay')).fill(new Intl.NumberFormat(locale).format(50))
    await expect(buy.getByTestId('onramp-receive')).toContainText('USDC', { timeout: 20_000 })
    await check(buy, 'Buy with a quote')

    const popup = context.waitForEvent('page')
    await buy.getByTestId('onramp-provider-sandbox').click()
    const checkout = await popup
    await checkout.waitForURL(/\/onramp\/checkout\//)
    const progress = page.getByRole('dialog', { name: t('view.BuyInProgress') })
    await expect(progress.getByTestId('buy-amount')).toBeVisible()
    await check(progress, 'Buying')

    // The sandbox's test card, by the fields' ids (the checkout speaks its own catalogue).
    await checkout.locator('#card-number').fill('4242 4242 4242 4242')
    await checkout.locator('#card-expiry').fill('12/39')
    await checkout.locator('#card-cvc').fill('123')
    await checkout.locator('#card-name').fill('Dave Devnet')
    await checkout.locator('#pay').click()
    const purchases = page.getByRole('dialog', { name: t('view.OnRampActivity') })
    await expect(purchases.getByTestId('onramp-purchase').first()).toBeVisible({ timeout: 40_000 })
    await check(purchases, 'Purchases', false)
    expect([...views]).toHaveLength(6)
  })
}
