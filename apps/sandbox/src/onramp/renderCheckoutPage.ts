import { formatUnits } from 'viem'
import { escapeHtml } from '../mail/escapeHtml.js'
import { testCards } from './checkCard.js'
import type { Purchase } from './createPurchaseStore.js'

/**
 * The checkout page of one session: what is bought, for how much, on which network and to which
 * address, the card form, the test cards, and live regions the page's script fills with progress
 * and the outcome. No inline script or style: `/onramp/checkout.js` and `/onramp/checkout.css`
 * are served under a CSP of `'self'` only. Every value is HTML-escaped.
 *
 * @param purchase - The session, in whatever state it is (a reload after paying shows progress).
 * @returns The HTML document.
 *
 * @example
 * import { renderCheckoutPage } from './onramp/renderCheckoutPage.js'
 * return c.html(renderCheckoutPage(store.get(id)))
 */
export function renderCheckoutPage(purchase: Purchase): string {
  const receive = `${formatUnits(purchase.purchaseAmount, purchase.asset.decimals)} ${purchase.asset.symbol}`
  const total = `${purchase.paymentTotal} ${purchase.fiatCurrency}`
  const address = purchase.destinationAddress
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`
  const rows: [string, string][] = [
    ['You pay', total],
    ['You receive', receive],
    ['Network', purchase.networkDisplayName],
  ]
  const fees: [string, string | undefined][] = [
    ['Subtotal', purchase.paymentSubtotal],
    ['Provider fee', purchase.providerFee],
    ['Network fee', purchase.networkFee],
  ]
  const field = (id: string, name: string, label: string, attributes: string) =>
    `<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${name}" ${attributes} required aria-describedby="${id}-error"><p id="${id}-error" class="error" hidden></p></div>`

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Buy ${escapeHtml(purchase.asset.symbol)} · Airlock Sandbox checkout</title>
<link rel="stylesheet" href="/onramp/checkout.css">
<script type="module" src="/onramp/checkout.js"></script>
</head>
<body>
<main id="checkout" data-session="${escapeHtml(purchase.id)}" data-status="${escapeHtml(purchase.status)}" data-total="${escapeHtml(total)}" data-receive="${escapeHtml(receive)}" data-to="${escapeHtml(short)}" data-network="${escapeHtml(purchase.networkDisplayName)}">
<header>
<p class="brand">Airlock Sandbox</p>
<h1>Buy ${escapeHtml(purchase.asset.symbol)}</h1>
<p class="test-mode">Test mode: no real money moves. The sandbox sends devnet ${escapeHtml(purchase.asset.symbol)} from its treasury.</p>
</header>
<section aria-labelledby="summary-title">
<h2 id="summary-title">Order summary</h2>
<dl class="summary">
${rows.map(([term, value]) => `<div><dt>${term}</dt><dd>${escapeHtml(value)}</dd></div>`).join('\n')}
<div><dt>To</dt><dd title="${escapeHtml(address)}"><span aria-hidden="true">${escapeHtml(short)}</span><span class="visually-hidden">${escapeHtml(address)}</span></dd></div>
${fees
  .filter((fee): fee is [string, string] => fee[1] !== undefined)
  .map(
    ([term, value]) =>
      `<div class="fee"><dt>${term}</dt><dd>${escapeHtml(value)} ${escapeHtml(purchase.fiatCurrency)}</dd></div>`,
  )
  .join('\n')}
</dl>
</section>
<form id="card-form" novalidate aria-labelledby="card-title"${purchase.status === 'CREATED' ? '' : ' hidden'}>
<h2 id="card-title">Pay by card</h2>
${field('card-number', 'number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242"')}
<div class="row">
${field('card-expiry', 'expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"')}
${field('card-cvc', 'cvc', 'Security code (CVC)', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"')}
</div>
${field('card-name', 'name', 'Name on card', 'autocomplete="cc-name" maxlength="100"')}
<button type="submit" id="pay">Pay ${escapeHtml(total)}</button>
<noscript><p class="error">This checkout needs JavaScript to take the payment.</p></noscript>
</form>
<section id="test-cards" aria-labelledby="test-cards-title"${purchase.status === 'CREATED' ? '' : ' hidden'}>
<h2 id="test-cards-title">Test cards</h2>
<ul>
${testCards.map((card) => `<li><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${card.label}</li>`).join('\n')}
</ul>
<p>Use any expiry date in the future, any three digits as the security code, and any name.</p>
</section>
<p id="progress" class="progress" role="status" aria-live="polite"></p>
<p id="failure" class="failure" role="alert"></p>
<div id="outcome" class="outcome" hidden>
<p id="outcome-hash" class="hash" hidden></p>
<button type="button" id="close">Close</button>
<p id="close-hint" hidden>You can close this window now.</p>
</div>
</main>
</body>
</html>
`
}
