import { catalogueStyles } from './catalogueStyles.js'

// The modal's stylesheet, applied inside its shadow root after the shell's (shellStyles, which
// the page's entry carries: the root and its themes, the card, the header): the host page's CSS
// cannot reach in, and ours cannot leak out.

/** The bottom sheet's handle (phone widths): drag the sheet down to close it. */
const sheetHandleStyles = `@media (max-width: 480px) {
  .sheet-handle {
    display: block;
    position: absolute;
    top: 0;
    left: 50%;
    width: 64px;
    height: 20px;
    transform: translateX(-50%);
    cursor: grab;
    touch-action: none;
  }
  .sheet-handle::after {
    content: '';
    position: absolute;
    top: 8px;
    inset-inline: 12px;
    height: 4px;
    border-radius: 2px;
    background: var(--airlock-border);
  }
}`

export const modalStyles = `
/* Made ahead of its open (Modal: armed; DialogRoot makes it inert): laid out, not painted; and
   while the visitor is at the Connect button, painted too, transparent, in a layer of its own,
   so the open only makes it opaque. What animates as it opens (the card's sheet, the title, the
   view) starts as it shows. */
.root[data-closed] { visibility: hidden; }
.root[data-closed='painted'] { visibility: visible; opacity: 0; pointer-events: none; will-change: opacity; }
.root[data-closed] .card, .root[data-closed] .title, .root[data-closed] .body { animation: none !important; }
.card[data-shake='true'] { animation: shake 500ms ease-in-out; }
@keyframes shake {
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-6px); }
  40%, 60% { transform: translateX(6px); }
}
/* The bottom sheet's handle, at phone widths only (sheetHandleStyles). */
.sheet-handle { display: none; }
/* Still the dialog's name (aria-labelledby), but neither shown nor a heading of its own. */
.title[data-hidden='true'] { visibility: hidden; }
.wallet:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 1px; }
.scroller { flex: 1 1 auto; min-height: 0; overflow: auto; overscroll-behavior: contain; }
.body { animation: slide-next 150ms ease-out; }
.body[data-transition='prev'] { animation-name: slide-prev; }
.body[data-transition='none'] { animation: none; }
/* A lazy flow's view (LazyChunkView): its container takes no box of its own. */
.lazy-view { display: contents; }
@keyframes slide-next { from { opacity: 0; transform: translateX(12px); } }
@keyframes slide-prev { from { opacity: 0; transform: translateX(-12px); } }
/* Right to left, the next view comes from the left. */
[dir='rtl'] .body { animation-name: slide-prev; }
[dir='rtl'] .body[data-transition='prev'] { animation-name: slide-next; }
/* Icons that point (back, forward) mirror; addresses, hashes, amounts and QR codes stay LTR. */
[dir='rtl'] .mirror { transform: scaleX(-1); }
.mono, .ltr, input[inputmode='decimal'], .swap-amount, .qr { direction: ltr; unicode-bidi: isolate; }
[dir='rtl'] input[inputmode='decimal'], [dir='rtl'] .swap-amount { text-align: end; }
.wallet {
  all: unset;
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  box-sizing: border-box;
  padding: 10px 12px;
  border-radius: 12px;
  background: var(--airlock-surface);
  color: var(--airlock-fg);
  font: inherit;
  font-weight: 500;
  cursor: pointer;
}
.wallet img { width: 36px; height: 36px; border-radius: 10px; }
.wallet .tag { margin-inline-start: auto; font-size: 12px; color: var(--airlock-muted); }
.note { margin: 8px 0; color: var(--airlock-muted); font-size: 14px; text-align: center; }
.heading { margin: 8px 0 0; font-weight: 600; text-align: center; }
.connecting, .account { display: grid; justify-items: center; gap: 8px; padding-top: 8px; }
.connecting img { border-radius: 18px; }
.connecting-logo { position: relative; display: grid; place-items: center; width: 88px; height: 88px; }
/* A 3 px ring on the 88 px box's edge (outer radius 25.5 px), and a sweep of 22 % of it that turns
   once in 1.1 s, starting at the top edge's left end. */
.connecting-track { position: absolute; inset: 0; overflow: hidden; padding: 3px; border-radius: 25.5px; mask: linear-gradient(#000 0 0) content-box, linear-gradient(#000 0 0); mask-composite: exclude; }
.connecting-ring { position: absolute; inset: -19px; background: conic-gradient(from -23.5deg, var(--airlock-accent) 0 22%, transparent 0); animation: connecting-ring 1.1s linear infinite; }
.connecting-logo[data-state='failed'] .connecting-ring { background: #c92a2a; animation: none; }
@keyframes connecting-ring { to { transform: rotate(1turn); } }
.address { margin: 0; font-size: 20px; font-weight: 600; }
.facts { display: grid; grid-template-columns: auto auto; gap: 4px 16px; margin: 8px 0; }
.facts dt { color: var(--airlock-muted); }
.facts dd { margin: 0; font-weight: 500; }
.secondary {
  all: unset;
  padding: 8px 16px;
  border-radius: 12px;
  background: var(--airlock-surface);
  color: var(--airlock-fg);
  font: inherit;
  font-weight: 600;
  text-align: center;
  cursor: pointer;
}
.secondary:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 1px; }
.stack { display: grid; gap: 12px; }
.pair { display: flex; align-items: center; gap: 8px; }
.avatar.small { width: 48px; height: 48px; }
.message-box { width: 100%; }
.message {
  width: 100%;
  max-height: 140px;
  overflow: auto;
  margin: 0;
  padding: 10px;
  border-radius: 12px;
  background: var(--airlock-surface);
  color: var(--airlock-fg);
  /* An address (42 characters) fits one line on the narrowest card, with a scrollbar: it never
     wraps with its last character alone on the next line. */
  font: 11px/1.55 ui-monospace, monospace;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
/* Two buttons share a row evenly while both labels fit it on one line; otherwise they stack, each
   the row's width. A label wraps only where even a whole row is too narrow for it (German's
   "Wallet verbinden" wrapped in half a card). */
.button-row { display: flex; flex-wrap: wrap; gap: 8px; width: 100%; }
/* Over .primary's and .secondary's \`all: unset\`, whichever comes later. */
.button-row > button, .button-row > a { flex: 1 1 0; min-width: fit-content; box-sizing: border-box; }
.primary {
  all: unset;
  box-sizing: border-box;
  padding: 10px 16px;
  border-radius: 12px;
  background: var(--airlock-accent);
  color: var(--airlock-accent-contrast);
  font: inherit;
  font-weight: 600;
  text-align: center;
  cursor: pointer;
}
.primary:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 2px; }
.primary:disabled, .secondary:disabled { opacity: 0.6; cursor: default; }
/* Every button and link looks pressed in the first frame after the pointer goes down (issue 16):
   \`scale\`, not \`transform\`, so a control's own transform stays. */
button:not(:disabled):active, a[href]:active { scale: 0.98; filter: brightness(0.92); }
.error { margin: 0; color: #c92a2a; font-size: 14px; text-align: center; }
/* An error line takes no room until there is an error; then it opens (150 ms, SPEC §9) instead
   of pushing what is below it down at once. Empty, it is out of the flow (no row, no gap of a
   grid) but still in the tree, so the alert is heard when its text comes. */
.error:empty { position: absolute; }
.error:not(:empty) { animation: error-open 150ms ease-out; }
/* A field's error line keeps one line's room while empty: the error coming moves nothing below
   it, and the card keeps its height (issue 16: Send's 'Insufficient balance' moved Preview). */
.error.field-error, .send-worth { min-height: 1.2em; line-height: 1.2; }
/* Tied to the field above it, not a band of its own between two gaps. */
.error.field-error { margin: -4px 0; }
.error.field-error:empty { position: static; }
.error.field-error:not(:empty) { animation: error-fade 150ms ease-out; }
@keyframes error-fade { from { opacity: 0; } }
/* The e-mail field's error takes the place of the 'or' under it (one grid cell for both) rather
   than a blank line of its own on Connect. */
.email-feedback { display: grid; }
.email-feedback > * { grid-area: 1 / 1; }
.email-feedback > .error { align-self: center; }
.email-feedback > .error:empty { position: static; }
.email-feedback > .error:not(:empty) + .email-divider { visibility: hidden; }
/* Send's amount error takes the place of the amount's worth, under the amount field. */
.amount-feedback { display: grid; margin: -4px 0 0; }
.amount-feedback > .error, .amount-feedback > .note { grid-area: 1 / 1; margin: 0; }
.amount-feedback > .error:not(:empty) + .send-worth { visibility: hidden; }
/* So does an empty status line under a form (the code's "Sending…"): no blank band under the
   digits until it has something to say. */
.note[role='status']:empty { position: absolute; margin: 0; }
@keyframes error-open { from { max-height: 0; opacity: 0; } to { max-height: 4.5em; opacity: 1; } }
.root[data-theme='dark'] .error { color: #ff8787; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.stack > .secondary { justify-self: center; }
/* All wallets stays in view when Connect is taller than the card (1280×800 with e-mail, socials
   and five wallets): it sticks to the card's foot, on the card's colour, and rows pass beneath. */
.catalogue-connect > .all-wallets-row { position: sticky; bottom: 12px; z-index: 1; box-shadow: 0 0 0 12px var(--airlock-bg); }
.avatar { width: 64px; height: 64px; border-radius: 50%; }
.address-row { display: flex; align-items: center; gap: 4px; }
/* The Solana account's address and balance sit centred under its centred heading, as the EVM
   account's do (they sat at the start, under a centred title and wallet name). */
.solana-account > .address-row, .solana-account > .balance { justify-self: center; }
.balance { margin: 0; color: var(--airlock-fg); font-size: 34px; font-weight: 600; line-height: 1.2; letter-spacing: -0.02em; min-height: 1.2em; font-variant-numeric: tabular-nums; }
.balance[data-state='unavailable'] { color: var(--airlock-muted); font-size: 16px; font-weight: 500; line-height: 41px; letter-spacing: normal; }
.balance .skeleton-text { width: 140px; vertical-align: middle; }
.account-email { margin: -6px 0 0; max-width: 100%; color: var(--airlock-muted); font-size: 14px; overflow-wrap: anywhere; text-align: center; }
.link { color: var(--airlock-accent); font-size: 14px; font-weight: 500; }
.link:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 2px; border-radius: 4px; }
.actions { display: grid; gap: 8px; width: 100%; margin-top: 8px; }
.wallet[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--airlock-accent); }
/* The wallet being asked (before the Connecting view, which follows after 0.1 s). */
.wallet[aria-busy='true'] { box-shadow: inset 0 0 0 2px var(--airlock-accent); }
.wallet[aria-busy='true'] .tag { color: var(--airlock-accent); }
.wallet[aria-busy='true'] .wallet-image { animation: pulse 1.2s ease-in-out infinite; }
.network-badge {
  position: relative;
  overflow: hidden;
  display: inline-grid;
  place-items: center;
  flex: none;
  border-radius: 50%;
  color: #ffffff;
  font-size: 12px;
  font-weight: 700;
}
.skeleton-text {
  display: inline-block;
  width: 80px;
  height: 1em;
  border-radius: 6px;
  background: var(--airlock-surface);
  animation: pulse 1.2s ease-in-out infinite;
}
.network-badge img { position: absolute; inset: 0; width: 100%; height: 100%; background: var(--airlock-bg); }
/* Two columns of equal buttons, an icon beside each label: room for a longer language's word
   ("Empfangen", "Отправить") at phone widths, where four in a row would clip it. */
.features { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; width: 100%; }
.feature {
  all: unset;
  box-sizing: border-box;
  padding: 10px;
  border-radius: 12px;
  background: var(--airlock-surface);
  color: var(--airlock-fg);
  font: inherit;
  font-weight: 600;
  text-align: center;
  cursor: pointer;
}
.features .feature { display: flex; align-items: center; justify-content: center; gap: 8px; min-width: 0; min-height: 44px; padding: 10px 8px; line-height: 1.2; }
.features .feature svg { flex: none; }
.empty-wallet { display: grid; gap: 8px; padding-top: 4px; text-align: center; }
.empty-wallet .heading, .empty-wallet .note { margin: 0; }
.empty-wallet .secondary { text-align: center; }
.feature-pending { cursor: default; animation: pulse 1.2s ease-in-out infinite; }
.feature:focus-visible, .tab:focus-visible, .row-link:focus-visible, .token-button:focus-visible, .input:focus-visible {
  outline: 3px solid var(--airlock-accent);
  outline-offset: 1px;
}
.tabs { width: 100%; margin-top: 8px; }
/* Equal tabs, unless a label's longest word needs more: a word (Japanese 'Activity') is never
   broken in the middle, and the tab list never grows wider than the card. */
.tablist { display: grid; grid-template-columns: repeat(3, minmax(min-content, 1fr)); gap: 4px; padding: 4px; border-radius: 12px; background: var(--airlock-surface); }
.tab {
  all: unset;
  padding: 6px;
  border-radius: 9px;
  color: var(--airlock-muted);
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  text-align: center;
  word-break: keep-all;
  cursor: pointer;
}
.tab[aria-selected='true'] { background: var(--airlock-bg); color: var(--airlock-fg); }
.tabpanel { padding-top: 12px; }
.row img { width: 32px; height: 32px; border-radius: 50%; flex: none; }
.row-main { display: grid; min-width: 0; flex: 1; }
.row-title { font-weight: 600; font-size: 15px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row-sub { color: var(--airlock-muted); font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* Amounts are never cut short: a long pair of them (a swap's) wraps to a second line instead. */
.row-sub.amounts { white-space: normal; overflow-wrap: anywhere; }
/* The name's rule, status and success are sentences: they wrap (German's are wider than the
   card). */
.names-view .row-sub, .names-view .row-title { white-space: normal; overflow-wrap: anywhere; }
.name-success { overflow-wrap: anywhere; }
.row-end { color: var(--airlock-muted); font-size: 13px; font-weight: 500; white-space: nowrap; }
.row-link { display: flex; align-items: center; gap: 10px; width: 100%; color: inherit; text-decoration: none; border-radius: 10px; }
.token-button { all: unset; box-sizing: border-box; display: flex; align-items: center; gap: 10px; width: 100%; min-height: 44px; padding: 6px 8px; border-radius: 12px; background: var(--airlock-surface); cursor: pointer; }
.total { display: flex; justify-content: space-between; margin: 0; color: var(--airlock-muted); }
.total strong { color: var(--airlock-fg); }
.nft-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; }
.nft { display: grid; gap: 2px; padding: 8px; border-radius: 12px; background: var(--airlock-surface); min-width: 0; }
.nft img, .nft-placeholder { width: 100%; aspect-ratio: 1; border-radius: 8px; object-fit: cover; background: var(--airlock-border); }
.month { display: grid; gap: 6px; }
/* A small grey label over a list's section: an activity's month, a namespace's networks. */
.month-title, .section-label { margin: 4px 0 0; color: var(--airlock-muted); font-size: 13px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
.activity-icon {
  display: grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: var(--airlock-surface);
  font-weight: 700;
}
.activity-icon[data-failed='true'] { background: #c92a2a; color: #ffffff; }
.badge { margin-inline-start: 4px; padding: 1px 6px; border-radius: 6px; background: #c92a2a; color: #ffffff; font-size: 11px; }
.field { font-size: 14px; font-weight: 600; }
.input-row { display: flex; gap: 8px; }
.input {
  all: unset;
  box-sizing: border-box;
  flex: 1;
  width: 100%;
  padding: 10px 12px;
  border: 1px solid var(--airlock-border);
  border-radius: 12px;
  background: var(--airlock-bg);
  color: var(--airlock-fg);
  font: inherit;
}
.input[aria-invalid='true'] { border-color: #c92a2a; }
.facts.wide { grid-template-columns: max-content 1fr; width: 100%; }
/* A fee row: its value (or the placeholder while it is priced) at the row's end, in every state. */
.fee-row dd { text-align: end; }
.fee-row .skeleton-text { width: 120px; vertical-align: middle; }
.mono { font-family: ui-monospace, monospace; font-size: 13px; overflow-wrap: anywhere; }
.full-address > span { white-space: nowrap; }
/* Under a centred QR code, an address that takes two lines keeps both centred. */
.receive-address { margin: 0; text-align: center; }
.badges { list-style: none; margin: 0; padding: 0; display: flex; gap: 6px; }
.qr { border-radius: 12px; }
.toast-region { position: absolute; inset-inline: 12px; top: 8px; z-index: 1; display: flex; justify-content: center; pointer-events: none; }
.toast {
  margin: 0;
  max-width: 420px;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  text-align: center;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
  padding: 6px 14px;
  border-radius: 999px;
  background: var(--airlock-fg);
  color: var(--airlock-bg);
  font-size: 14px;
  font-weight: 500;
  animation: fade 150ms ease-out;
}
.toast[data-kind='error'] { background: #c92a2a; color: #ffffff; }
${sheetHandleStyles}
/* The card's top is held while it is open (useContentHeight's shift, an inline translate that
   eases with the height, so the top does not move while they animate; none on phones). */
.card { transition: height 150ms ease-out, translate 150ms ease-out; }
@media (prefers-reduced-motion: reduce) {
  .card[data-shake='true'], .title, .body, .toast, .skeleton-text, .error, .error.field-error { animation: none; }
  /* A still ring, all round: still says "waiting", without movement. */
  .connecting-ring { animation: none; background: var(--airlock-accent); opacity: 0.6; }
  .wallet[aria-busy='true'] .wallet-image { animation: none; }
  .card { transition: none; animation: none; }
}
${catalogueStyles}`
