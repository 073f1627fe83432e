import { demoAccounts, injectTestWallet } from '@airlock/test-kit'
import { expect, type Page, test } from '@playwright/test'
import { frame, fresh, fundFromDevnet, logInNew, sendEth, submitEmail } from './emailHelpers.js'
import { pickReloading } from './webSettings.js'

// Issue 16's finish, in Chromium against the whole stack: the approval screen, sign-in's message,
// the network button without a wallet, an unreachable secure origin, the connecting ring and the
// on-ramp's token icons.

const secureUrl = `http://localhost:${process.env.SECURE_PORT ?? 8788}`

test.describe.configure({ timeout: 120_000 })

async function connectTestWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
}

test('the approval screen speaks plainly: "Sign message", the network by name, two buttons, the value in ETH and USD, the fee sponsored', async ({
  page,
}) => {
  const email = fresh('finish')
  const address = await logInNew(page, email, new Set())

  // A signature: titled "Sign message", the network named, nothing about "your wallet".
  await page.getByRole('button', { name: 'Sign a message', exact: true }).click()
  const sign = page.getByRole('dialog', { name: 'Sign message' })
  await expect(sign).toBeVisible()
  await expect(frame(page).getByText('on Airlock Devnet')).toBeVisible()
  // One heading: the frame's. The modal's title names the dialog but is not shown twice.
  await expect(frame(page).getByRole('heading', { name: 'Sign this message?' })).toBeVisible()
  await expect(sign.getByRole('heading')).toHaveCount(0)
  await expect(sign.getByText('Sign message', { exact: true })).toBeHidden()
  await expect(frame(page).locator('body')).not.toContainText('31337')
  await expect(sign).not.toContainText('your wallet')
  // Two buttons in all: the frame's Reject and Approve; the modal adds none.
  await expect(frame(page).getByRole('button')).toHaveText(['Reject', 'Approve'])
  await expect(sign.locator('.body button')).toHaveCount(0)
  // No gap: the buttons sit at the frame's bottom edge, the message box fills the rest.
  const gap = await frame(page)
    .locator('main')
    .evaluate((main) => {
      const actions = main.querySelector('.approval-actions')?.getBoundingClientRect()
      const details = main.querySelector('.approval-details')?.getBoundingClientRect()
      return {
        belowButtons: main.getBoundingClientRect().bottom - (actions?.bottom ?? 0),
        aboveButtons: (actions?.top ?? 0) - (details?.bottom ?? 0),
      }
    })
  expect(gap.belowButtons).toBeLessThanOrEqual(20)
  expect(gap.aboveButtons).toBeLessThanOrEqual(12)
  // The frame is as tall as its screen (which it posts over the channel), not a fixed 400 px,
  // and the card animates to it (150 ms).
  const screenHeight = Math.ceil(
    await frame(page)
      .locator('main')
      .evaluate((main) => main.getBoundingClientRect().height),
  )
  expect(screenHeight).toBeLessThan(400)
  await expect
    .poll(async () =>
      Math.round((await page.locator('#airlock-wallet-frame').boundingBox())?.height ?? 0),
    )
    .toBe(screenHeight)
  expect(await sign.evaluate((card) => getComputedStyle(card).transition)).toContain('height 0.15s')
  await page.screenshot({ path: 'e2e/screenshots/finish-approve-message.png' })
  await frame(page).getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // A transaction: the value in ETH and in US dollars. The e-mail wallet sends from its smart
  // account, and the project's paymaster pays: the fee row says the person pays none (a fee paid
  // by the account, in ETH and US dollars, is the frame's showApproval test).
  await fundFromDevnet(address, '1')
  const receiver = demoAccounts()[2]?.account.address ?? '0x'
  await sendEth(page, { from: address, to: receiver, amount: '0.01' })
  await expect(page.getByRole('dialog', { name: 'Approve Transaction' })).toBeVisible()
  await expect(frame(page).getByRole('heading', { name: 'Send this transaction?' })).toBeVisible()
  await expect(
    page.getByRole('dialog', { name: 'Approve Transaction' }).getByRole('heading'),
  ).toHaveCount(0)
  const rows = frame(page).locator('.approval-transaction')
  await expect(rows).toContainText(/Amount0\.01 ETH \(\$[\d,.]+\)/)
  await expect(rows).toContainText('Network feeSponsored: no fee for you')
  await expect(frame(page).locator('body')).toContainText('on Airlock Devnet')
  await page.screenshot({ path: 'e2e/screenshots/finish-approve-transaction.png' })
  await frame(page).getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 20_000 })
})

