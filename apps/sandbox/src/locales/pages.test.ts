import { describe, expect, it } from 'vitest'
import type { MailMessage } from '../mail/createMailbox.js'
import { renderInboxPage } from '../mail/renderInboxPage.js'
import { renderMessagePage } from '../mail/renderMessagePage.js'
import { renderConsentPage, renderLoginPage } from '../oidc/renderInteractionPages.js'
import type { Purchase } from '../onramp/createPurchaseStore.js'
import { renderCheckoutNotFoundPage, renderCheckoutPage } from '../onramp/renderCheckoutPage.js'

const message: MailMessage = {
  id: 'm-1',
  from: 'Airlock <no-reply@airlock.test>',
  to: ['alice@example.org'],
  subject: 'Your code',
  text: '123456',
  html: null,
  receivedAt: new Date('2026-03-04T05:06:07Z'),
  raw: Buffer.from(''),
} as MailMessage

const purchase: Purchase = {
  id: 'session-1',
  destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31337,
  network: 'devnet',
  networkDisplayName: 'Airlock Devnet',
  asset: { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: undefined },
  purchaseAmount: 1_234_500_000n,
  paymentTotal: '1250.00',
  paymentSubtotal: '1231.53',
  providerFee: '18.47',
  networkFee: '0.00',
  fiatCurrency: 'EUR',
  quoteId: undefined,
  partnerUserId: undefined,
  createdAt: new Date(),
  status: 'CREATED',
}

const page = { providerName: 'Google', action: '/oidc/google/interaction/u1', clientId: 'airlock' }

describe('the sandbox pages in other languages', () => {
  it('renders the inbox and a message in German and in Arabic (right to left)', () => {
    const de = renderInboxPage({ messages: [message], to: 'alice@example.org', locale: 'de' })
    expect(de).toContain('<html lang="de" dir="ltr">')
    expect(de).toContain('<h1>Posteingang</h1>')
    expect(de).toContain(
      '<caption>1 Nachricht an <bdi dir="ltr">alice@example.org</bdi>, neueste zuerst</caption>',
    )
    expect(de).toContain('04.03.2026, 05:06:07')
    const ar = renderInboxPage({ messages: [], to: 'bob@example.org', locale: 'ar', lang: 'ar' })
    expect(ar).toContain('<html lang="ar" dir="rtl">')
    expect(ar).toContain('<h1>البريد الوارد</h1>')
    expect(ar).toContain('<p>لا توجد رسائل إلى <bdi dir="ltr">bob@example.org</bdi> بعد.</p>')
    // An explicit ?lang= stays on the page's links and its filter.
    expect(ar).toContain('href="/mail?to=bob%40example.org&amp;lang=ar"')
    expect(ar).toContain('<input type="hidden" name="lang" value="ar">')

    const shown = renderMessagePage(message, 'ar')
    expect(shown).toContain('<html lang="ar" dir="rtl">')
    expect(shown).toContain(
      '<dt>من</dt><dd><bdi dir="ltr">Airlock &lt;no-reply@airlock.test&gt;</bdi></dd>',
    )
    expect(shown).toContain('<h2 id="text-body">النص</h2>')
    expect(renderMessagePage(message, 'de')).toContain('<dt>Betreff</dt>')
  })

  it('renders the checkout in German and in Hebrew, amounts in the locale format and left to right', () => {
    const de = renderCheckoutPage(purchase, 'de')
    expect(de).toContain('<html lang="de" dir="ltr">')
    expect(de).toContain('<h1>USDC kaufen</h1>')
    expect(de).toContain('<dt>Sie zahlen</dt><dd><bdi dir="ltr">1.250,00\u00a0€</bdi></dd>')
    expect(de).toContain('<dt>Sie erhalten</dt><dd><bdi dir="ltr">1.234,5 USDC</bdi></dd>')
    expect(de).toContain('<label for="card-number">Kartennummer</label>')
    // The expiry's hint is written the way its label asks for it (MM/JJ), not in English.
    expect(de).toContain('placeholder="MM/JJ"')
    expect(de).toContain(
      '<button type="submit" id="pay"><bdi dir="ltr">1.250,00\u00a0€</bdi> zahlen</button>',
    )
    const messages = JSON.parse(
      (/data-messages="([^"]*)"/.exec(de)?.[1] ?? '{}').replaceAll('&quot;', '"'),
    )
    expect(messages).toMatchObject({
      processing: 'Zahlung wird verarbeitet …',
      enterCvc: 'Geben Sie den 3- oder 4-stelligen Sicherheitscode ein',
      done: 'Fertig: {receive} an {to} im Netzwerk {network} gesendet.',
    })

    const he = renderCheckoutPage(purchase, 'he')
    expect(he).toContain('<html lang="he" dir="rtl">')
    expect(he).toContain('<h1>קניית USDC</h1>')
    expect(he).toContain('<h2 id="card-title">תשלום בכרטיס</h2>')
    expect(he).toContain('<bdi dir="ltr" aria-hidden="true">0x7099…79C8</bdi>')
    expect(renderCheckoutNotFoundPage('he')).toContain('<h1>דף התשלום לא נמצא</h1>')
  })

  it('renders the identity provider login and consent in Japanese and in Persian', () => {
    const ja = renderLoginPage({ ...page, locale: 'ja' })
    expect(ja).toContain('<html lang="ja" dir="ltr">')
    expect(ja).toContain('<h1>アカウントを選択</h1>')
    expect(ja).toContain(
      '確認済みのメール: <bdi dir="ltr">alice@example.com</bdi> のメールウォレットにリンクします',
    )
    // The pseudo-locale runs' users are Alice again: her note, with their own addresses.
    expect(ja).toContain(
      '確認済みのメール: <bdi dir="ltr">xena@example.com</bdi> のメールウォレットにリンクします',
    )
    expect(ja).toContain(
      '確認済みのメール: <bdi dir="ltr">basma@example.com</bdi> のメールウォレットにリンクします',
    )
    expect(ja).toContain('>キャンセル</button>')

    const fa = renderConsentPage({
      ...page,
      locale: 'fa',
      scope: 'openid email',
      userName: 'Alice',
    })
    expect(fa).toContain('<html lang="fa" dir="rtl">')
    expect(fa).toContain('<h1>به <bdi>airlock</bdi> اجازه دهید</h1>')
    expect(fa).toContain('<li>نشانی ایمیل شما را ببیند</li>')
    expect(fa).not.toContain('نام و نام کاربری')
    expect(fa).toContain('>اجازه دادن</button>')
  })
})
