import { expect, test } from '@playwright/test'
import { animationsDone } from './axe.js'
import { openAccount, openConnect, openIn, openSendWith } from './localeViews.js'
import { shiftOf } from './shift.js'

// A field's error line appearing moves nothing below it (issue 16): Send's "Insufficient
// balance" and the e-mail field's error keep what follows them, and the card, where they were.

test("Send: 'Insufficient balance' appearing moves neither Preview nor the card's foot", async ({
  page,
}) => {
  const { t, wallet } = await openIn(page, 'en')
  const account = await openAccount(page, t, wallet)
  const send = await openSendWith(page, t, account, /USD Coin/)
  await send.getByLabel(t('send.receiver')).fill(wallet.address)
  const shift = await shiftOf(
    send,
    send.getByRole('button', { name: t('send.preview') }),
    send.getByRole('alert').filter({ hasText: t('error.insufficientBalance') }),
    () => send.getByLabel(t('send.amount')).fill('99999999'),
  )
  console.log(`Send: Preview moved ${shift.below} px, the card's foot ${shift.foot} px`)
  expect(shift).toEqual({ below: 0, foot: 0 })
})

test("the e-mail field's error appearing moves neither the wallets below nor the card's foot", async ({
  page,
}) => {
  const { t } = await openIn(page, 'en')
  const connect = await openConnect(page, t)
  await expect(connect.getByRole('button', { name: /Airlock Test Wallet/ })).toBeVisible()
  // The social tiles come with the server's config, above the wallets: measured once they are in.
  await expect(
    connect
      .getByRole('list', { name: t('social.label') })
      .getByRole('button')
      .first(),
  ).toBeVisible({ timeout: 20_000 })
  await animationsDone(page)
  await connect.getByRole('textbox', { name: t('email.label') }).fill('not-an-address')
  const shift = await shiftOf(
    connect,
    connect.getByRole('button', { name: /Airlock Test Wallet/ }),
    connect.getByRole('alert').filter({ hasText: t('email.invalid') }),
    () => connect.getByRole('button', { name: t('email.submit'), exact: true }).click(),
  )
  console.log(`E-mail: the first wallet moved ${shift.below} px, the card's foot ${shift.foot} px`)
  expect(shift).toEqual({ below: 0, foot: 0 })
})
