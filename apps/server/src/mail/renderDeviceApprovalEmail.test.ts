import { describe, expect, it } from 'vitest'
import { renderDeviceApprovalEmail } from './renderDeviceApprovalEmail.js'

describe('renderDeviceApprovalEmail', () => {
  const link = 'http://127.0.0.1:8787/auth/v1/email/device/approve?token=abc&x="y"'

  it('gives the link, says who asked, that it works once and that a code follows', () => {
    const mail = renderDeviceApprovalEmail({
      link,
      dappName: 'Demo',
      dappOrigin: 'https://app.example',
    })
    expect(mail.subject).toBe('Approve a new device for your Airlock wallet')
    expect(mail.text).toMatchInlineSnapshot(`
      "Approve a new device for your Airlock wallet

      Someone is logging in to your wallet in Demo (https://app.example) on a device you have not used before.
      If it is you, open this link to approve the device; the login then finishes on that device. It works once, for 10 minutes.

      http://127.0.0.1:8787/auth/v1/email/device/approve?token=abc&x="y"

      If it is not you, ignore this e-mail: the device cannot log in without it.
      "
    `)
  })

  it('escapes the link inside its attribute', () => {
    const { html } = renderDeviceApprovalEmail({ link, dappName: 'Demo' })
    expect(html).toContain(
      '<a href="http://127.0.0.1:8787/auth/v1/email/device/approve?token=abc&amp;x=&quot;y&quot;">Approve this device</a>',
    )
  })
})
