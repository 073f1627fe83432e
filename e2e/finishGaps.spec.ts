import { injectSolanaTestWallet } from '@airlock/test-kit'
import { expect, type Locator, type Page, test } from '@playwright/test'
import manifest from '../apps/devnet/devnet.json' with { type: 'json' }
import { animationsDone } from './axe.js'
import { openAccount, openConnect, openIn } from './localeViews.js'
import { shiftOf } from './shift.js'

// The finish's last gaps (issue 16): the social tiles arriving late move no wallet row; a
// catalogue wallet's QR view is titled with its name; Solana's Send keeps the fee row's layout
// and marks a bad address as EVM's Send does; and a view's content sits in the card's middle.

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const

/** Where the shots go: named for the view, the viewport and the theme. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/gaps-${name}.png` })

for (const viewport of viewports) {
  test(`${viewport.name}: the project's config arriving late moves no wallet row of Connect`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    // The config is held until Connect has painted its wallets: the socials come last.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/appkit/v1/config**', async (route) => {
      await released
      await route.continue()
    })
    const { t } = await openIn(page, 'en')
    const connect = await openConnect(page, t)
    const first = connect.getByRole('button', { name: /Airlock Test Wallet/ })
    await expect(first).toBeVisible()
    await animationsDone(page)
    await shot(page, `connect-config-pending-${viewport.name}`)
    const shift = await shiftOf(
      connect,
      first,
      connect.getByRole('list', { name: t('social.label') }),
      async () => release(),
    )
    await animationsDone(page)
    await shot(page, `connect-config-arrived-${viewport.name}`)
    console.log(
      `${viewport.name}: the first wallet moved ${shift.below} px, the foot ${shift.foot}`,
    )
    expect(Math.abs(shift.below)).toBeLessThanOrEqual(1)
    expect(Math.abs(shift.foot)).toBeLessThanOrEqual(1)
  })
}

test("a catalogue wallet's QR view is titled with its name; the WalletConnect entry's stays 'WalletConnect'", async ({
  page,
}) => {
  const { t } = await openIn(page, 'en')
  const connect = await openConnect(page, t)
  await connect.getByRole('button', { name: t('connect.allWallets') }).click()
  const all = page.getByRole('dialog', { name: t('view.AllWallets') })
  await all.getByRole('button', { name: 'Rainbow', exact: true }).click()
  const rainbow = page.getByRole('dialog', { name: 'Rainbow', exact: true })
  await expect(rainbow.getByRole('heading', { name: 'Rainbow', exact: true })).toBeVisible()
  await animationsDone(page)
  await shot(page, 'catalogue-wallet-title')
  await rainbow.getByRole('button', { name: t('modal.back'), exact: true }).click()
  await all.getByRole('button', { name: t('modal.back'), exact: true }).click()
  await connect.getByRole('button', { name: t('connect.walletConnect') }).click()
  await expect(page.getByRole('dialog', { name: 'WalletConnect', exact: true })).toBeVisible()
})

const solana = manifest.solana
const solanaRpc = solana?.rpcUrl ?? ''

test("Solana Send: the fee row keeps its layout while the fee loads; a bad address is marked as EVM's Send marks it", async ({
  page,
}) => {
  // The fee's price is held until the pending row is checked.
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const rpc = new URL(solanaRpc)
  await page.route(
    (url) => url.host === rpc.host,
    async (route) => {
      if (route.request().postData()?.includes('getFeeForMessage')) await released
      await route.continue()
    },
  )
  const wallet = await injectSolanaTestWallet(page)
  const { t } = await openIn(page, 'en')
  const connect = await openConnect(page, t)
  await connect.getByRole('button', { name: /Airlock Test Wallet/ }).click()
  await page
    .getByRole('dialog', { name: 'Select Chain' })
    .getByRole('button', { name: 'Solana' })
    .click()
  await expect(connect).toBeHidden()
  await page
    .getByRole('button', { name: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` })
    .click()
  const account = page.getByRole('dialog', { name: t('view.Account') })
  const section = account.getByTestId('solana-account')
  await section.getByRole('button', { name: t('account.send'), exact: true }).click()
  const form = section.getByTestId('solana-send')
  const bob = solana?.accounts[1]?.address ?? ''
  await form.getByLabel(t('send.receiver')).fill(bob)
  await form.getByLabel(t('send.amount')).fill('0.5')
  const fee = form.getByTestId('solana-send-fee')
  // Pending: no ellipsis, and a placeholder where the value will be, aligned as it will be.
  await fee.scrollIntoViewIfNeeded()
  await animationsDone(page)
  await shot(page, 'solana-send-fee-pending')
  await expect(fee).not.toContainText('…')
  const pending = await edgeOf(fee)
  release()
  await expect(fee).toHaveText(/SOL/)
  const loaded = await edgeOf(fee)
  await shot(page, 'solana-send-fee-loaded')
  console.log(`fee row: pending ${JSON.stringify(pending)}, loaded ${JSON.stringify(loaded)}`)
  expect(Math.abs(pending.end - loaded.end)).toBeLessThanOrEqual(1)
  expect(Math.abs(pending.y - loaded.y)).toBeLessThanOrEqual(1)
  expect(Math.abs(pending.height - loaded.height)).toBeLessThanOrEqual(1)

  // A bad address: the error line, in the error colour, the field marked invalid.
  const receiver = form.getByLabel(t('send.receiver'))
  await receiver.fill(bob.slice(0, 31))
  // Said as typed, as EVM's Send says it, and again when Send is pressed.
  const alert = form.getByRole('alert')
  await expect(alert).toHaveText(t('error.invalidAddress'))
  await form.getByRole('button', { name: t('send.confirm'), exact: true }).click()
  await expect(alert).toHaveText(t('error.invalidAddress'))
  await expect(receiver).toHaveAttribute('aria-invalid', 'true')
  await animationsDone(page)
  await shot(page, 'solana-send-invalid-address')
  const colour = await alert.evaluate((element) => getComputedStyle(element).color)
  expect(colour).toBe('rgb(201, 42, 42)')
})

/** Where a fee value's content ends (px), and the row's top and height. */
async function edgeOf(fee: Locator) {
  return fee.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const row = element.getBoundingClientRect()
    return {
      end: Math.round(range.getBoundingClientRect().right),
      y: Math.round(row.top),
      height: Math.round(row.height),
    }
  })
}

