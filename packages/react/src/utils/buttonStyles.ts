// The buttons live in the dapp's page, not in the modal's shadow root: one constructed sheet,
// adopted once per document, styles them under `airlock-` class names a dapp can override.
const buttonStyles = `
.airlock-button {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 16px;
  border: 0;
  border-radius: 12px;
  background: #3b5bdb;
  color: #ffffff;
  font: 600 15px/1 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  cursor: pointer;
}
.airlock-button[data-variant='secondary'] { background: #eef1f5; color: #141a22; }
.airlock-button[data-variant='warning'] { background: #c92a2a; color: #ffffff; }
.airlock-button:focus-visible { outline: 3px solid #748ffc; outline-offset: 2px; }
/* Pressed in the first frame after the pointer goes down, before the modal has opened. */
.airlock-button:not(:disabled):active { scale: 0.97; filter: brightness(0.9); }
.airlock-button img, .airlock-button .airlock-avatar { width: 22px; height: 22px; border-radius: 50%; }
`

const adopted = new WeakSet<Document>()

/** Adopts the buttons' stylesheet into the document, once. A no-op outside a browser. */
export function adoptButtonStyles(): void {
  if (typeof document === 'undefined' || adopted.has(document)) return
  adopted.add(document)
  if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(buttonStyles)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
