import { formatUnits } from 'viem'
import type { SandboxLocale } from '../locales/catalogues.js'
import { formatMoney, formatTokenAmount } from '../locales/formatAmounts.js'
import { directionOf } from '../locales/resolveLocale.js'
import { isolate, translate, translateHtml } from '../locales/translate.js'
import type { MessageKey } from '../locales/types.js'
import { escapeHtml } from '../mail/escapeHtml.js'
import { testCards } from './checkCard.js'
import type { Purchase } from './createPurchaseStore.js'

// What the page's script says (progress, outcome, card checks), handed to it in `data-messages`.
const scriptMessages = [
  'processing',
  'sending',
  'done',
  'transaction',
  'failed',
  'failedUnknown',
  'declined',
  'noAnswer',
  'enterNumber',
  'invalidNumber',
  'useTestCard',
  'enterExpiry',
  'expired',
  'enterCvc',
  'enterName',
] as const

/**
 * The checkout page of one session, in the buyer's language: what is bought, for how much (in
 * the locale's number and currency format), on which network and to which address, the card
 * form, the test cards, and live regions the page's script fills with progress and the outcome
 * (its messages ride in `data-messages`). No inline script or style: `/onramp/checkout.js` and
 * `/onramp/checkout.css` are served under a CSP of `'self'` only. Every value is HTML-escaped;
 * amounts and the address stay left to right in a right-to-left page.
 *
 * @param purchase - The session, in whatever state it is (a reload after paying shows progress).
 * @param locale - The page's language. Defaults to English.
 * @returns The HTML document.
 *
 * @example
 * import { renderCheckoutPage } from './onramp/renderCheckoutPage.js'
 * return c.html(renderCheckoutPage(store.get(id), 'de'))
 */
export function renderCheckoutPage(purchase: Purchase, locale: SandboxLocale = 'en'): string {
  const t = (key: MessageKey, params = {}) => translateHtml(locale, key, params)
  const symbol = purchase.asset.symbol
  const money = (amount: string) => formatMoney(locale, amount, purchase.fiatCurrency)
  const receive = formatTokenAmount(
    locale,
    formatUnits(purchase.purchaseAmount, purchase.asset.decimals),
    symbol,
  )
  const total = money(purchase.paymentTotal)
  const address = purchase.destinationAddress
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`
  const rows: [MessageKey, string][] = [
    ['checkout.youPay', isolate(total).html],
    ['checkout.youReceive', isolate(receive).html],
    ['checkout.network', `<bdi>${escapeHtml(purchase.networkDisplayName)}</bdi>`],
  ]
  const fees: [MessageKey, string | undefined][] = [
    ['checkout.subtotal', purchase.paymentSubtotal],
    ['checkout.providerFee', purchase.providerFee],
    ['checkout.networkFee', purchase.networkFee],
  ]
  // Card data is written left to right everywhere; a name in the buyer's own script.
  const field = (id: string, name: string, label: MessageKey, attributes: string, dir = 'ltr') =>
    `<div class="field"><label for="${id}">${t(label)}</label><input id="${id}" name="${name}" dir="${dir}" ${attributes} required aria-describedby="${id}-error"><p id="${id}-error" class="error" hidden></p></div>`
  const messages = Object.fromEntries(
    scriptMessages.map((key) => [key, translate(locale, `checkout.${key}`)]),
  )
  const asset = { asset: symbol }

  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('checkout.pageTitle', asset)}</title>
<link rel="stylesheet" href="/onramp/checkout.css">
<script type="module" src="/onramp/checkout.js"></script>
</head>
<body>
<main id="checkout" data-session="${escapeHtml(purchase.id)}" data-status="${escapeHtml(purchase.status)}" data-total="${escapeHtml(total)}" data-receive="${escapeHtml(receive)}" data-to="${escapeHtml(short)}" data-network="${escapeHtml(purchase.networkDisplayName)}" data-messages="${escapeHtml(JSON.stringify(messages))}">
<header>
<p class="brand">${t('checkout.brand')}</p>
<h1>${t('checkout.heading', asset)}</h1>
<p class="test-mode">${t('checkout.testMode', asset)}</p>
</header>
<section aria-labelledby="summary-title">
<h2 id="summary-title">${t('checkout.summary')}</h2>
<dl class="summary">
${rows.map(([term, value]) => `<div><dt>${t(term)}</dt><dd>${value}</dd></div>`).join('\n')}
<div><dt>${t('checkout.to')}</dt><dd title="${escapeHtml(address)}"><bdi dir="ltr" aria-hidden="true">${escapeHtml(short)}</bdi><span class="visually-hidden" dir="ltr">${escapeHtml(address)}</span></dd></div>
${fees
  .filter((fee): fee is [MessageKey, string] => fee[1] !== undefined)
  .map(
    ([term, value]) =>
      `<div class="fee"><dt>${t(term)}</dt><dd>${isolate(money(value)).html}</dd></div>`,
  )
  .join('\n')}
</dl>
</section>
<form id="card-form" novalidate aria-labelledby="card-title"${purchase.status === 'CREATED' ? '' : ' hidden'}>
<h2 id="card-title">${t('checkout.payByCard')}</h2>
${field('card-number', 'number', 'checkout.cardNumber', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242"')}
<div class="row">
${field('card-expiry', 'expiry', 'checkout.expiry', `inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="${escapeHtml(t('checkout.expiryPlaceholder'))}"`)}
${field('card-cvc', 'cvc', 'checkout.cvc', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"')}
</div>
${field('card-name', 'name', 'checkout.name', 'autocomplete="cc-name" maxlength="100"', 'auto')}
<button type="submit" id="pay">${t('checkout.pay', { amount: isolate(total) })}</button>
<noscript><p class="error">${t('checkout.noScript')}</p></noscript>
</form>
<section id="test-cards" aria-labelledby="test-cards-title"${purchase.status === 'CREATED' ? '' : ' hidden'}>
<h2 id="test-cards-title">${t('checkout.testCards')}</h2>
<ul>
${testCards.map((card) => `<li><code dir="ltr">${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${t(card.outcome === 'approve' ? 'checkout.cardApproves' : 'checkout.cardDeclines')}</li>`).join('\n')}
</ul>
<p>${t('checkout.testCardsHint')}</p>
</section>
<p id="progress" class="progress" role="status" aria-live="polite"></p>
<p id="failure" class="failure" role="alert"></p>
<div id="outcome" class="outcome" hidden>
<p id="outcome-hash" class="hash" hidden></p>
<button type="button" id="close">${t('checkout.close')}</button>
<p id="close-hint" hidden>${t('checkout.closeHint')}</p>
</div>
</main>
</body>
</html>
`
}

/**
 * The page of a checkout the sandbox does not know (a wrong id, or it restarted), in the buyer's
 * language.
 *
 * @param locale - The page's language.
 * @returns The HTML document.
 *
 * @example
 * import { renderCheckoutNotFoundPage } from './onramp/renderCheckoutPage.js'
 * return c.html(renderCheckoutNotFoundPage('fr'), 404)
 */
export function renderCheckoutNotFoundPage(locale: SandboxLocale): string {
  const t = (key: MessageKey) => translateHtml(locale, key)
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('checkout.notFoundTitle')} · ${t('checkout.brand')}</title><link rel="stylesheet" href="/onramp/checkout.css"></head><body><main><h1>${t('checkout.notFoundTitle')}</h1><p>${t('checkout.notFound')}</p></main></body></html>`
}
