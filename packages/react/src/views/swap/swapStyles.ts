// The swap views' styles, adopted into the modal's shadow root when their chunk loads (see
// `adoptSwapStyles`), so the modal's own chunk does not carry them. They build on the modal's
// classes (`.stack`, `.row`, `.facts`, `.primary`…) and its theme variables.
export const swapStyles = `
.swap-view { display: contents; }
.swap { gap: 8px; grid-template-columns: minmax(0, 1fr); }
.swap-box { display: grid; gap: 6px; padding: 12px; border-radius: 14px; background: var(--airlock-surface); }
.swap-box-head { display: flex; align-items: center; gap: 8px; color: var(--airlock-muted); font-size: 13px; font-weight: 600; }
.swap-box-head > :first-child { flex: 1; }
.swap-box-head .text-button { font-size: 13px; }
.swap-box-head .text-button:disabled { color: var(--airlock-muted); cursor: default; }
.swap-box-row { display: flex; align-items: center; gap: 8px; min-height: 40px; }
.swap-amount { all: unset; box-sizing: border-box; flex: 1; width: 0; min-width: 0; font-size: 24px; font-weight: 600; color: var(--airlock-fg); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.swap-amount::placeholder, .swap-placeholder { color: var(--airlock-muted); }
input.swap-amount:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 4px; border-radius: 6px; }
input.swap-amount[aria-invalid='true'] { color: #c92a2a; }
.root[data-theme='dark'] input.swap-amount[aria-invalid='true'] { color: #ff8787; }
.swap-token {
  all: unset;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  padding: 6px 10px;
  border-radius: 999px;
  background: var(--airlock-bg);
  border: 1px solid var(--airlock-border);
  font-weight: 600;
  cursor: pointer;
}
.swap-token img { border-radius: 50%; }
.swap-token:focus-visible, .swap-flip:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 1px; }
.swap-usd, .swap-balance { margin: 0; min-height: 1.2em; color: var(--airlock-muted); font-size: 13px; font-weight: 500; }
.swap-flip { justify-self: center; margin: -14px 0; z-index: 1; background: var(--airlock-bg); border: 1px solid var(--airlock-border); }
.swap-flip:disabled { color: var(--airlock-muted); cursor: default; }
.swap-details { margin: 0; font-size: 13px; }
.swap-notice { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin: 0; padding: 8px 12px; border-radius: 12px; background: var(--airlock-surface); font-size: 13px; font-weight: 500; }
.swap-notice[data-severity='warning'] { background: #fff3bf; color: #5c3c00; }
.root[data-theme='dark'] .swap-notice[data-severity='warning'] { background: #3d2f00; color: #ffe066; }
.swap-notice .text-button { font-size: 13px; flex: none; }
.swap-confirm { display: flex; align-items: flex-start; gap: 8px; font-size: 13px; }
.swap-confirm input { margin: 2px 0 0; flex: none; }
.swap-details dd { text-align: end; }
.swap-select .token-button { display: flex; align-items: center; gap: 10px; }
.swap-select .token-button[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--airlock-accent); }
.swap-select .token-button:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 1px; }
.swap-select .row-main { text-align: start; }
.swap-list-title { margin: 4px 0 8px; font-size: 14px; font-weight: 600; color: var(--airlock-muted); }
.swap-token-fallback { display: grid; place-items: center; width: 32px; height: 32px; flex: none; border-radius: 50%; background: var(--airlock-accent); color: var(--airlock-accent-contrast); font-weight: 700; }
.swap-preview .facts dd { text-align: end; }
/* Cancel and Swap share the row evenly (a phone's Cancel was squeezed to its word); a longer
   label takes the room it needs. */
.swap-preview .button-row > button { display: flex; align-items: center; justify-content: center; box-sizing: border-box; white-space: nowrap; }
.swap-steps { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; counter-reset: step; }
.swap-step { display: flex; align-items: center; gap: 10px; padding: 8px 10px; border-radius: 12px; background: var(--airlock-surface); counter-increment: step; }
.swap-step::before { content: counter(step); display: grid; place-items: center; width: 24px; height: 24px; flex: none; border-radius: 50%; border: 1px solid var(--airlock-border); font-size: 13px; font-weight: 700; }
.swap-step[data-state='active']::before { background: var(--airlock-accent); color: var(--airlock-accent-contrast); border-color: transparent; }
.swap-step[data-state='done']::before { content: '✓'; background: #2b8a3e; color: #fff; border-color: transparent; }
.swap-step .row-sub { white-space: normal; }
.swap-step .swap-step-state { font-weight: 600; }
.swap-step[data-state='active'] .swap-step-state { color: var(--airlock-accent); }
`
