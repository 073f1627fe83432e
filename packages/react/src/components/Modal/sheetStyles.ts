// The modal at phone widths: a bottom sheet, full width, with a handle to drag it down. Placed in
// `modalStyles` after the card's own rules and before the reduced-motion ones, in this order.
export const sheetStyles = `/* Phone widths: a bottom sheet, full width, with a handle to drag it down. */
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
}
@keyframes sheet-up { from { transform: translateY(40px); opacity: 0.6; } }`
