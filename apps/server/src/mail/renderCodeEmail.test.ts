import { describe, expect, it } from 'vitest'
import { renderCodeEmail } from './renderCodeEmail.js'

describe('renderCodeEmail', () => {
  it('puts the code in the subject and says who asked and for how long', () => {
    const mail = renderCodeEmail({
      code: '012345',
      dappName: 'Demo dapp',
      dappOrigin: 'http://localhost:3000',
    })
    expect(mail.subject).toBe('Your Airlock code is 012345')
    expect(mail.text).toMatchInlineSnapshot(`
      "Your Airlock code is 012345

      Enter it in Demo dapp (http://localhost:3000) to log in to your wallet.
      It works once, for 10 minutes.

      If you did not try to log in, ignore this e-mail: nobody can log in without this code.
      "
    `)
    expect(mail.html).toContain('>012345</p>')
  })

  it('words an e-mail change for the current and the new address', () => {
    expect(
      renderCodeEmail({
        code: '111111',
        purpose: 'confirm-current',
        dappName: 'Demo',
        newEmail: 'new@example.org',
      }).text,
    ).toContain(
      "Enter it in Demo to confirm that you want to change your wallet's e-mail address to new@example.org.",
    )
    expect(
      renderCodeEmail({ code: '222222', purpose: 'confirm-new', dappName: 'Demo' }).text,
    ).toContain("to confirm that this is your wallet's new e-mail address.")
  })

  it('escapes what a project owner or a request put in the HTML', () => {
    const { html } = renderCodeEmail({ code: '123456', dappName: '<img src=x onerror=alert(1)>' })
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})