test('sign-in shows the message to be signed before Sign is pressed', async ({ page }) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  await pickReloading(page, page.getByRole('radio', { name: 'Required' }))
  await connectTestWallet(page)
  const sign = page.getByRole('dialog', { name: 'Sign In' })
  const message = sign.getByRole('region', { name: 'Message to sign' })
  await expect(message).toContainText('wants you to sign in with your Ethereum account:')
  await expect(message).toContainText(wallet.address)
  expect(wallet.requests).not.toContain('personal_sign')
  await page.screenshot({ path: 'e2e/screenshots/finish-siwx-message.png' })
  await sign.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByTestId('signin-state')).toHaveText('Signed in with your wallet.')
  await page.evaluate(() => localStorage.removeItem('airlock-web/signIn'))
})

test('without a wallet, the network button opens the network list, and Connect uses the choice', async ({
  page,
}) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Network: Airlock Devnet' }).click()
  const networks = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(networks).toBeVisible()
  await expect(networks.getByRole('button', { name: /^Airlock Devnet Selected/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await page.screenshot({ path: 'e2e/screenshots/finish-networks-disconnected.png' })
  await networks.getByRole('button', { name: /^Airlock Devnet L2/ }).click()
  await expect(networks).toBeHidden()
  await expect(page.getByRole('button', { name: 'Network: Airlock Devnet L2' })).toBeVisible()
  expect(wallet.chainId()).toBe(31337)

  await connectTestWallet(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect.poll(() => wallet.chainId()).toBe(31338)
  await expect(page.getByRole('button', { name: 'Network: Airlock Devnet L2' })).toBeVisible()
})

test('an unreachable secure origin: the e-mail login says so long before the 20 s ceiling', async ({
  page,
}) => {
  await page.route(`${secureUrl}/**`, (route) => route.abort('connectionrefused'))
  await page.goto('/')
  const started = Date.now()
  await submitEmail(page, fresh('offline'))
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('alert')).toHaveText(
    'Network Error - Could not load embedded wallet',
    { timeout: 15_000 },
  )
  // The frame's error page is caught 2 s after it loads (readyAfterLoadMs), not at the 20 s load
  // ceiling: 15 s tells the two apart with room for a busy machine (5 s did not, at load 25).
  const elapsed = Date.now() - started
  console.log(`unreachable secure origin reported after ${elapsed} ms`)
  expect(elapsed).toBeLessThan(15_000)
  await page.screenshot({ path: 'e2e/screenshots/finish-secure-unreachable.png' })
  // Said once, by the form: no notification repeats it (it would come 300 ms after the failure).
  await expect(connect.getByRole('alert')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Could not load' })).toHaveCount(0)
  // Reachable again: Continue retries with a new frame, and the code is sent.
  await page.unroute(`${secureUrl}/**`)
  await connect.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('dialog', { name: 'Confirm Email' })).toBeVisible({
    timeout: 20_000,
  })
})

test('connecting shows a ring around the wallet’s logo, animated unless motion is reduced', async ({
  page,
}) => {
  const wallet = await injectTestWallet(page)
  await page.goto('/')
  wallet.rejectNext()
  await connectTestWallet(page)
  const dialog = page.getByRole('dialog')
  const logo = dialog.getByTestId('connecting-logo')
  // Refused: the ring stands, in the error colour.
  await expect(logo).toHaveAttribute('data-state', 'failed')
  await page.screenshot({ path: 'e2e/screenshots/finish-connecting-declined.png' })
  // While asking, the ring runs (its state set here, as the view sets it while it waits).
  const animation = () =>
    logo.evaluate((element) => {
      element.setAttribute('data-state', 'waiting')
      const ring = element.querySelector('.connecting-ring')
      return ring ? getComputedStyle(ring).animationName : 'no ring'
    })
  expect(await animation()).toBe('connecting-ring')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await animation()).toBe('none')
})

test('the on-ramp shows USDC with its token logo, not a letter', async ({ page }) => {
  await injectTestWallet(page)
  await page.goto('/')
  await connectTestWallet(page)
  await page.getByRole('button', { name: /^0x[0-9a-fA-F]{4}…/ }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Buy', exact: true }).click()
  const buy = page.getByRole('dialog', { name: 'Buy Crypto' })
  const token = buy.getByRole('button', { name: 'Buy USDC on Airlock Devnet. Change token' })
  const icon = token.locator('img.currency-icon')
  await expect(icon).toHaveAttribute('src', /\/public\/getTokenImage\/USDC$/)
  await expect
    .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  await expect(token.locator('.currency-badge')).toHaveCount(0)
  await page.screenshot({ path: 'e2e/screenshots/finish-onramp-usdc.png' })
})

test.afterEach(async ({ page }) => {
  // Nothing this spec changes may outlive it: sign-in mode, the chosen network.
  await page.evaluate(() => localStorage.removeItem('airlock-web/signIn')).catch(() => {})
})
