import { demoAccounts } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { toHex } from 'viem'
import { appMessages } from '../apps/web/src/App/messages.js'
import { checkView, openAccount, openConnect, openIn } from './localeViews.js'
import { pickReloading } from './webSettings.js'

// The pseudo-locales through every view of a connected wallet: Account and its tabs, Receive,
// Send and its preview, Swap and its preview, Buy, and sign-in. Nothing is sent or swapped: the
// previews are as far as it goes, so the balances other specs read stay as they are.

test.describe.configure({ timeout: 120_000 })

// Erin (demo account #5) holds ETH and the seeded tokens: Swap can quote for her.
const erinKey = demoAccounts()[4]?.account.getHdKey().privateKey
if (!erinKey) throw new Error('The devnet manifest has no fifth demo account')
const receiver = demoAccounts()[2]?.account.address ?? '0x'

/** The user's decimal number as the locale writes it (the amount fields take that). */
const decimal = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value)

async function back(page: Page, name: string) {
  await page.getByRole('dialog', { name }).locator('.header button').first().click()
}

// German too: the German walkthrough (checkView finds no English of the catalogue on a view).
for (const locale of ['en-XA', 'ar-XB', 'de'] as const) {
  const rtl = locale === 'ar-XB'

  test(`${locale}: Account, its tabs, Receive, Send and its preview, Swap and its preview, Buy`, async ({
    page,
  }) => {
    const views = new Set<string>()
    const { t, wallet } = await openIn(page, locale, { privateKey: toHex(erinKey) })
    const account = await openAccount(page, t, wallet)
    await checkView(page, account, 'Account', { rtl, back: false, views })
    for (const tab of ['tab.nfts', 'tab.activity'] as const) {
      await account.getByRole('tab', { name: t(tab) }).click()
      await expect(account.getByRole('tab', { name: t(tab) })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(account.getByRole('tabpanel')).not.toContainText(t('tabs.loading'), {
        timeout: 15_000,
      })
      await checkView(page, account, `Account: ${tab}`, { rtl, back: false, views })
    }

    await account.getByRole('button', { name: t('account.receive'), exact: true }).click()
    const receive = page.getByRole('dialog', { name: t('view.WalletReceive') })
    await expect(receive.getByRole('img').first()).toBeVisible()
    await checkView(page, receive, 'Receive', { rtl, views })
    await back(page, t('view.WalletReceive'))

    await account.getByRole('button', { name: t('account.send'), exact: true }).click()
    const send = page.getByRole('dialog', { name: t('view.WalletSend') })
    await checkView(page, send, 'Send', { rtl, views })
    await send.getByRole('button', { name: t('send.selectToken') }).click()
    const tokens = page.getByRole('dialog', { name: t('view.WalletSendSelectToken') })
    await expect(tokens.getByRole('button', { name: /ETH/ }).first()).toBeVisible({
      timeout: 20_000,
    })
    await checkView(page, tokens, 'Send: select token', { rtl, views })
    await tokens.getByRole('button', { name: /ETH/ }).first().click()
    await send.getByLabel(t('send.amount')).fill(decimal(locale, 0.01))
    await send.getByLabel(t('send.receiver')).fill(receiver)
    await send.getByRole('button', { name: t('send.preview') }).click()
    const preview = page.getByRole('dialog', { name: t('view.WalletSendPreview') })
    await expect(
      preview.getByRole('button', { name: t('send.confirm'), exact: true }),
    ).toBeVisible()
    await checkView(page, preview, 'Send preview', { rtl, views })
    await back(page, t('view.WalletSendPreview'))
    await back(page, t('view.WalletSend'))

    await account.getByRole('button', { name: t('account.swap'), exact: true }).click()
    const swap = page.getByRole('dialog', { name: t('view.Swap') })
    await expect(swap.getByRole('textbox', { name: t('swap.pay') })).toBeVisible()
    await checkView(page, swap, 'Swap', { rtl, views })
    await swap.getByRole('button', { name: t('swap.chooseTokenToReceive') }).click()
    const picker = page.getByRole('dialog', { name: t('view.SwapSelectToken') })
    await expect(picker.getByRole('heading', { name: t('swap.yourTokens') })).toBeVisible()
    await checkView(page, picker, 'Swap: select token', { rtl, views })
    await picker.getByTestId('swap-token-USDC').click()
    await swap.getByRole('textbox', { name: t('swap.pay') }).fill(decimal(locale, 0.01))
    await expect(swap.getByTestId('swap-output')).toHaveText(/\d/, { timeout: 20_000 })
    await checkView(page, swap, 'Swap with a quote', { rtl, views })
    await swap.getByRole('button', { name: t('swap.review') }).click()
    const swapPreview = page.getByRole('dialog', { name: t('view.SwapPreview') })
    await expect(swapPreview).toBeVisible()
    await checkView(page, swapPreview, 'Swap preview', { rtl, views })
    await back(page, t('view.SwapPreview'))
    await back(page, t('view.Swap'))

    await account.getByRole('button', { name: t('account.buy'), exact: true }).click()
    const buy = page.getByRole('dialog', { name: t('view.OnRampProviders') })
    await expect(buy.getByLabel(t('onramp.youPay'))).toBeVisible({ timeout: 20_000 })
    await checkView(page, buy, 'Buy', { rtl, views })
    expect([...views]).toHaveLength(12)
  })

  test(`${locale}: sign-in (SIWX) asks to sign, text whole`, async ({ page }) => {
    const views = new Set<string>()
    const { t } = await openIn(page, locale)
    // The web app's own radio, in the page's language.
    await pickReloading(
      page,
      page.getByRole('radio', { name: appMessages(locale)['settings.signInRequired'] }),
    )
    const connect = await openConnect(page, t)
    await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    const sign = page.getByRole('dialog', { name: t('view.SIWXSignMessage') })
    await expect(sign.getByRole('button', { name: t('siwx.sign'), exact: true })).toBeVisible()
    await checkView(page, sign, 'Sign in', { rtl, back: false, views })
    await page.evaluate(() => localStorage.removeItem('airlock-web/signIn'))
  })
}
