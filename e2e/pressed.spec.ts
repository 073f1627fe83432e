import { injectTestWallet } from '@airlock/test-kit'
import { expect, type Locator, type Page, test } from '@playwright/test'

// The first click gives feedback at once (issue 16, item 16): a button looks pressed in the first
// frame after the pointer goes down, before anything else happens.

/** The button's look (scale and filter) now, and in the next frame after the pointer goes down. */
async function pressed(page: Page, button: Locator) {
  const look = () =>
    button.evaluate(
      (element) =>
        new Promise<string>((resolve) =>
          requestAnimationFrame(() => {
            const style = getComputedStyle(element)
            resolve(`${style.scale} ${style.filter}`)
          }),
        ),
    )
  const box = await button.boundingBox()
  if (!box) throw new Error('No button box')
  const before = await look()
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  const during = await look()
  await page.mouse.up()
  return { before, during }
}

test('the page’s Connect button and the modal’s buttons look pressed in the first frame', async ({
  page,
}) => {
  await injectTestWallet(page)
  await page.goto('/')
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  const onPage = await pressed(page, connect)
  expect(onPage.during).not.toBe(onPage.before)

  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  for (const name of [/All wallets/, 'Close']) {
    const button = dialog.getByRole('button', { name })
    const inModal = await pressed(page, button)
    expect(inModal.during, String(name)).not.toBe(inModal.before)
    if (name !== 'Close')
      await page.getByRole('dialog').getByRole('button', { name: 'Back', exact: true }).click()
  }
})
