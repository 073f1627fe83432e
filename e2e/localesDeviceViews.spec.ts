import { type Browser, expect, type Page, test } from '@playwright/test'
import { connectedAddress, fresh, nextMail } from './emailHelpers.js'
import { checkView, openConnect, openIn, pageOverflowing, untranslated } from './localeViews.js'

// The pseudo-locales through a known address's login on a new device: Register Device (waiting
// for the e-mailed link), the device-approval page that link opens, the recovery code, and the
// recovery lock page the next e-mail links to. The pages are the server's: they speak the
// e-mail's language (the link's `lang`): en-XA accented in [ ], ar-XB Arabic, right to left.

test.describe.configure({ timeout: 240_000 })

type Locale = 'en-XA' | 'ar-XB' | 'de'

/** A code in a mail to `to` (the e-mails speak the pseudo-locale: only its 6 digits are sure). */
const codeOf = async (to: string, seen: Set<string>) =>
  (await nextMail(to, /\b(\d{6})\b/, seen))[1] ?? ''

/** Logs `email` in, in a browser of its own, and leaves: the address then has a wallet. */
async function firstLogin(browser: Browser, locale: Locale, email: string, seen: Set<string>) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL ?? 'http://localhost:3000',
  })
  const page = await context.newPage()
  const { t } = await openIn(page, locale)
  const connect = await openConnect(page, t)
  await connect.getByRole('textbox', { name: t('email.label') }).fill(email)
  await connect.getByRole('button', { name: t('email.submit'), exact: true }).click()
  const verify = page.getByRole('dialog', { name: t('view.EmailVerifyOtp') })
  const digit = t('email.otp.digit', { index: 1, count: 6 })
  await verify.getByRole('textbox', { name: digit }).fill(await codeOf(email, seen))
  await connectedAddress(page)
  await context.close()
}

/** Checks a page an e-mailed link opened: its language and direction, every text whole and the
 * pseudo-locale's (en-XA: in [ ]; ar-XB: Arabic). Returns its submit button. */
async function checkLinkPage(page: Page, locale: Locale, name: string) {
  const rtl = locale === 'ar-XB'
  await expect(page.locator('html')).toHaveAttribute('lang', rtl ? 'ar' : locale)
  await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
  await expect(page.locator('h1')).toBeVisible()
  expect(await pageOverflowing(page), `overflow in ${name}`).toEqual([])
  // The texts without their values (the address in bold; the dapp's name is capitalised).
  const texts = await page.locator('h1, p, button').evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as HTMLElement
      for (const value of Array.from(copy.querySelectorAll('strong'))) value.remove()
      return copy.textContent ?? ''
    }),
  )
  // Arabic around the values (the dapp's name and origin stay as they are).
  for (const text of texts)
    if (rtl) expect(text, `not Arabic in ${name}`).toMatch(/[\u0600-\u06ff]/)
    else if (locale === 'de')
      expect(text, `English in ${name}`).not.toMatch(/\b(the|this|device|your|link|recovery)\b/i)
    else expect(text, `untranslated in ${name}`).toMatch(/^\[.*\]$/s)
  await page.screenshot({ path: `e2e/screenshots/locales-${name}-${locale}.png` })
  return page.locator('button[type="submit"]')
}

// German too: the German walkthrough's new device (checkView finds no English of the catalogue).
for (const locale of ['en-XA', 'ar-XB', 'de'] as const) {
  const rtl = locale === 'ar-XB'

  test(`${locale}: a new device waits for approval, the approval and lock pages speak the locale`, async ({
    page,
    browser,
  }) => {
    const views = new Set<string>()
    const email = fresh(`device-${locale.toLowerCase()}`)
    const seen = new Set<string>()
    await firstLogin(browser, locale, email, seen)

    const { t } = await openIn(page, locale)
    const connect = await openConnect(page, t)
    await connect.getByRole('textbox', { name: t('email.label') }).fill(email)
    await connect.getByRole('button', { name: t('email.submit'), exact: true }).click()
    // The first browser's code went out moments ago: the server's cooldown (sent as its code and
    // seconds, shown in the locale) holds for the address; after the seconds it names (as in
    // email.spec, nothing on the page marks their end), Continue again.
    const verify = page.getByRole('dialog', { name: t('view.EmailVerifyOtp') })
    const refusal = connect.getByRole('alert').filter({ hasText: /\d/ })
    await expect(refusal.or(verify)).toBeVisible({ timeout: 15_000 })
    if (await refusal.isVisible()) {
      expect(await untranslated(page, locale), 'the cooldown in the locale').toEqual([])
      const seconds = Number((await refusal.textContent())?.match(/\d+/)?.[0] ?? 30)
      await page.waitForTimeout((seconds + 1) * 1000)
      await connect.getByRole('button', { name: t('email.submit'), exact: true }).click()
    }
    const digit = t('email.otp.digit', { index: 1, count: 6 })
    await verify.getByRole('textbox', { name: digit }).fill(await codeOf(email, seen))

    const device = page.getByRole('dialog', { name: t('view.EmailVerifyDevice') })
    await expect(device.getByRole('status')).toHaveText(t('email.device.waiting'), {
      timeout: 20_000,
    })
    await expect(device.getByTestId('device-link-countdown')).toBeVisible()
    await checkView(page, device, 'Register Device', { rtl, views })
    expect(await untranslated(page, locale), 'untranslated in Register Device').toEqual([])
    await page.screenshot({ path: `e2e/screenshots/locales-register-device-${locale}.png` })

    // The e-mailed link opens the approval page in the locale; so does the page its form answers.
    const [link = ''] = await nextMail(email, /https?:\/\/\S+\/device\/approve\?token=\S+/, seen)
    expect(new URL(link).searchParams.get('lang')).toBe(rtl ? 'ar' : locale)
    const approval = await page.context().newPage()
    await approval.goto(link)
    await (await checkLinkPage(approval, locale, 'device-approval')).click()
    await expect(approval.locator('button')).toHaveCount(0)
    await checkLinkPage(approval, locale, 'device-approved')
    await approval.close()

    // Approved: the recovery code, then the notice with its lock link.
    await expect(verify).toContainText(t('email.otp.recoveryTitle'), { timeout: 20_000 })
    await verify.getByRole('textbox', { name: digit }).fill(await codeOf(email, seen))
    const [lockLink = ''] = await nextMail(email, /https?:\/\/\S+\/wallet\/lock\?token=\S+/, seen)
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 })
    const lock = await page.context().newPage()
    await lock.goto(lockLink)
    await (await checkLinkPage(lock, locale, 'recovery-lock')).click()
    await expect(lock.locator('button')).toHaveCount(0)
    await checkLinkPage(lock, locale, 'recovery-locked')
    await lock.close()
    expect([...views]).toHaveLength(1)
  })
}