/**
 * The left and right insets of a view's content inside the card (px): the card's inner edges to
 * the outermost edges of the body's visible elements.
 */
async function insetsOf(dialog: Locator) {
  return dialog.evaluate((card) => {
    const body = card.querySelector('.body')
    if (!body) throw new Error('no body')
    const outer = card.getBoundingClientRect()
    const style = getComputedStyle(card)
    const left = outer.left + Number.parseFloat(style.borderLeftWidth)
    const right = outer.right - Number.parseFloat(style.borderRightWidth)
    let min = Number.POSITIVE_INFINITY
    let max = Number.NEGATIVE_INFINITY
    for (const element of Array.from(body.querySelectorAll('*'))) {
      if (element.closest('.visually-hidden')) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      min = Math.min(min, box.left)
      max = Math.max(max, box.right)
    }
    return {
      left: Math.round((min - left) * 10) / 10,
      right: Math.round((right - max) * 10) / 10,
      card: [Math.round(outer.left), Math.round(outer.right)],
      content: [Math.round(min), Math.round(max)],
    }
  })
}

for (const viewport of viewports) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${viewport.name}, ${theme}: Send, Swap and Account sit in the card's middle (equal insets)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme })
      const { t, wallet } = await openIn(page, 'en')
      const account = await openAccount(page, t, wallet)
      await expect(account.getByTestId('balance')).toContainText('ETH')
      const measured: Record<string, Awaited<ReturnType<typeof insetsOf>>> = {}
      await animationsDone(page)
      measured.Account = await insetsOf(account)
      await shot(page, `account-${viewport.name}-${theme}`)
      await account
        .getByRole('button', { name: t('account.send'), exact: true })
        .first()
        .click()
      const send = page.getByRole('dialog', { name: t('view.WalletSend') })
      await expect(send.getByRole('button', { name: t('send.preview') })).toBeVisible()
      await animationsDone(page)
      measured.Send = await insetsOf(send)
      await shot(page, `send-${viewport.name}-${theme}`)
      await send.getByRole('button', { name: t('modal.back') }).click()
      await account
        .getByRole('button', { name: t('account.swap'), exact: true })
        .first()
        .click()
      const swap = page.getByRole('dialog', { name: t('view.Swap') })
      await expect(swap.getByRole('textbox').first()).toBeVisible()
      await animationsDone(page)
      measured.Swap = await insetsOf(swap)
      await shot(page, `swap-${viewport.name}-${theme}`)
      await swap.getByRole('button', { name: t('modal.back') }).click()
      await account.getByRole('tab', { name: 'Activity' }).click()
      const activity = account.getByRole('tabpanel')
      await expect(activity.getByTestId('activity').first()).toBeVisible()
      for (let pages = 1; pages < 4; pages++) {
        const more = activity.getByRole('button', { name: 'Load more' })
        if ((await more.count()) === 0) break
        await more.click()
        await expect(activity.getByRole('button', { name: /Loading/ })).toHaveCount(0)
      }
      await animationsDone(page)
      measured.Activity = await insetsOf(account)
      await shot(page, `activity-${viewport.name}-${theme}`)
      console.log(`${viewport.name} ${theme}: ${JSON.stringify(measured)}`)
      for (const [view, insets] of Object.entries(measured))
        expect(
          Math.abs(insets.left - insets.right),
          `${view}: ${JSON.stringify(insets)}`,
        ).toBeLessThanOrEqual(1)
    })
  }
}
