import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { modalAxeViolations } from './axe.js'

// The modal in the pseudo-locales (en-XA: 40 % longer; ar-XB: right to left) and in real
// languages: no text clipped or overflowing its box, RTL mirrored, axe clean.
async function openIn(page: Page, locale: string) {
  await page.addInitScript((tag) => localStorage.setItem('airlock-web/locale', tag), locale)
  await injectTestWallet(page)
  await page.goto('/')
  const connect = page.getByRole('button', {
    name: /Connect Wallet|Wallet verbinden|Çöññéçt Wállét|ربط|接続|Подключить|Connecter|חיבור ארנק|اتصال کیف پول/,
  })
  await connect.first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('aria-labelledby', /.+/)
  return dialog
}

/** Elements of the modal whose own text is wider than their box. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    if (!root) return ['no modal']
    const found: string[] = []
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
      // Skipped: boxes of no width, and visually hidden labels (a 1 px box by design).
      if (!ownText || element.clientWidth <= 1) continue
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${element.tagName.toLowerCase()}.${element.className}: ${element.textContent}`)
    }
    return found
  })
}

for (const locale of ['en-XA', 'ar-XB']) {
  test(`${locale}: Connect and All Wallets show every text whole`, async ({ page }) => {
    const dialog = await openIn(page, locale)
    await expect(dialog.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
    expect(await overflowing(page)).toEqual([])
    await dialog
      .getByRole('button', { name: /wallets|wállétš/i })
      .first()
      .click()
    await expect(dialog.getByRole('searchbox').or(dialog.getByRole('textbox'))).toBeVisible()
    expect(await overflowing(page)).toEqual([])
    const back = await dialog.locator('.header button').first().boundingBox()
    const close = await dialog.locator('.header button').last().boundingBox()
    if (!back || !close) throw new Error('no header buttons')
    // Right to left, Back sits on the right and Close on the left.
    if (locale === 'ar-XB') expect(back.x).toBeGreaterThan(close.x)
    else expect(back.x).toBeLessThan(close.x)
  })
}

for (const locale of ['ar', 'ja', 'de']) {
  test(`${locale}: Connect is axe clean and saved as a screenshot`, async ({ page }) => {
    const dialog = await openIn(page, locale)
    await expect(dialog.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
    if (locale === 'ar') await expect(page.locator('.root')).toHaveAttribute('dir', 'rtl')
    expect(await modalAxeViolations(page)).toEqual([])
    await page.screenshot({ path: `e2e/screenshots/locale-${locale}-connect.png` })
  })
}

// Longer languages through the connected views: Russian (the screenshots) and French.
const connectedNames = {
  ru: { account: 'Аккаунт', send: 'Отправить', swap: 'Обмен', pay: 'Вы платите' },
  fr: { account: 'Compte', send: 'Envoyer', swap: 'Échanger', pay: 'Vous payez' },
}
for (const [locale, names] of Object.entries(connectedNames)) {
  test(`${locale}: Connect, Account, Send and Swap show every text whole, saved as screenshots`, async ({
    page,
  }) => {
    const dialog = await openIn(page, locale)
    await expect(dialog.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
    expect(await overflowing(page)).toEqual([])
    await page.screenshot({ path: `e2e/screenshots/locale-${locale}-connect.png` })
    await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/ }).click()
    const account = page.getByRole('dialog', { name: names.account })
    await expect(account.locator('.features button').first()).toBeVisible()
    expect(await overflowing(page)).toEqual([])
    await page.screenshot({ path: `e2e/screenshots/locale-${locale}-account.png` })
    await account.getByRole('button', { name: names.send, exact: true }).click()
    const send = page.getByRole('dialog', { name: names.send })
    await send.getByRole('textbox').first().fill('1,5')
    await expect(send.getByRole('textbox').first()).toHaveValue('1,5')
    expect(await overflowing(page)).toEqual([])
    await page.screenshot({ path: `e2e/screenshots/locale-${locale}-send.png` })
    await send.locator('.header button').first().click()
    await account.getByRole('button', { name: names.swap, exact: true }).click()
    const swap = page.getByRole('dialog', { name: names.swap })
    await expect(swap.getByRole('textbox', { name: names.pay })).toBeVisible()
    expect(await overflowing(page)).toEqual([])
    await page.screenshot({ path: `e2e/screenshots/locale-${locale}-swap.png` })
  })
}

// Hebrew and Persian are real right-to-left languages beside Arabic: the modal mirrors for them too.
for (const locale of ['he', 'fa']) {
  test(`${locale}: the modal reads right to left, Back on the right`, async ({ page }) => {
    const dialog = await openIn(page, locale)
    await expect(page.locator('.root')).toHaveAttribute('dir', 'rtl')
    await expect(dialog.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
    await dialog
      .getByRole('button', { name: locale === 'he' ? 'כל הארנקים' : 'همهٔ کیف پول‌ها' })
      .first()
      .click()
    await expect(dialog.getByRole('searchbox').or(dialog.getByRole('textbox'))).toBeVisible()
    expect(await overflowing(page)).toEqual([])
    const back = await dialog.locator('.header button').first().boundingBox()
    const close = await dialog.locator('.header button').last().boundingBox()
    if (!back || !close) throw new Error('no header buttons')
    expect(back.x).toBeGreaterThan(close.x)
    await page.screenshot({ path: `e2e/screenshots/locale-${locale}-all-wallets.png` })
  })
}
