/**
 * The secure frame's stylesheet, served as `/frame.css` (CSP allows styles from this origin only,
 * never inline). `SYNC_THEME` sets `data-theme` and the `--airlock-*` variables on the root.
 */
export const frameStyles = `
:root {
  color-scheme: light dark;
  --airlock-accent: #3b5bdb;
  --airlock-accent-contrast: #ffffff;
  --airlock-background: #ffffff;
  --airlock-foreground: #141a22;
  --airlock-muted: #5c6470;
  --airlock-surface: #f2f4f7;
  --airlock-radius: 12px;
  --airlock-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
:root[data-theme='dark'] {
  --airlock-accent: #748ffc;
  --airlock-accent-contrast: #0b0d12;
  --airlock-background: #15181e;
  --airlock-foreground: #eef1f5;
  --airlock-muted: #a0a8b4;
  --airlock-surface: #22262e;
}
html, body { margin: 0; background: var(--airlock-background); color: var(--airlock-foreground); font: 16px/1.4 var(--airlock-font); }
/* As tall as its content: the modal sizes the frame to it (CONTENT_HEIGHT). Long details scroll.
   The frame lies across the modal's card under its header (its area reaches the card's sides and
   6 px into the body's foot), so the screen has the body's padding (16 px at the sides and foot,
   with room for the buttons' focus rings) and its title is the header's (17 px, semibold,
   centred). */
.approval { display: flex; flex-direction: column; gap: 12px; padding: 0 16px 6px; box-sizing: border-box; text-wrap: pretty; }
.approval-title { font-size: 17px; font-weight: 600; text-align: center; margin: 0; outline: none; }
.approval-requester { margin: 0; color: var(--airlock-muted); font-size: 14px; text-align: center; overflow-wrap: anywhere; }
.approval-details { margin: 0; padding: 12px; background: var(--airlock-surface); border-radius: var(--airlock-radius); white-space: pre-wrap; overflow-wrap: anywhere; flex: none; min-height: 48px; max-height: 280px; overflow: auto; font: 13px/1.4 ui-monospace, monospace; }
.approval-permissions { margin: 0; padding: 12px 12px 12px 28px; background: var(--airlock-surface); border-radius: var(--airlock-radius); overflow-wrap: anywhere; flex: none; display: grid; gap: 8px; }
.approval-details:focus-visible, button:focus-visible { outline: 2px solid var(--airlock-accent); outline-offset: 2px; }
.approval-transaction { display: grid; font-size: 14px; grid-template-columns: max-content 1fr; align-content: start; gap: 6px 12px; flex: none; max-height: 280px; overflow: auto; margin: 0; padding: 12px; background: var(--airlock-surface); border-radius: var(--airlock-radius); }
.approval-transaction dt { color: var(--airlock-muted); }
.approval-transaction dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.approval-address { font-family: ui-monospace, monospace; font-size: 12px; line-height: 1.6; }
/* An address's halves (appendAddress), in a row or in a message: it breaks only between them. */
.address-half { white-space: nowrap; }
.approval-call { display: flex; flex-direction: column; gap: 6px; flex: none; }
.approval-call-title { font-size: 15px; margin: 0; }
.approval-atomic { margin: 0; color: var(--airlock-muted); }
.approval-revoke, .calls-status-call { margin: 0; }
.calls-status-state { margin: 0; font-weight: 600; }
/* The modal's button row and buttons: Reject its secondary (the surface), Approve its primary. */
.approval-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; flex: none; }
.approval-actions button { padding: 10px 16px; border: 0; border-radius: 12px; font: inherit; font-weight: 600; text-align: center; cursor: pointer; background: var(--airlock-surface); color: var(--airlock-foreground); }
.approval-actions .approval-approve { background: var(--airlock-accent); color: var(--airlock-accent-contrast); }
.approval-actions button:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 1px; }
.approval-actions .approval-approve:focus-visible { outline-offset: 2px; }
.approval-actions button:active { scale: 0.98; filter: brightness(0.92); }
.social-popup main { display: grid; place-items: center; min-height: 100vh; padding: 20px; box-sizing: border-box; text-align: center; }
@media (prefers-reduced-motion: no-preference) { .approval { animation: appear 150ms ease-out; } @keyframes appear { from { opacity: 0; } to { opacity: 1; } } }
`
