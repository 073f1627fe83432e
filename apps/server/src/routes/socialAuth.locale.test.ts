import type { SocialAttemptResponse } from '@airlock/protocol'
import type { Hono } from 'hono'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachBackend } from '../../test/backends.js'
import { Browser, type Harness, inbox, logIn as logInByEmail } from '../../test/emailAuthHarness.js'
import {
  callbackBody,
  callSocial,
  dappOrigin,
  openSocialHarness,
  ProviderBrowser,
  type SocialHarness,
} from '../../test/socialHarness.js'

// The code that confirms linking a social account to an e-mail wallet speaks the visitor's
// language, like every other e-mail: the callback page's Accept-Language picks the catalogue.
describeEachBackend('the social link code e-mail in the visitor’s language', (backend) => {
  let harness: SocialHarness
  let app: Hono

  beforeAll(async () => {
    harness = await openSocialHarness(backend)
    app = harness.mount()
  })
  afterAll(() => harness?.dispose())

  const linkAsAlice = async (acceptLanguage: string) => {
    const browser = new Browser()
    const start = await callSocial(app, browser, 'POST', 'start', {
      provider: 'google',
      projectId: 'demo',
      origin: dappOrigin,
    })
    expect(start.status, await start.clone().text()).toBe(200)
    const { uri } = (await start.json()) as { uri: string }
    const result = await new ProviderBrowser().logIn(uri, { user: 'alice' })
    if (!('callback' in result)) throw new Error(`The provider answered ${result.text}`)
    const callback = await callSocial(
      app,
      browser,
      'POST',
      'callback',
      callbackBody(result.callback),
      {
        'accept-language': acceptLanguage,
      },
    )
    expect(((await callback.json()) as SocialAttemptResponse).status).toBe('VERIFY_OTP')
    const [mail] = await inbox(harness.sandbox, 'alice@example.com')
    if (!mail) throw new Error('No e-mail to alice@example.com')
    return mail
  }

  it('sends the code in Japanese to a Japanese browser, and in Hebrew right to left', async () => {
    await logInByEmail(harness as unknown as Harness, app, { email: 'alice@example.com' })
    const japanese = await linkAsAlice('ja-JP,ja;q=0.9,en;q=0.8')
    expect(japanese.subject).toMatch(/^Airlock のコードは \d{6} です$/)
    expect(japanese.text).toContain(
      `${dappOrigin}) でこのコードを入力すると、Googleアカウントをこのメールアドレスのウォレットに連携できます。`,
    )
    expect(japanese.text).toContain('このコードがなければ何も連携されません。')
    expect(japanese.html).toContain('<html lang="ja" dir="ltr">')

    harness.advance(31_000)
    const hebrew = await linkAsAlice('he-IL')
    expect(hebrew.subject).toMatch(/^קוד ה-Airlock שלך הוא \d{6}$/)
    expect(hebrew.html).toContain('<html lang="he" dir="rtl">')
  })

  it('sends it in English when the browser asks for a language the e-mails lack', async () => {
    harness.advance(31_000)
    const mail = await linkAsAlice('xx-YY')
    expect(mail.subject).toMatch(/^Your Airlock code is \d{6}$/)
    expect(mail.text).toContain('to link your Google account to the wallet of this e-mail address.')
    expect(mail.html).toContain('<html lang="en" dir="ltr">')
  })
})
