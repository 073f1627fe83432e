// The on-ramp views' styles, adopted into the modal's shadow root when their chunk loads (see
// `adoptOnRampStyles`), so the modal's own chunk does not carry them. They build on the modal's
// classes (`.wallet`, `.row`, `.facts`, `.input`…) and its theme variables.
export const onRampStyles = `
.onramp { display: contents; }
.hint { margin: 0; min-height: 1.2em; color: var(--airlock-muted); font-size: 13px; }
.onramp-amount { font-size: 20px; font-weight: 600; }
.currency-button { display: inline-flex; align-items: center; gap: 6px; flex: none; }
.currency-button:focus-visible, .provider:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 1px; }
.currency-icon { flex: none; border-radius: 50%; object-fit: cover; }
/* A currency's card limits are read whole ("$10.00 to $7,500.00"), on two lines if need be. */
.row-sub.limits { white-space: normal; }
/* A purchase's title and its status badge wrap, rather than clip, in a longer language. */
.purchase .row-title { white-space: normal; overflow-wrap: anywhere; }
.currency-badge {
  display: inline-grid;
  place-items: center;
  background: var(--airlock-accent);
  color: var(--airlock-accent-contrast);
  font-size: 13px;
  font-weight: 700;
}
/* No column gap: the line above "You get" runs across both columns unbroken. */
.quote { padding: 10px 12px; border-radius: 12px; background: var(--airlock-surface); margin: 0; column-gap: 0; }
.quote dd { padding-inline-start: 16px; text-align: end; }
.quote .quote-receive { padding-top: 4px; border-top: 1px solid var(--airlock-border); color: var(--airlock-fg); font-weight: 700; }
.section-title { margin: 4px 0 0; font-size: 14px; font-weight: 600; }
.provider:disabled { opacity: 0.6; cursor: default; }
.provider .row-main { text-align: start; }
.token-button[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--airlock-accent); }
.buy-status { display: grid; gap: 4px; justify-items: center; }
.buy-status .note { margin: 0; }
.buy-amount { margin: 0; font-weight: 600; text-align: center; }
.buy-progress .secondary, .buy-progress .primary { min-width: 140px; }
.buy-done { display: grid; justify-items: center; gap: 2px; }
.buy-done .note { margin: 0; }
.spinner {
  width: 28px;
  height: 28px;
  border: 3px solid var(--airlock-surface);
  border-top-color: var(--airlock-accent);
  border-radius: 50%;
  animation: spin 0.9s linear infinite;
}
@keyframes spin { to { transform: rotate(360deg); } }
.status-badge { margin-inline-start: 4px; padding: 1px 6px; border-radius: 6px; background: var(--airlock-border); font-size: 11px; font-weight: 600; }
.status-badge[data-status='ONRAMP_TRANSACTION_STATUS_SUCCESS'] { background: #237032; color: #ffffff; }
.status-badge[data-status='ONRAMP_TRANSACTION_STATUS_FAILED'] { background: #c92a2a; color: #ffffff; }
@media (prefers-reduced-motion: reduce) {
  .spinner { animation-duration: 3s; }
}
`
