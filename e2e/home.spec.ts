import { expect, test } from '@playwright/test'

test('the web app opens with the product name and a Connect button, without console errors', async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))

  await page.goto('/')
  await expect(page.getByRole('banner')).toContainText('Airlock')
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connect).toBeVisible()
  await connect.focus()
  await expect(connect).toBeFocused()

  await page.screenshot({ path: 'e2e/screenshots/home.png', fullPage: true })
  expect(problems).toEqual([])
})
