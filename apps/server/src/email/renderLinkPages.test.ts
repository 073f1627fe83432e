import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { emailPage } from '../routes/emailPage.js'
import { renderApprovalPage } from './renderApprovalPage.js'
import { renderLockPage } from './renderLockPage.js'

// The pages the e-mails' links open speak the e-mail's language (the link's `lang`, else the
// browser's Accept-Language), right to left where it is written so, with values kept as text.

const confirm = {
  state: 'confirm',
  token: 'tok',
  email: 'a<b>@example.com',
  dappName: 'Demo',
  dappOrigin: 'https://app.example',
} as const

test('the approval page in German: its texts, the address as text in bold, the language kept for the form', () => {
  const html = renderApprovalPage(confirm, 'de')
  expect(html).toContain('<html lang="de" dir="ltr">')
  expect(html).toContain('<h1>Dieses Gerät bestätigen?</h1>')
  expect(html).toContain(
    'Ein Gerät meldet sich in Demo (https://app.example) bei der Wallet von <strong>a&lt;b&gt;@example.com</strong> an.',
  )
  expect(html).toContain('<input type="hidden" name="lang" value="de">')
  expect(html).toContain('<button type="submit">Gerät bestätigen</button>')
  expect(html).not.toMatch(/>[^<]*\b(Approve|device|login)\b/)
})

test('an Accept-Language header picks the language when the link has none; English otherwise', () => {
  expect(renderApprovalPage({ state: 'invalid' }, 'fr-CH,fr;q=0.9')).toContain(
    '<h1>Ce lien ne fonctionne pas</h1>',
  )
  expect(renderApprovalPage({ state: 'invalid' })).toContain('<h1>This link does not work</h1>')
  expect(renderApprovalPage({ state: 'invalid' }, 'xx')).toContain('<html lang="en" dir="ltr">')
})

test('the lock page in Arabic reads right to left; in Hebrew after a POST of its form', () => {
  const arabic = renderLockPage({ state: 'confirm', token: 'tok' }, 'ar')
  expect(arabic).toContain('<html lang="ar" dir="rtl">')
  expect(arabic).toContain('<button type="submit">قفل الاستعادة</button>')
  expect(renderLockPage({ state: 'locked' }, 'he')).toContain('<h1>השחזור נעול</h1>')
})

test('en-XA (the pseudo-locale): every text accented in [ ], the values as given', () => {
  const html = renderApprovalPage(
    { state: 'approved', email: 'x@example.com', dappName: 'Demo' },
    'en-XA',
  )
  expect(html).toContain('<html lang="en-XA" dir="ltr">')
  const texts = [...html.matchAll(/<(h1|p)>(.*?)<\/\1>/g)].map((match) => match[2] ?? '')
  expect(texts).toHaveLength(2)
  for (const text of texts) expect(text).toMatch(/^\[.*·\]$/)
  expect(texts[1]).toContain('<strong>x@example.com</strong>')
  expect(texts[1]).toContain(' Demo')
  expect(renderLockPage({ state: 'confirm', token: 't' }, 'en-XA')).toContain('[Löçk réçövérý')
})

test('a link page carries its own small stylesheet, inline, and the CSP allows exactly it by its hash', async () => {
  const html = renderApprovalPage({ state: 'invalid' }, 'en')
  const style = /<style>([^<]*)<\/style>/.exec(html)?.[1]
  expect(style).toContain('system-ui')
  const hash = createHash('sha256')
    .update(style ?? '')
    .digest('base64')
  const app = new Hono().get('/page', (c) => emailPage(c, html, 200))
  const csp = (await app.request('/page')).headers.get('Content-Security-Policy') ?? ''
  expect(csp).toContain(`style-src 'sha256-${hash}'`)
  // Still nothing else: no script, no other source.
  expect(csp).toContain("default-src 'none'")
  expect(html).not.toMatch(/<script|<link|style="/)
})
