import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { animationsDone } from './axe.ts'
import { connectAndOpenAccount } from './openAccount.ts'

// Issue 16's account and swap finish, in German (the longest labels of the real languages), at a
// desktop and a phone viewport, in both themes: the balance leads, Buy's late arrival moves
// nothing, every feature label fits with room to spare, the full address wraps in even halves,
// and a failing price server blames itself, not the amount.

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** Each feature button's label: whether it overflows, and its room to the button's edges. */
async function featureFit(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('airlock-modal')?.shadowRoot
    return Array.from(root?.querySelectorAll<HTMLElement>('.features button') ?? []).map(
      (button) => {
        const text = Array.from(button.childNodes).find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
        const range = document.createRange()
        if (text) range.selectNodeContents(text)
        const label = range.getBoundingClientRect()
        const box = button.getBoundingClientRect()
        return {
          label: button.textContent,
          overflows: button.scrollWidth > button.clientWidth,
          room: Math.min(label.left - box.left, box.right - label.right),
        }
      },
    )
  })
}

for (const viewport of viewports) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${viewport.name}, ${theme}: German account hierarchy, Receive's address and a failing price server`, async ({
      page,
    }) => {
      test.setTimeout(60_000)
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme })
      await page.addInitScript(() => localStorage.setItem('airlock-web/locale', 'de'))
      // The on-ramp providers answer only once the features were measured without them.
      let releaseProviders = () => {}
      const providersHeld = new Promise<void>((resolve) => {
        releaseProviders = resolve
      })
      await page.route('**/v1/onramp/providers**', async (route) => {
        await providersHeld
        await route.continue()
      })
      const shot = (view: string) =>
        page.screenshot({
          path: `e2e/screenshots/finish-account-${view}-de-${viewport.name}-${theme}.png`,
        })
      const wallet = await injectTestWallet(page)
      const account = await connectAndOpenAccount(page, wallet, {
        connect: 'Wallet verbinden',
        account: 'Konto',
      })
      // In German's number format, like the token list under it.
      await expect(account.getByTestId('balance')).toHaveText(/^\d+,\d{2} ETH$/)

      // A prominent balance.
      const size = await account
        .getByTestId('balance')
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
      expect(size).toBeGreaterThanOrEqual(32)

      // Buy's slot is held while the providers load; when Buy comes, Swap has not moved.
      await expect(account.getByTestId('buy-slot')).toBeVisible()
      const swap = account.getByRole('button', { name: 'Tauschen', exact: true })
      // Measured once the sheet has come up (on a phone it slides in).
      await animationsDone(page)
      const before = await swap.boundingBox()
      releaseProviders()
      await expect(account.getByRole('button', { name: 'Kaufen', exact: true })).toBeVisible()
      expect(await swap.boundingBox()).toEqual(before)

      // Every label whole, with room to its button's edges ("Empfangen", "Tauschen").
      const fit = await featureFit(page)
      expect(fit.map((feature) => feature.label)).toEqual([
        'Kaufen',
        'Tauschen',
        'Empfangen',
        'Senden',
      ])
      for (const feature of fit) {
        expect(feature.overflows, feature.label ?? '').toBe(false)
        expect(feature.room, feature.label ?? '').toBeGreaterThanOrEqual(4)
      }
      await shot('account')

      await account.getByRole('tab', { name: 'Aktivität' }).click()
      await expect(account.getByRole('tabpanel').getByTestId('activity').first()).toBeVisible()
      await shot('activity')

      // Receive: the whole address, on one line or in two even halves, never a lone character.
      await account.getByRole('button', { name: 'Empfangen', exact: true }).click()
      const receive = page.getByRole('dialog', { name: 'Empfangen' })
      const halves = receive.getByTestId('receive-address').locator('.full-address > span')
      await expect(halves).toHaveCount(2)
      const [first, second] = await Promise.all([
        halves.nth(0).boundingBox(),
        halves.nth(1).boundingBox(),
      ])
      if (!first || !second) throw new Error('no address halves')
      if (second.y > first.y) expect(Math.abs(first.width - second.width)).toBeLessThan(10)
      else expect(second.y).toBe(first.y)
      await shot('receive')
      await receive.getByRole('button', { name: 'Zurück' }).click()

      // Swap with the price server down: it says so, the amount stays valid, Retry prices it.
      let down = true
      await page.route('**/v1/convert/quotes**', (route) =>
        down
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({ name: 'UpstreamError', message: 'Down' }),
            })
          : route.continue(),
      )
      await page
        .getByRole('dialog', { name: 'Konto' })
        .getByRole('button', { name: 'Tauschen', exact: true })
        .click()
      const swapView = page.getByRole('dialog', { name: 'Tauschen' })
      const amount = swapView.getByRole('textbox', { name: 'Du zahlst' })
      await expect(amount).toBeVisible()
      await swapView.getByRole('button', { name: 'Token zum Erhalten wählen' }).click()
      await page
        .getByRole('dialog', { name: 'Token wählen' })
        .getByTestId('swap-token-USDC')
        .click()
      await expect(
        swapView.getByRole('button', { name: 'Token zum Erhalten: USDC. Ändern' }),
      ).toBeVisible()
      await amount.fill('0.01')
      const alert = swapView.getByRole('alert')
      await expect(alert).toContainText('Preis konnte nicht abgerufen werden')
      await expect(amount).not.toHaveAttribute('aria-invalid', 'true')
      await shot('swap-price-failed')
      down = false
      await alert.getByRole('button', { name: 'Erneut versuchen' }).click()
      await expect(swapView.getByTestId('swap-output')).not.toHaveText(/^0$/)
      await expect(swapView.getByRole('alert')).toHaveCount(0)

      // Review: the fee the Swap view showed is the one the preview starts from; when building
      // the transaction estimated it anew, the preview says so and names the earlier figure.
      const quotedFee = await swapView.getByTestId('swap-network-fee').textContent()
      await swapView.getByRole('button', { name: 'Tausch prüfen' }).click()
      const preview = page.getByRole('dialog', { name: 'Tausch prüfen' })
      const confirm = preview.getByRole('button', { name: 'Tauschen', exact: true })
      await expect(confirm).toBeEnabled()
      const fee = await preview.getByTestId('swap-network-fee').textContent()
      if (fee === quotedFee) await expect(preview.getByTestId('swap-fee-refreshed')).toHaveCount(0)
      else await expect(preview.getByTestId('swap-fee-refreshed')).toContainText(quotedFee ?? '')
      await shot('swap-preview')
      await preview.getByRole('button', { name: 'Abbrechen' }).click()
      await expect(swapView).toBeVisible()
    })
  }
}

test('an empty wallet offers Buy crypto and Receive, at both viewports in both themes', async ({
  page,
}) => {
  // A fresh key: no coins, no tokens, no history on the devnet.
  const wallet = await injectTestWallet(page, { privateKey: generatePrivateKey() })
  const account = await connectAndOpenAccount(page, wallet)
  const empty = account.getByTestId('empty-wallet')
  await expect(empty).toContainText('Your wallet is empty')
  await expect(account.getByTestId('balance')).toHaveText('0.00 ETH')
  await expect(empty.getByRole('button', { name: 'Buy crypto' })).toBeVisible()
  for (const viewport of viewports) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme })
      await expect(empty.getByRole('button', { name: 'Receive' })).toBeInViewport()
      await page.screenshot({
        path: `e2e/screenshots/finish-account-empty-${viewport.name}-${theme}.png`,
      })
    }
  }
  await empty.getByRole('button', { name: 'Receive' }).click()
  await expect(page.getByRole('dialog', { name: 'Receive' })).toBeVisible()
})
