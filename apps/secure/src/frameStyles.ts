/**
 * The secure frame's stylesheet, served as `/frame.css` (CSP allows styles from this origin only,
 * never inline). `SYNC_THEME` sets `data-theme` and the `--airlock-*` variables on the root.
 */
export const frameStyles = `
:root {
  color-scheme: light dark;
  --airlock-accent: #3b5bdb;
  --airlock-background: #ffffff;
  --airlock-foreground: #111418;
  --airlock-muted: #5b6470;
  --airlock-surface: #f1f3f5;
  --airlock-radius: 12px;
  --airlock-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
:root[data-theme='dark'] {
  --airlock-background: #16181d;
  --airlock-foreground: #f1f3f5;
  --airlock-muted: #a5adb8;
  --airlock-surface: #23262d;
}
html, body { margin: 0; background: var(--airlock-background); color: var(--airlock-foreground); font: 15px/1.45 var(--airlock-font); }
/* As tall as its content: the modal sizes the frame to it (CONTENT_HEIGHT). Long details scroll. */
.approval { display: flex; flex-direction: column; gap: 12px; padding: 20px; box-sizing: border-box; }
.approval-title { font-size: 18px; margin: 0; outline: none; }
.approval-requester { margin: 0; color: var(--airlock-muted); overflow-wrap: anywhere; }
.approval-details { margin: 0; padding: 12px; background: var(--airlock-surface); border-radius: var(--airlock-radius); white-space: pre-wrap; overflow-wrap: anywhere; flex: none; min-height: 48px; max-height: 280px; overflow: auto; font: 13px/1.4 ui-monospace, monospace; }
.approval-permissions { margin: 0; padding: 12px 12px 12px 28px; background: var(--airlock-surface); border-radius: var(--airlock-radius); overflow-wrap: anywhere; flex: none; display: grid; gap: 8px; }
.approval-details:focus-visible, button:focus-visible { outline: 2px solid var(--airlock-accent); outline-offset: 2px; }
.approval-transaction { display: grid; grid-template-columns: max-content 1fr; align-content: start; gap: 6px 12px; flex: none; max-height: 280px; overflow: auto; margin: 0; padding: 12px; background: var(--airlock-surface); border-radius: var(--airlock-radius); }
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
.approval-actions { display: flex; gap: 8px; flex: none; }
.approval-actions button { flex: 1; min-height: 44px; border-radius: var(--airlock-radius); font: inherit; font-weight: 600; cursor: pointer; border: 1px solid var(--airlock-muted); background: transparent; color: inherit; }
.approval-actions .approval-approve { background: var(--airlock-accent); border-color: var(--airlock-accent); color: #ffffff; }
.social-popup main { display: grid; place-items: center; min-height: 100vh; padding: 20px; box-sizing: border-box; text-align: center; }
@media (prefers-reduced-motion: no-preference) { .approval { animation: appear 150ms ease-out; } @keyframes appear { from { opacity: 0; } to { opacity: 1; } } }
`
