// The first part of the modal's stylesheet, which the page's entry carries: the root and its two
// themes, the overlay, the card (a bottom sheet at phone widths), the header and a loading list.
// The modal's shadow root adopts it as it is made, so the dialog's shell (ModalShell) shows at the
// first click in the card the modal then fills; the modal's chunk adds the rest (modalStyles).
// Theme values are custom properties set on the root element; nothing inherits from the host page
// (`all: initial`). The card leaves room above it for a notification of up to two lines; a busy
// card (the shell) takes all the room it may, as the Connect view does. No paragraph ends on a
// lone word (`text-wrap: pretty`). The comments stay out of the text: the entry carries every byte.
export const shellStyles = `
:host { all: initial; }
.root {
  all: initial;
  --airlock-accent: #3b5bdb;
  --airlock-accent-contrast: #ffffff;
  --airlock-bg: #ffffff;
  --airlock-fg: #141a22;
  --airlock-muted: #5c6470;
  --airlock-surface: #f2f4f7;
  --airlock-border: rgba(20, 26, 34, 0.12);
  --airlock-radius: 16px;
  --airlock-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --airlock-z-index: 999;
  position: fixed;
  inset: 0;
  z-index: var(--airlock-z-index);
  display: flex;
  align-items: center;
  justify-content: center;
  font-family: var(--airlock-font-family);
  font-size: 16px;
  line-height: 1.4;
  color: var(--airlock-fg);
  text-align: start;
  letter-spacing: normal;
  box-sizing: border-box;
}
.root[data-theme='dark'] {
  --airlock-bg: #15181e;
  --airlock-fg: #eef1f5;
  --airlock-muted: #a0a8b4;
  --airlock-surface: #22262e;
  --airlock-border: rgba(238, 241, 245, 0.14);
  --airlock-accent: #748ffc;
  --airlock-accent-contrast: #0b0d12;
}
@media (prefers-color-scheme: dark) {
  .root[data-theme='system'] { color-scheme: dark; }
}
*, *::before, *::after { box-sizing: border-box; }
.overlay { position: absolute; inset: 0; background: rgba(8, 10, 14, 0.55); }
.card {
  position: relative;
  width: 360px;
  max-width: calc(100vw - 24px);
  max-height: calc(100vh - 136px);
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: var(--airlock-bg);
  border: 1px solid var(--airlock-border);
  border-radius: var(--airlock-radius);
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.25);
  outline: none;
  transition: height 150ms ease-out;
}
.card[aria-busy='true'] { height: 100vh; }
.header { position: relative; flex: none; display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px; }
.title { margin: 0; font-size: 17px; font-weight: 600; text-align: center; animation: fade 120ms ease-out; }
@keyframes fade { from { opacity: 0; } }
.icon-button {
  all: unset;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 12px;
  color: var(--airlock-fg);
  cursor: pointer;
}
.icon-button:hover { background: var(--airlock-surface); }
.icon-button:focus-visible { outline: 3px solid var(--airlock-accent); outline-offset: 1px; }
.body { padding: 0 16px 16px; text-wrap: pretty; }
.list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.row { display: flex; align-items: center; gap: 10px; min-height: 44px; }
.skeleton-row { border-radius: 12px; background: var(--airlock-surface); animation: pulse 1.2s ease-in-out infinite; }
@keyframes pulse { 50% { opacity: 0.5; } }
@media (max-width: 480px) {
  .root { align-items: flex-end; }
  .card {
    width: 100%;
    max-width: 100%;
    max-height: calc(100vh - 72px);
    border-bottom: none;
    border-radius: var(--airlock-radius) var(--airlock-radius) 0 0;
    animation: sheet-up 200ms ease-out;
  }
  .header { padding-top: 20px; }
}
@keyframes sheet-up { from { transform: translateY(40px); opacity: 0.6; } }
@media (prefers-reduced-motion: reduce) {
  .title, .skeleton-row { animation: none; }
  .card { transition: none; animation: none; }
}`
