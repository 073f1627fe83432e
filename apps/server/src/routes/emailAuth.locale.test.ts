import type { Hono } from 'hono'
import { expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import {
  Browser,
  call,
  dappOrigin,
  type Harness,
  inbox,
  logIn,
  uniqueEmail,
  useEmailHarness,
} from '../../test/emailAuthHarness.js'
import { registerWallet } from '../../test/emailWalletShares.js'

// The e-mails speak the visitor's language: the secure frame sends the modal's locale as
// Accept-Language with every request, and the server picks the mail catalogue by it.
describeEachBackend('/auth/v1/email e-mails in the visitor’s language', (backend) => {
  let harness: Harness
  let app: Hono
  useEmailHarness(backend, (opened, mounted) => {
    harness = opened
    app = mounted
  })
  const codeOf = (subject: string | undefined) => /(\d{6})/.exec(subject ?? '')?.[1] ?? ''
  const as = (language: string) => ({ headers: { 'accept-language': language } })

  it('sends the login code in Japanese', async () => {
    const email = uniqueEmail('ja')
    const start = { email, projectId: 'demo', origin: dappOrigin }
    await call(app, new Browser(), 'POST', 'start', start, as('ja-JP,ja;q=0.9,en;q=0.8'))
    const [mail] = await inbox(harness.sandbox, email)
    expect(mail?.subject).toMatch(/^Airlock のコードは \d{6} です$/)
    expect(mail?.text).toContain(
      `${dappOrigin}) でこのコードを入力すると、ウォレットにログインできます。`,
    )
    expect(mail?.text).toContain('このコードは 1 回のみ、10 分間有効です。')
    expect(mail?.html).toContain('<html lang="ja" dir="ltr">')
  })

  it('sends the code and the approval of a new device in Czech', async () => {
    const laptop = await logIn(harness, app, { deviceId: 'laptop-device-0001' })
    const { email } = laptop
    await registerWallet(app, laptop.browser)
    harness.advance(31_000)
    const phone = new Browser()
    const start = { email, projectId: 'demo', origin: dappOrigin, deviceId: 'phone-device-00001' }
    await call(app, phone, 'POST', 'start', start, as('cs'))
    const [codeMail] = await inbox(harness.sandbox, email)
    const code = codeOf(codeMail?.subject)
    expect(codeMail?.subject).toBe(`Váš kód Airlock je ${code}`)
    const verified = await call(app, phone, 'POST', 'verify', { code }, as('cs'))
    expect(await verified.json()).toMatchObject({ action: 'VERIFY_DEVICE' })
    const [approval] = await inbox(harness.sandbox, email)
    expect(approval?.subject).toBe('Schvalte nové zařízení pro svou peněženku Airlock')
    expect(approval?.text).toContain('Odkaz platí jednou, po dobu 10 minut.')
    expect(approval?.html).toContain('>Schválit toto zařízení</a>')
  })

  it('sends the recovery code and the recovery notice in Hebrew, right to left', async () => {
    const { browser, email } = await logIn(harness, app, { deviceId: 'recovering-device-01' })
    await registerWallet(app, browser)
    await call(app, browser, 'POST', 'wallet/recovery-code', { projectId: 'demo' }, as('he'))
    const [codeMail] = await inbox(harness.sandbox, email)
    expect(codeMail?.subject).toMatch(/^קוד השחזור של ארנק ה-Airlock שלך הוא \d{6}$/)
    expect(codeMail?.html).toContain('<html lang="he" dir="rtl">')
    const code = codeOf(codeMail?.subject)
    const share = await call(app, browser, 'POST', 'wallet/recovery-share', { code }, as('he'))
    expect(share.status).toBe(200)
    const [notice] = await inbox(harness.sandbox, email)
    expect(notice?.subject).toBe('מכשיר חדש שחזר את ארנק ה-Airlock שלך')
    expect(notice?.html).toContain('<html lang="he" dir="rtl">')
    expect(notice?.html).toContain('>נעילת שחזור הארנק שלי</a>')
  })

  it('sends both codes of an e-mail change in German, naming the wallet itself', async () => {
    const { browser, email } = await logIn(harness, app)
    const newEmail = uniqueEmail('umzug')
    const body = { newEmail }
    const started = await call(app, browser, 'POST', 'update-email/start', body, as('de'))
    expect(started.status).toBe(200)
    const [current] = await inbox(harness.sandbox, email)
    expect(current?.subject).toMatch(/^Ihr Airlock-Code lautet \d{6}$/)
    expect(current?.text).toContain(
      `Geben Sie ihn in Ihrer Airlock-Wallet ein, um zu bestätigen, dass Sie die E-Mail-Adresse Ihrer Wallet in ${newEmail} ändern möchten.`,
    )
    const [next] = await inbox(harness.sandbox, newEmail)
    expect(next?.text).toContain('dass dies die neue E-Mail-Adresse Ihrer Wallet ist.')
  })

  it('sends English for a language it has no texts in, or none', async () => {
    const email = uniqueEmail('xx')
    const start = { email, projectId: 'demo', origin: dappOrigin }
    await call(app, new Browser(), 'POST', 'start', start, as('xx-YY, *;q=0.1'))
    expect((await inbox(harness.sandbox, email))[0]?.subject).toMatch(
      /^Your Airlock code is \d{6}$/,
    )
  })
})
